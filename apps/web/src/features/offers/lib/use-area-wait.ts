import { useEffect, useState } from 'react';

/**
 * True once the member has been in the members area for `delayMs` without leaving it; leaving starts
 * the wait again. The delay is read when the member enters.
 */
export function useAreaWait(inArea: boolean, delayMs: number): boolean {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    setWaited(false);
    if (!inArea) return;
    const timer = setTimeout(() => setWaited(true), delayMs);
    return () => clearTimeout(timer);
    // The delay counts from entering; a change of it while inside does not restart the wait.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inArea]);
  return waited;
}

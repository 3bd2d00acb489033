import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After a submission with problems, moves focus to the first invalid field of the form once the
 * messages are rendered (so a screen reader reads the field with its message).
 */
export function useFocusInvalid<E extends HTMLElement = HTMLFormElement>() {
  const ref = useRef<E>(null);
  const [request, setRequest] = useState(0);

  useEffect(() => {
    if (request === 0) return;
    ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request]);

  const focusInvalid = useCallback(() => setRequest((n) => n + 1), []);
  return { ref, focusInvalid };
}

import { useState } from 'react';
import { readTimestamp, writeTimestamp } from './storage';

/**
 * When the member last closed an alert kept under `key` (spec section 4: a timestamp per alert), or null,
 * and `dismiss` to close it now: remembered in local storage and shown at once.
 */
export function useDismissedAt(key: string): { dismissedAt: number | null; dismiss: () => void } {
  const [dismissedAt, setDismissedAt] = useState(() => readTimestamp(key));
  const dismiss = () => {
    const now = Date.now();
    writeTimestamp(key, now);
    setDismissedAt(now);
  };
  return { dismissedAt, dismiss };
}

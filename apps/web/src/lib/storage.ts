/** When the app last reloaded itself to fetch a chunk of a newer build (see app/pages.ts). */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';

/**
 * Dismissed alerts and modals are remembered as a timestamp under a fixed key (spec section 4).
 * Storage can be unavailable (private mode, blocked cookies); then nothing is remembered.
 */
export function readTimestamp(key: string): number | null {
  try {
    const value = window.localStorage.getItem(key);
    const parsed = value === null ? NaN : Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeTimestamp(key: string, at: number = Date.now()): void {
  try {
    window.localStorage.setItem(key, String(at));
  } catch {
    // Not remembered; the member sees it again next time.
  }
}

export function clearTimestamp(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to clear.
  }
}

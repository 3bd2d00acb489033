/**
 * Toasts (spec section 9): short confirmations and failures that float over the page and go away by
 * themselves (decision 064). This store is on every page's entry path, so it is plain code without React;
 * the toasts themselves are drawn by components/toasts, loaded when the first one shows.
 */
export type ToastTone = 'success' | 'error';

export interface Toast {
  id: number;
  tone: ToastTone;
  text: string;
}

/** At most this many at once: the oldest goes when a fourth arrives. */
export const MAX_TOASTS = 3;
/** How long a toast stays (ms) while the member does not point at or focus it; a failure longer. */
export const TOAST_DURATION: Record<ToastTone, number> = { success: 5000, error: 10_000 };

let toasts: readonly Toast[] = [];
let lastId = 0;
const listeners = new Set<() => void>();

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast; the same text again replaces the earlier one instead of stacking. Answers its id. */
export function showToast(text: string, tone: ToastTone = 'success'): number {
  lastId += 1;
  const others = toasts.filter((toast) => toast.text !== text || toast.tone !== tone);
  publish([...others, { id: lastId, tone, text }].slice(-MAX_TOASTS));
  return lastId;
}

export function dismissToast(id: number): void {
  if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
}

/** The toasts now, oldest first; the same array until something changes (for useSyncExternalStore). */
export function currentToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

import type { PushState } from '@/lib/push';

/** The alert's dismissal, a timestamp (spec section 4). */
export const PUSH_ALERT_KEY = 'hide-push-notification-alert';
/** A dismissed alert comes back after this long: the member may have changed their mind. */
export const PUSH_ALERT_HIDDEN_MS = 30 * 86_400_000;

/**
 * Whether to offer push: the browser can, the member has neither said yes nor no in the browser,
 * and has not dismissed the offer in the last 30 days.
 */
export function showPushAlert(state: PushState, known: boolean, dismissedAt: number | null, now: number): boolean {
  if (!known || state !== 'unknown') return false;
  return dismissedAt === null || now - dismissedAt >= PUSH_ALERT_HIDDEN_MS;
}

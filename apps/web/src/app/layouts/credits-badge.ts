import type { BadgeTone } from '@dating/ui';

/** The balance is shown next to Credits when it is 10 or fewer (spec section 2). */
export const CREDITS_BADGE_THRESHOLD = 10;

/** The credits badge's colour: warning above 0, danger at 0; null when no badge shows. */
export function creditsBadgeTone(credits: number): BadgeTone | null {
  if (credits > CREDITS_BADGE_THRESHOLD) return null;
  return credits > 0 ? 'warning' : 'danger';
}

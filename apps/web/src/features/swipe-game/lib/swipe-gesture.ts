/** How far (px) a card must be dragged sideways to count as a like or a pass. */
export const SWIPE_THRESHOLD_PX = 100;

export type SwipeAction = 'like' | 'pass';

/** A drag to the right likes, to the left passes; a shorter one is no decision (the card returns). */
export function swipeAction(dx: number, threshold: number = SWIPE_THRESHOLD_PX): SwipeAction | null {
  if (!Number.isFinite(dx)) return null;
  if (dx >= threshold) return 'like';
  if (dx <= -threshold) return 'pass';
  return null;
}

/** How sure the drag is, from 0 (none) to 1 (past the threshold): the like/pass stamp fades in with it. */
export function swipeProgress(dx: number, threshold: number = SWIPE_THRESHOLD_PX): number {
  if (!Number.isFinite(dx) || threshold <= 0) return 0;
  return Math.min(1, Math.abs(dx) / threshold);
}

/** The action of an arrow key: right likes, left passes (shown as a hint next to the buttons). */
export function keyAction(key: string): SwipeAction | null {
  if (key === 'ArrowRight') return 'like';
  if (key === 'ArrowLeft') return 'pass';
  return null;
}

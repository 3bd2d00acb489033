import { describe, expect, it } from 'vitest';
import { SWIPE_THRESHOLD_PX, keyAction, swipeAction, swipeProgress } from './swipe-gesture';

describe('swipe gesture', () => {
  it('likes from the threshold to the right and passes from the threshold to the left', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(100);
    expect(swipeAction(100)).toBe('like');
    expect(swipeAction(240)).toBe('like');
    expect(swipeAction(-100)).toBe('pass');
    expect(swipeAction(-180)).toBe('pass');
  });

  it('decides nothing for a short drag, a tap or a broken value', () => {
    expect(swipeAction(0)).toBeNull();
    expect(swipeAction(99)).toBeNull();
    expect(swipeAction(-99.5)).toBeNull();
    expect(swipeAction(Number.NaN)).toBeNull();
  });

  it('takes another threshold', () => {
    expect(swipeAction(60, 50)).toBe('like');
    expect(swipeAction(-40, 50)).toBeNull();
  });

  it('fades the stamp in with the drag, full at the threshold', () => {
    expect(swipeProgress(0)).toBe(0);
    expect(swipeProgress(50)).toBe(0.5);
    expect(swipeProgress(-50)).toBe(0.5);
    expect(swipeProgress(300)).toBe(1);
  });

  it('maps the arrow keys', () => {
    expect(keyAction('ArrowRight')).toBe('like');
    expect(keyAction('ArrowLeft')).toBe('pass');
    expect(keyAction('Enter')).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { secondsLeft, startCountdown } from './countdown';

describe('seconds left', () => {
  it('rounds up and never goes below zero', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 1)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });
});

describe('countdown', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks once a second and finishes once at zero', () => {
    const ticks: number[] = [];
    const onDone = vi.fn();
    startCountdown(3, { onTick: (s) => ticks.push(s), onDone });
    vi.advanceTimersByTime(999);
    expect(ticks).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ticks).toEqual([2]);
    vi.advanceTimersByTime(2_000);
    expect(ticks).toEqual([2, 1, 0]);
    expect(onDone).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    expect(ticks).toEqual([2, 1, 0]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('follows the clock when the timer fires late', () => {
    let clock = 0;
    const ticks: number[] = [];
    const onDone = vi.fn();
    startCountdown(10, { onTick: (s) => ticks.push(s), onDone }, () => clock);
    clock = 8_500; // the tab was in the background
    vi.advanceTimersByTime(1_000);
    expect(ticks).toEqual([2]);
    clock = 10_000;
    vi.advanceTimersByTime(1_000);
    expect(ticks).toEqual([2, 0]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('finishes at once for zero seconds, and does nothing after being stopped', () => {
    const onDone = vi.fn();
    startCountdown(0, { onTick: () => undefined, onDone });
    expect(onDone).toHaveBeenCalledTimes(1);

    const onTick = vi.fn();
    const onStoppedDone = vi.fn();
    const stop = startCountdown(5, { onTick, onDone: onStoppedDone });
    vi.advanceTimersByTime(1_000);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(onTick).toHaveBeenCalledTimes(1);
    expect(onStoppedDone).not.toHaveBeenCalled();
  });
});

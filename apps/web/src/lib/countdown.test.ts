import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, secondsUntil, startCountdown } from './countdown';

describe('countdown', () => {
  it('formats seconds as HH:MM:SS with two digits each', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(59)).toBe('00:00:59');
    expect(formatCountdown(61)).toBe('00:01:01');
    expect(formatCountdown(3600)).toBe('01:00:00');
    expect(formatCountdown(86_399)).toBe('23:59:59');
  });

  it('rounds part-seconds up, so it never shows 00:00:00 while time is left', () => {
    expect(formatCountdown(0.2)).toBe('00:00:01');
  });

  it('keeps counting hours past a day and shows nothing below zero', () => {
    expect(formatCountdown(100 * 3600)).toBe('100:00:00');
    expect(formatCountdown(-5)).toBe('00:00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00:00');
  });

  it('measures the seconds left against the clock', () => {
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 9_001)).toBe(1);
    expect(secondsUntil(10_000, 12_000)).toBe(0);
  });
});

describe('start countdown', () => {
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

import { describe, expect, it } from 'vitest';
import { formatCountdown, secondsUntil } from './countdown';

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

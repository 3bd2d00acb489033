import { describe, expect, it } from 'vitest';
import { dayWindow, wantedGenders } from './likes.policy.js';

describe('likes policy', () => {
  it('derives the genders a member looks for', () => {
    expect(wantedGenders('male', 'hetero')).toEqual(['female']);
    expect(wantedGenders('female', 'hetero')).toEqual(['male']);
    expect(wantedGenders('male', 'gay')).toEqual(['male']);
    expect(wantedGenders('female', 'lesbian')).toEqual(['female']);
    expect(wantedGenders('female', 'bi')).toEqual(['male', 'female']);
    expect(wantedGenders(null, null)).toEqual(['male', 'female']);
  });

  it('starts the day at the member’s own midnight', () => {
    // 22:30 UTC on 15 June is 00:30 on 16 June in Amsterdam (UTC+2) and 18:30 on 15 June in New York.
    const now = new Date('2026-06-15T22:30:00Z');
    const ams = dayWindow(now, 'Europe/Amsterdam');
    expect(ams.start.toISOString()).toBe('2026-06-15T22:00:00.000Z');
    expect(ams.secondsLeft).toBe(23.5 * 3600);
    const ny = dayWindow(now, 'America/New_York');
    expect(ny.start.toISOString()).toBe('2026-06-15T04:00:00.000Z');
    expect(ny.secondsLeft).toBe(5.5 * 3600);
  });

  it('knows a day with a daylight-saving switch is shorter', () => {
    // 29 March 2026: clocks in Amsterdam go from 02:00 to 03:00.
    const w = dayWindow(new Date('2026-03-28T23:00:00Z'), 'Europe/Amsterdam');
    expect(w.start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(w.secondsLeft).toBe(23 * 3600);
  });
});

import { describe, expect, it } from 'vitest';
import { ageFrom, birthDateRange, photoLocked, profileGaps } from './profiles.policy.js';

const today = new Date('2026-06-15T12:00:00Z');

describe('profile policy', () => {
  it('locks every photo but the main one for free members and visitors, none for premium or the owner', () => {
    expect(photoLocked(null, { isMain: false }, false)).toBe(true);
    expect(photoLocked({ paidUser: false }, { isMain: false }, false)).toBe(true);
    expect(photoLocked({ paidUser: false }, { isMain: true }, false)).toBe(false);
    expect(photoLocked({ paidUser: true }, { isMain: false }, false)).toBe(false);
    expect(photoLocked({ paidUser: false }, { isMain: false }, true)).toBe(false);
  });

  it('computes ages with the birthday counted on the day', () => {
    expect(ageFrom('2008-06-15', today)).toBe(18);
    expect(ageFrom('2008-06-16', today)).toBe(17);
    expect(ageFrom(null, today)).toBeNull();
  });

  it('turns an inclusive age range into inclusive birth-date bounds', () => {
    const { earliest, latest } = birthDateRange(25, 30, today);
    expect(latest).toBe('2001-06-15');
    expect(earliest).toBe('1995-06-16');
    expect(ageFrom(latest!, today)).toBe(25);
    expect(ageFrom(earliest!, today)).toBe(30);
    const dayBefore = '1995-06-15';
    expect(ageFrom(dayBefore, today)).toBe(31);
  });

  it('keeps the bounds exact on every day of a leap year and a common one (month ends, 29 February)', () => {
    const shift = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    for (const start of ['2024-01-01', '2026-01-01']) {
      for (let day = 0; day < 366; day++) {
        const on = new Date(Date.parse(`${start}T12:00:00Z`) + day * 86_400_000);
        for (const [min, max] of [[18, 25], [30, 45], [60, 99]] as const) {
          const { earliest, latest } = birthDateRange(min, max, on);
          const at = on.toISOString().slice(0, 10);
          // The youngest member who is `min` today, and the oldest who is still `max`, 29 February included.
          expect(ageFrom(latest!, on), `${at} latest`).toBe(min);
          expect(ageFrom(shift(latest!, 1), on), `${at} after latest`).toBe(min - 1);
          expect(ageFrom(earliest!, on), `${at} earliest`).toBe(max);
          expect(ageFrom(shift(earliest!, -1), on), `${at} before earliest`).toBe(max + 1);
        }
      }
    }
  });

  it('finds what a thin profile lacks: a photo, a few lines about oneself, a city and interests', () => {
    const complete = { hasPhoto: true, aboutLength: 29, hasCity: true, hasInterests: true };
    expect(profileGaps(complete)).toEqual([]);
    expect(profileGaps({ hasPhoto: false, aboutLength: 0, hasCity: false, hasInterests: false })).toEqual(['photo', 'about', 'details']);
    expect(profileGaps({ ...complete, aboutLength: 19 })).toEqual(['about']);
    expect(profileGaps({ ...complete, aboutLength: 20 })).toEqual([]);
    expect(profileGaps({ ...complete, hasCity: false })).toEqual(['details']);
    expect(profileGaps({ ...complete, hasInterests: false })).toEqual(['details']);
  });
});

import { describe, expect, it } from 'vitest';
import { ageOn, parseIsoDate } from './dates.js';

describe('dates of birth', () => {
  it('accepts real calendar dates only', () => {
    expect(parseIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseIsoDate('2001-02-29')).toBeNull();
    expect(parseIsoDate('2001-04-31')).toBeNull();
    expect(parseIsoDate('2001-4-3')).toBeNull();
    expect(parseIsoDate('1899-12-31')).toBeNull();
  });
  it('counts a birthday as reached on the day itself', () => {
    const birth = { year: 2008, month: 6, day: 15 };
    expect(ageOn(birth, new Date('2026-06-14T23:59:59Z'))).toBe(17);
    expect(ageOn(birth, new Date('2026-06-15T00:00:00Z'))).toBe(18);
  });
  it('gives someone born on 29 February their birthday on 1 March in other years', () => {
    const leap = { year: 2008, month: 2, day: 29 };
    expect(ageOn(leap, new Date('2026-02-28T12:00:00Z'))).toBe(17);
    expect(ageOn(leap, new Date('2026-03-01T12:00:00Z'))).toBe(18);
  });
});

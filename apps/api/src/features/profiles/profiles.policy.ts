import type { ProfileGap } from '@dating/contracts';

/** Free members and visitors see the main photo of others; the rest only blurred. Premium sees all. */
export function photoLocked(viewer: { paidUser: boolean } | null, photo: { isMain: boolean }, ownerIsViewer: boolean): boolean {
  if (ownerIsViewer || photo.isMain) return false;
  return !viewer?.paidUser;
}

/** Whole years between a date of birth (YYYY-MM-DD) and today. */
export function ageFrom(dateOfBirth: string | null, today: Date): number | null {
  if (!dateOfBirth) return null;
  // Read in place (no array per call): it runs for every card of every search page.
  const first = dateOfBirth.indexOf('-');
  const second = dateOfBirth.indexOf('-', first + 1);
  const y = Number(dateOfBirth.slice(0, first));
  const m = Number(dateOfBirth.slice(first + 1, second));
  const d = Number(dateOfBirth.slice(second + 1));
  let age = today.getUTCFullYear() - y;
  const month = today.getUTCMonth() + 1;
  if (month < m || (month === m && today.getUTCDate() < d)) age--;
  return age;
}

/** The date-of-birth bounds (inclusive) for an age range on a given day. */
export function birthDateRange(minAge: number | undefined, maxAge: number | undefined, today: Date) {
  const iso = (y: number, m: number, d: number) => {
    // A day up to the 28th exists in every month: written directly (every search computes two).
    if (d >= 1 && d <= 28 && y >= 1000 && y <= 9999) return `${y}-${m < 10 ? '0' : ''}${m}-${d < 10 ? '0' : ''}${d}`;
    // Otherwise the calendar decides (29 February of a common year is 1 March; the 32nd is the next month's 1st).
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.toISOString().slice(0, 10);
  };
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth() + 1;
  const d = today.getUTCDate();
  // Today's day in another year: 29 February is the 28th of a common year (not 1 March, which is a day later).
  const sameDayIn = (year: number) => (d <= 28 ? d : Math.min(d, new Date(Date.UTC(year, m, 0)).getUTCDate()));
  // Born on or before this date: at least minAge today.
  const latest = minAge === undefined ? null : iso(y - minAge, m, sameDayIn(y - minAge));
  // Born after this date: at most maxAge today (the day after the (maxAge+1)th birthday).
  const earliest = maxAge === undefined ? null : iso(y - maxAge - 1, m, sameDayIn(y - maxAge - 1) + 1);
  return { earliest, latest };
}

/** Fewer characters than this "about me" text count as not written yet (decision 064). */
export const ABOUT_MIN_LENGTH = 20;

/**
 * What a thin profile lacks, for the enrich-profile alert (spec section 4, decision 064): no photo (a photo
 * awaiting moderation counts as there), an "about me" text of fewer than 20 characters, or no city or no
 * interest to be found and matched by.
 */
export function profileGaps(profile: { hasPhoto: boolean; aboutLength: number; hasCity: boolean; hasInterests: boolean }): ProfileGap[] {
  const gaps: ProfileGap[] = [];
  if (!profile.hasPhoto) gaps.push('photo');
  if (profile.aboutLength < ABOUT_MIN_LENGTH) gaps.push('about');
  if (!profile.hasCity || !profile.hasInterests) gaps.push('details');
  return gaps;
}

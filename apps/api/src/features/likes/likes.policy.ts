import type { Gender, Sexuality } from '@dating/contracts';

/** The genders a member is looking for, from their own gender and sexuality. */
export function wantedGenders(gender: Gender | null, sexuality: Sexuality | null): Gender[] {
  if (!gender || !sexuality || sexuality === 'bi') return ['male', 'female'];
  const other: Gender = gender === 'male' ? 'female' : 'male';
  if (sexuality === 'hetero') return [other];
  return [gender];
}

/** Likes allowed from the swipe game per day (spec section 9). */
export const SWIPE_LIKES_PER_DAY = 4;

/** Start of the member's current day and seconds until the next one, in their own time zone. */
export function dayWindow(now: Date, timeZone: string): { start: Date; secondsLeft: number } {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const elapsed = (get('hour') * 3600 + get('minute') * 60 + get('second')) * 1000 + now.getUTCMilliseconds();
  const start = new Date(now.getTime() - elapsed);
  // A day is 24 h except on daylight-saving switches; the next local midnight is found from the date.
  const tomorrow = new Date(Date.UTC(get('year'), get('month') - 1, get('day') + 1, 12));
  const nextStart = (() => {
    const p = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit' }).formatToParts(tomorrow);
    const offsetMs = (Number(p.find((x) => x.type === 'hour')!.value) - 12) * 3_600_000 + Number(p.find((x) => x.type === 'minute')!.value) * 60_000;
    return new Date(tomorrow.getTime() - 12 * 3_600_000 - offsetMs);
  })();
  return { start, secondsLeft: Math.max(1, Math.ceil((nextStart.getTime() - now.getTime()) / 1000)) };
}

import { sql, type SQL } from 'drizzle-orm';
import { blocks, profiles } from '@dating/db';

/**
 * Whether a profile may be shown to a viewer, as one SQL condition over `profiles`: searchable
 * (an active profile of an active, visible account; kept by database triggers), not the viewer,
 * and no block in either direction. Every call that shows other members uses this, so none can
 * leak a hidden member.
 */
export function visibleTo(viewerId: number | null): SQL {
  const base = sql`${profiles.searchable}`;
  if (viewerId === null) return base;
  return sql`${base} and ${profiles.id} <> ${viewerId} and not exists (
    select 1 from ${blocks} b
    where (b.blocker_id = ${viewerId} and b.blocked_id = ${profiles.id})
       or (b.blocker_id = ${profiles.id} and b.blocked_id = ${viewerId}))`;
}

/** Free members and visitors see the main photo of others; the rest only blurred. Premium sees all. */
export function photoLocked(viewer: { paidUser: boolean } | null, photo: { isMain: boolean }, ownerIsViewer: boolean): boolean {
  if (ownerIsViewer || photo.isMain) return false;
  return !viewer?.paidUser;
}

/** Whole years between a date of birth (YYYY-MM-DD) and today. */
export function ageFrom(dateOfBirth: string | null, today: Date): number | null {
  if (!dateOfBirth) return null;
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - y;
  const month = today.getUTCMonth() + 1;
  if (month < m || (month === m && today.getUTCDate() < d)) age--;
  return age;
}

/** The date-of-birth bounds (inclusive) for an age range on a given day. */
export function birthDateRange(minAge: number | undefined, maxAge: number | undefined, today: Date) {
  const iso = (y: number, m: number, d: number) => {
    const date = new Date(Date.UTC(y, m - 1, d));
    return date.toISOString().slice(0, 10);
  };
  const y = today.getUTCFullYear();
  const m = today.getUTCMonth() + 1;
  const d = today.getUTCDate();
  // Born on or before this date: at least minAge today.
  const latest = minAge === undefined ? null : iso(y - minAge, m, d);
  // Born after this date: at most maxAge today (one day after the (maxAge+1)th birthday's eve).
  const earliest = maxAge === undefined ? null : iso(y - maxAge - 1, m, d + 1);
  return { earliest, latest };
}

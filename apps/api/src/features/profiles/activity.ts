import { eq, sql } from 'drizzle-orm';
import type { MemberActivity } from '@dating/contracts';
import { pagePresence, sessions, users, type DbOrTx } from '@dating/db';
import { PRESENCE_STALE_SECONDS } from '../push/push.service.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Upper bounds (exclusive) of each bucket, by age of the last activity (decision 067). */
const BUCKETS: [MemberActivity, number][] = [
  ['online', 10 * MINUTE],
  ['today', DAY],
  ['week', 7 * DAY],
  ['month', 30 * DAY],
];

/**
 * The coarse bucket of a last activity: a visible tab now is online whatever the timestamps say;
 * older than a month (or never) is null. A time ahead of the clock counts as now.
 */
export function activityBucket(now: Date, lastActive: Date | null, visibleTab: boolean): MemberActivity | null {
  if (visibleTab) return 'online';
  if (!lastActive) return null;
  const age = Math.max(0, now.getTime() - lastActive.getTime());
  return BUCKETS.find(([, below]) => age < below)?.[0] ?? null;
}

/**
 * How recently a real member was active, as another member may see it: null in invisible mode
 * (the caller leaves out chat-pals, visitors and members the viewer blocked). The last
 * activity is the later of the last login and the last request of a live session (sessions touch
 * it hourly); a visible tab whose socket is still renewed is online (by the database's clock, which
 * renews presence, as push does). Only the bucket leaves here.
 */
export async function memberActivity(db: DbOrTx, memberId: number, now: Date): Promise<MemberActivity | null> {
  const [row] = await db
    .select({
      invisible: users.invisible,
      lastLogin: users.lastLoginAt,
      lastRequest: sql<Date | null>`(select max(s.last_seen_at) from ${sessions} s
        where s.user_id = ${memberId} and s.revoked_at is null)`.mapWith(sessions.lastSeenAt),
      visibleTab: sql<boolean>`exists (select 1 from ${pagePresence} pp where pp.user_id = ${memberId}
        and pp.visible and pp.seen_at > now() - ${PRESENCE_STALE_SECONDS} * interval '1 second')`,
    })
    .from(users)
    .where(eq(users.id, memberId));
  if (!row || row.invisible) return null;
  const times = [row.lastLogin, row.lastRequest].filter((d): d is Date => d !== null);
  const last = times.length > 0 ? new Date(Math.max(...times.map((d) => d.getTime()))) : null;
  return activityBucket(now, last, row.visibleTab);
}

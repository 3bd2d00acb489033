import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { likes, messages, notificationPreferences, notificationSends, profiles, rows, users } from '@dating/db';
import { pathFor } from '@dating/i18n';
import { sendNotificationMail } from './notification-mail.js';

const BATCH = 200;

/** The ISO week a date falls in, as 2026-W48: one weekly update per member per week. */
export function isoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/**
 * The weekly update (decision 045), only to members who switched it on: real members who joined in their
 * region this week (chat-pal profiles are not counted), their new likes and unread messages. A week with
 * nothing to tell sends nothing. Runs in batches until every member who wants it has had this week's.
 */
export async function sendWeeklyUpdates(app: FastifyInstance, now: Date): Promise<number> {
  const week = isoWeek(now);
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  let sent = 0;
  for (;;) {
    const batch = await app.db
      .select({ user: users })
      .from(users)
      .innerJoin(notificationPreferences, and(eq(notificationPreferences.userId, users.id), eq(notificationPreferences.type, 'weekly_updates')))
      .where(
        and(
          eq(users.status, 'active'),
          eq(notificationPreferences.email, true),
          sql`cardinality(${users.notificationsDisabled}) = 0`,
          sql`not exists (select 1 from ${notificationSends} s where s.user_id = ${users.id} and s.kind = 'weekly_update' and s.ref = ${week})`,
        ),
      )
      .limit(BATCH);
    for (const { user } of batch) {
      const claimed = await app.db.insert(notificationSends).values({ userId: user.id, kind: 'weekly_update', ref: week, sentAt: now }).onConflictDoNothing().returning();
      if (claimed.length === 0) continue;
      const [counts] = await rows<{ joined: number; liked: number; unread: number }>(app.db, sql`
        select
          (select count(*)::int from ${profiles} p, ${profiles} me
            where me.id = ${user.id} and p.id <> me.id and p.country = me.country and p.region_code is not distinct from me.region_code
              and p.status = 'active' and not p.fictional and p.created_at > ${weekAgo}::timestamptz) as joined,
          (select count(*)::int from ${likes} l where l.liked_id = ${user.id} and l.seen_at is null) as liked,
          (select count(*)::int from ${messages} m where m.recipient_id = ${user.id} and m.read_at is null and not m.held) as unread`);
      if (!counts || counts.joined + counts.liked + counts.unread === 0) continue;
      const outcome = await sendNotificationMail(app, {
        user,
        type: 'weekly_updates',
        key: 'weeklyUpdate',
        url: (locale) => `${app.deps.env.publicUrl}${pathFor('members', locale)}`,
        vars: { joined: counts.joined, liked: counts.liked, unread: counts.unread },
      });
      if (outcome === 'sent') sent++;
      else if (outcome === 'failed') {
        await app.db.delete(notificationSends).where(and(eq(notificationSends.userId, user.id), eq(notificationSends.kind, 'weekly_update'), eq(notificationSends.ref, week)));
        return sent;
      }
    }
    if (batch.length < BATCH) return sent;
  }
}

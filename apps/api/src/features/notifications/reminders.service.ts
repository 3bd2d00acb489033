import type { FastifyInstance } from 'fastify';
import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { messages, notificationSends, users, type DbOrTx, type MemberRow } from '@dating/db';
import { pathFor } from '@dating/i18n';
import { addDays } from '../../lib/clock.js';
import { ACTIVATION_DAYS, createActivationToken } from '../accounts/accounts.service.js';
import { sendNotificationMail } from './notification-mail.js';

/**
 * Reminders sent by schedule (decision 045), each once: an unconfirmed member is reminded a day after
 * signup and again after four days (while the link can still be renewed); a member with messages unread
 * for a day gets one reminder for them, and at most one every three days.
 */
export const ACTIVATION_REMINDER_DAYS = [1, 4] as const;
export const UNREAD_REMINDER_AFTER_HOURS = 24;
export const UNREAD_REMINDER_GAP_DAYS = 3;
/** Members handled per run; the job runs every 15 minutes, so a backlog drains in steps. */
const BATCH = 200;

type Kind = 'activation_reminder' | 'unread_reminder';

/** Claims one send; false when it was claimed before (sent already, or by another worker now). */
async function claim(db: DbOrTx, userId: number, kind: Kind, ref: string, now: Date): Promise<boolean> {
  const rows = await db.insert(notificationSends).values({ userId, kind, ref, sentAt: now }).onConflictDoNothing().returning({ id: notificationSends.id });
  return rows.length > 0;
}

const release = (db: DbOrTx, userId: number, kind: Kind, ref: string) =>
  db.delete(notificationSends).where(and(eq(notificationSends.userId, userId), eq(notificationSends.kind, kind), eq(notificationSends.ref, ref)));

/** The reminder a not-yet-confirmed member is due for at this age: its number, or null. */
export function activationReminderDue(signedUpAt: Date, now: Date): '1' | '2' | null {
  const days = (now.getTime() - signedUpAt.getTime()) / 86_400_000;
  if (days >= ACTIVATION_DAYS || days < ACTIVATION_REMINDER_DAYS[0]) return null;
  return days >= ACTIVATION_REMINDER_DAYS[1] ? '2' : '1';
}

async function remind(app: FastifyInstance, user: MemberRow, kind: Kind, ref: string, now: Date, send: () => Promise<'sent' | 'skipped' | 'failed'>): Promise<boolean> {
  if (!(await claim(app.db, user.id, kind, ref, now))) return false;
  const outcome = await send();
  // A mail server that failed gets the reminder again on the next run; a member who does not want it keeps the claim.
  if (outcome === 'failed') await release(app.db, user.id, kind, ref);
  return outcome === 'sent';
}

export async function sendActivationReminders(app: FastifyInstance, now: Date): Promise<number> {
  const candidates = await app.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.status, 'not_confirmed'),
        lte(users.createdAt, addDays(now, -ACTIVATION_REMINDER_DAYS[0])),
        gt(users.createdAt, addDays(now, -ACTIVATION_DAYS)),
        sql`not exists (select 1 from ${notificationSends} s where s.user_id = ${users.id} and s.kind = 'activation_reminder'
          and s.ref = case when ${users.createdAt} <= ${addDays(now, -ACTIVATION_REMINDER_DAYS[1]).toISOString()}::timestamptz then '2' else '1' end)`,
      ),
    )
    .limit(BATCH);
  let sent = 0;
  for (const user of candidates) {
    const ref = activationReminderDue(user.createdAt, now);
    if (!ref) continue;
    const ok = await remind(app, user, 'activation_reminder', ref, now, async () => {
      const token = await createActivationToken(app.db, user.id, now);
      return sendNotificationMail(app, {
        user,
        type: 'reminders',
        key: 'activationReminder',
        url: () => `${app.deps.env.publicUrl}/api/activate.php?token=${encodeURIComponent(token)}`,
      });
    });
    if (ok) sent++;
  }
  return sent;
}

export async function sendUnreadReminders(app: FastifyInstance, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - UNREAD_REMINDER_AFTER_HOURS * 3_600_000);
  const waiting = await app.db
    .select({ userId: messages.recipientId, newest: sql<string>`max(${messages.id})::text`, count: sql<number>`count(*)::int` })
    .from(messages)
    .where(
      and(
        sql`${messages.readAt} is null`,
        eq(messages.held, false),
        lte(messages.createdAt, cutoff),
        sql`not exists (select 1 from ${notificationSends} s where s.user_id = ${messages.recipientId} and s.kind = 'unread_reminder'
          and s.sent_at > ${addDays(now, -UNREAD_REMINDER_GAP_DAYS).toISOString()}::timestamptz)`,
      ),
    )
    .groupBy(messages.recipientId)
    .limit(BATCH);
  if (waiting.length === 0) return 0;
  const members = await app.db
    .select()
    .from(users)
    .where(and(inArray(users.id, waiting.map((w) => w.userId)), eq(users.status, 'active')));
  const byId = new Map(members.map((m) => [m.id, m]));
  let sent = 0;
  for (const { userId, newest, count } of waiting) {
    const user = byId.get(userId);
    if (!user) continue;
    // One reminder per batch of unread messages: the newest one's id names it.
    const ok = await remind(app, user, 'unread_reminder', newest, now, () =>
      sendNotificationMail(app, {
        user,
        type: 'unread_message_reminders',
        key: 'unreadReminder',
        url: (locale) => `${app.deps.env.publicUrl}${pathFor('chats', locale)}`,
        vars: { count },
      }),
    );
    if (ok) sent++;
  }
  return sent;
}

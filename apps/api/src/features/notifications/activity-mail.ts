import type { FastifyInstance } from 'fastify';
import { and, eq, lte } from 'drizzle-orm';
import type { NotificationType } from '@dating/contracts';
import { notificationSends, type MemberRow } from '@dating/db';
import type { ActionMailKey } from '../../mail/templates.js';
import { sendNotificationMail } from './notification-mail.js';

/** A conversation's messages (and a member's likes) make at most one mail per this period (decision 045). */
export const MAIL_QUIET_MS = 30 * 60_000;

/** What happened, as the push composer found it, for the mail that takes over when push cannot tell. */
export interface Activity {
  kind: 'conversation' | 'message' | 'like' | 'likes' | 'match';
  /** The other member's name, marked when it is a chat-pal profile. */
  name: string;
  count: number;
  /** 'c<conversation id>' or 'likes': what the quiet period is per. */
  quietKey: string;
  url: string;
  preference: NotificationType;
}

const MAIL_KEY: Record<Activity['kind'], ActionMailKey> = {
  conversation: 'newConversation',
  message: 'newMessage',
  like: 'newLike',
  likes: 'newLike',
  match: 'newMatch',
};

/**
 * Mails the member what push could not tell them (no subscription, or push off for this type), batched:
 * the first activity of a conversation mails at once, more within MAIL_QUIET_MS mail nothing (the member
 * has a mail about it to open). A mail server that fails gives the period back and throws, so the job is
 * tried again.
 */
export async function notifyByMail(app: FastifyInstance, user: MemberRow, activity: Activity): Promise<'mailed' | 'batched' | 'nothing'> {
  const now = app.deps.clock();
  const claimed = await app.db
    .insert(notificationSends)
    .values({ userId: user.id, kind: 'activity_mail', ref: activity.quietKey, sentAt: now })
    .onConflictDoUpdate({
      target: [notificationSends.userId, notificationSends.kind, notificationSends.ref],
      set: { sentAt: now },
      setWhere: lte(notificationSends.sentAt, new Date(now.getTime() - MAIL_QUIET_MS)),
    })
    .returning({ id: notificationSends.id });
  if (claimed.length === 0) return 'batched';
  const outcome = await sendNotificationMail(app, {
    user,
    type: activity.preference,
    key: MAIL_KEY[activity.kind],
    url: () => activity.url,
    vars: { name: activity.name, count: activity.count },
  });
  if (outcome === 'failed') {
    await app.db
      .delete(notificationSends)
      .where(and(eq(notificationSends.userId, user.id), eq(notificationSends.kind, 'activity_mail'), eq(notificationSends.ref, activity.quietKey), eq(notificationSends.sentAt, now)));
    throw new Error('activity mail not sent');
  }
  return outcome === 'sent' ? 'mailed' : 'nothing';
}

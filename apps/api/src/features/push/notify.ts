import type { FastifyInstance } from 'fastify';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Locale, NotificationType } from '@dating/contracts';
import { likes, messages, profiles, pushSubscriptions, sites, users } from '@dating/db';
import { isLocale, pathFor } from '@dating/i18n';
import { translatorFor } from '../../plugins/i18n.js';
import { wantsNotification } from '../notifications/preferences.service.js';
import { notifyByMail, type Activity } from '../notifications/activity-mail.js';
import { claimQuietPeriod, hasVisibleTab, releaseQuietPeriod } from './push.service.js';

/**
 * One thing to tell a member (decision 042): a message in a conversation (the first one of it: a new
 * conversation), a like, a match. Sent as the job `push-notify` by the domain-event subscribers.
 */
export type Notice =
  | { userId: number; kind: 'message'; conversationId: number; fromId: number }
  | { userId: number; kind: 'like' | 'match'; fromId: number };

/** A conversation's messages (and a member's likes) make at most one push per this period (decision 042). */
export const QUIET_MS = 5 * 60_000;
/** How long a push service keeps an undelivered push for an offline browser. */
const TTL_SECONDS = 12 * 3600;

/** What a push carries; the service worker (/sw-push.js) shows it and hands it to open pages. */
export interface PushPayload {
  type: 'message' | 'conversation' | 'like' | 'likes' | 'match';
  title: string;
  body: string;
  /** Replaces an earlier notification of the same thing on the device. */
  tag: string;
  /** The page a click opens, and the path an open tab showing it already has. */
  openUrl: string;
  checkUrl: string;
}

export type NoticeOutcome =
  /** The member has a visible tab: the socket told them. */
  | 'live'
  /** Within the quiet period of the last push about it: a follow-up push is due when it ends. */
  | 'batched'
  | 'sent'
  /** Nothing left to tell (read meanwhile, the member gone, push turned off for this type). */
  | 'nothing'
  /** No push reached the member (no subscription, all gone, or push off for this type): mailed instead. */
  | 'mailed'
  /** No push, and a mail about the same conversation (or likes) went out within the mail's quiet period. */
  | 'mail_batched'
  /** No push, and the member wants no mail of this type either (or mail to them is stopped). */
  | 'no_push';

/** The notification preference type (spec section 3) a notice falls under. */
const preferenceOf = (kind: Notice['kind'] | 'conversation'): NotificationType =>
  kind === 'message' ? 'new_messages' : kind === 'conversation' ? 'new_conversations' : 'like';

/**
 * Tells a member by push what happened, unless they are looking at the site (decision 042). A
 * failure of the push service for every subscription throws, so the job is tried again; subscriptions
 * the push service says are gone (404/410) are removed.
 */
export async function notifyByPush(app: FastifyInstance, notice: Notice): Promise<NoticeOutcome> {
  const { db } = app;
  if (await hasVisibleTab(db, notice.userId)) return 'live';
  const [user] = await db.select().from(users).where(eq(users.id, notice.userId));
  if (!user || user.deletedAt) return 'nothing';

  const composed = await compose(app, user, notice);
  if (!composed) return 'nothing';
  const { payload, activity } = composed;
  if (!(await wantsNotification(db, user.id, activity.preference, 'push'))) return whenNoPush(app, user, activity);

  const subscriptions = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
  if (subscriptions.length === 0) return whenNoPush(app, user, activity);

  const now = app.deps.clock();
  const quietKey = notice.kind === 'message' ? notice.conversationId : 0;
  const last = await claimQuietPeriod(db, user.id, quietKey, now, QUIET_MS);
  if (last) {
    // One follow-up per quiet period, whatever number of notices arrive in it: it sums them up.
    await app.jobs.send('push-notify', notice, { key: `push-quiet:${user.id}:${quietKey}:${last.getTime()}`, startAfter: new Date(last.getTime() + QUIET_MS) });
    return 'batched';
  }

  const body = JSON.stringify(payload);
  const topic = notice.kind === 'message' ? `c${notice.conversationId}` : 'likes';
  const outcomes = await Promise.all(subscriptions.map((s) => app.push.send(s, body, { ttlSeconds: TTL_SECONDS, topic })));
  let sent = 0;
  const failures: string[] = [];
  for (const [i, outcome] of outcomes.entries()) {
    const subscription = subscriptions[i]!;
    if (outcome.status === 'sent') {
      sent++;
      await db.update(pushSubscriptions).set({ lastSentAt: now }).where(eq(pushSubscriptions.id, subscription.id));
    } else if (outcome.status === 'gone') {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscription.id));
    } else failures.push(outcome.error);
  }
  if (sent > 0) return 'sent';
  if (failures.length > 0) {
    // Nothing reached the member: give the quiet period back and let the queue try again.
    await releaseQuietPeriod(db, user.id, quietKey, now);
    throw new Error(`push failed: ${failures.join('; ')}`);
  }
  return whenNoPush(app, user, activity);
}

/** E-mail takes over when no push can tell the member (decision 045): batched per conversation, by preference. */
async function whenNoPush(app: FastifyInstance, user: typeof users.$inferSelect, activity: Activity): Promise<NoticeOutcome> {
  const outcome = await notifyByMail(app, user, activity);
  return outcome === 'mailed' ? 'mailed' : outcome === 'batched' ? 'mail_batched' : 'no_push';
}

/** The push's text in the member's language and what it tells, or null when there is nothing left to tell. */
async function compose(app: FastifyInstance, user: typeof users.$inferSelect, notice: Notice): Promise<{ payload: PushPayload; activity: Activity } | null> {
  const { db } = app;
  const locale: Locale = isLocale(user.language) ? user.language : 'nl';
  const [me] = await db.select({ country: profiles.country }).from(profiles).where(eq(profiles.id, user.id));
  const [from] = await db.select({ name: profiles.name, fictional: profiles.fictional }).from(profiles).where(eq(profiles.id, notice.fromId));
  const [site] = await db.select({ name: sites.name }).from(sites).where(eq(sites.id, user.siteId));
  if (!from) return null;
  const t = translatorFor(locale, me?.country);
  const title = site?.name ?? '';
  // A chat-pal profile is marked as one wherever it appears, in a push or a mail too.
  const name = from.fictional ? t('email:layout.chatPalName', { name: from.name }) : from.name;
  const told = (payload: PushPayload, kind: Activity['kind'], count: number, quietKey: string) => ({
    payload,
    activity: { kind, name, count, quietKey, url: payload.openUrl, preference: preferenceOf(kind === 'conversation' ? 'conversation' : notice.kind) },
  });
  const chatPath = pathFor('memberChat', locale, { id: notice.fromId });

  if (notice.kind === 'message') {
    const unread = await countOf(
      db
        .select({ n: count() })
        .from(messages)
        .where(and(eq(messages.conversationId, notice.conversationId), eq(messages.senderId, notice.fromId), eq(messages.recipientId, user.id), isNull(messages.readAt), eq(messages.held, false))),
    );
    if (unread === 0) return null;
    const total = await countOf(db.select({ n: count() }).from(messages).where(eq(messages.conversationId, notice.conversationId)));
    const first = total === unread && unread === 1;
    const kind = first ? 'conversation' : 'message';
    const payload: PushPayload = {
      type: kind,
      title,
      body: first ? t('email:push.conversation', { name }) : t('email:push.message', { name, count: unread }),
      tag: `conversation-${notice.conversationId}`,
      openUrl: `${app.deps.env.publicUrl}${chatPath}`,
      checkUrl: chatPath,
    };
    return told(payload, kind, unread, `c${notice.conversationId}`);
  }
  if (notice.kind === 'match') {
    const payload: PushPayload = { type: 'match', title, body: t('email:push.match', { name }), tag: `match-${notice.fromId}`, openUrl: `${app.deps.env.publicUrl}${chatPath}`, checkUrl: chatPath };
    return told(payload, 'match', 1, `match-${notice.fromId}`);
  }
  const likesPath = pathFor('likes', locale);
  const unseen = await countOf(db.select({ n: count() }).from(likes).where(and(eq(likes.likedId, user.id), isNull(likes.seenAt))));
  if (unseen === 0) return null;
  const kind = unseen === 1 ? 'like' : 'likes';
  const payload: PushPayload = {
    type: kind,
    title,
    body: unseen === 1 ? t('email:push.like', { name }) : t('email:push.likes', { count: unseen }),
    tag: 'likes',
    openUrl: `${app.deps.env.publicUrl}${likesPath}`,
    checkUrl: likesPath,
  };
  return told(payload, kind, unseen, 'likes');
}

async function countOf(query: Promise<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return Number(row?.n ?? 0);
}

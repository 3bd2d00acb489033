import { and, desc, eq, isNull, ne, or, sql, type Placeholder } from 'drizzle-orm';
import type { ChatMessage } from '@dating/contracts';
import { conversations, gifts, likes, messages, photos, preparedSql, profiles, users, type Db, type DbOrTx, type MemberRow } from '@dating/db';
import { fail, invalid } from '../../lib/api-error.js';
import type { SiteRow } from '../../plugins/site.js';
import { charge } from '../credits/credits.service.js';
import { cardColumns, cardFromRow, mainPhotoJoin } from '../profiles/profiles.presenter.js';
import { mediaUrl } from '../../lib/media.js';
import { conversationOpen, visibleTo } from '../visibility/visibility.js';
import { emit, eventWritten, writtenEventLease } from '../../events/emit.js';
import { LEASE_MS } from '../../events/dispatcher.js';
import type { EventOf } from '../../events/types.js';
import { preparedPerDb } from '../../lib/prepared.js';

/** Messages shown per conversation; older ones are hidden to protect privacy (spec section 8). */
export const HISTORY_LIMIT = 100;

const pair = (a: number, b: number) => (a < b ? [a, b] : [b, a]) as [number, number];
const side = (c: { memberA: number }, viewerId: number) => (c.memberA === viewerId ? 'A' : 'B');

type MessageRow = typeof messages.$inferSelect & { giftCode?: string | null; giftImage?: string | null };


/**
 * A message as one side sees it. A photo is locked for the recipient until they unlock it: then
 * only the blurred variant's URL leaves the server, never the picture's.
 */
export function presentMessage(m: MessageRow, viewerId: number, site: Pick<SiteRow, 'cdnPrefix' | 'photoCredits'>): ChatMessage {
  const locked = m.senderId !== viewerId && m.photoUnlockedAt === null;
  return {
    id: m.id,
    from_me: m.senderId === viewerId,
    kind: m.kind as ChatMessage['kind'],
    body: m.body,
    gift: m.giftId && m.giftCode ? { id: m.giftId, code: m.giftCode, image: mediaUrl(site.cdnPrefix, m.giftImage!) } : null,
    photo:
      m.kind === 'photo' && m.photoFilename && m.photoBlurFilename
        ? { url: mediaUrl(site.cdnPrefix, locked ? m.photoBlurFilename : m.photoFilename), locked, unlock_credits: site.photoCredits }
        : null,
    created_at: m.createdAt.toISOString(),
    read: m.readAt !== null,
    held: m.held,
  };
}

/*
 * The statements of a send, written once (issue 18): a send only fills their values. Each runs in the
 * send's transaction, on its connection, by name (preparedSql).
 */
const ph = (name: string) => sql.placeholder(name);
/** The pair's lock: one send at a time between two members. */
const SEND_LOCK_PAIR = preparedSql('send_lock_pair', sql`select pg_advisory_xact_lock(${ph('a')}::int, ${ph('b')}::int)`);
/** A free member's new conversations, one at a time: the sender's lock. */
const SEND_LOCK_STARTED = preparedSql('send_lock_started', sql`select pg_advisory_xact_lock(hashtext(${ph('key')}::text))`);
/** Both locks of a free member's send in one round trip: the pair's first, as in every send. */
const SEND_LOCK_PAIR_AND_STARTED = preparedSql(
  'send_lock_pair_started',
  sql`select pg_advisory_xact_lock(${ph('a')}::int, ${ph('b')}::int), pg_advisory_xact_lock(hashtext(${ph('key')}::text))`,
);

interface SendRow {
  reachable: boolean;
  conversation_id: number | string | null;
  paid: boolean | null;
  /** The sender's conversations, counted only for a free member's new one while the sender's lock is held. */
  started: number | null;
  to_chat_pal: boolean;
  message_id: number | string | null;
  /** The balance after the charge; null when the balance was too low. */
  credits: number | null;
  event_id: number | string | null;
}

/**
 * The whole send after the locks, in one statement (issue 18): in a fresh snapshot taken after the
 * locks, whether the recipient may be written to, the conversation if there is one, whether the
 * sender has paid (read fresh: a purchase may have just happened) and, for a free member's new
 * conversation, how many they have started. Only when the send is allowed: the conversation (new, or
 * moved to the top of both lists and back on a list it was removed from), the message, the charge
 * (the balance never below 0, the ledger row with the balance after: bookCredits' rules, for a
 * reference that is new by construction) and the message.sent outbox row (emit's), its message and
 * conversation ids filled in here, leased to this process already (writtenEventLease: the dispatcher
 * delivers it after commit without claiming it). What it answers tells the caller which rule refused the send; a
 * refused charge is thrown by the caller, which rolls the whole transaction back.
 */
const SEND = preparedSql<SendRow>(
  'send_message_once',
  sql`with state as (
      select
        exists (select 1 from ${profiles} where ${profiles.id} = ${ph('to')}::int and ${visibleTo(ph('sender'), 'contact')}) as reachable,
        (select c.id from ${conversations} c where c.member_a = ${ph('a')}::int and c.member_b = ${ph('b')}::int) as conversation_id,
        (select u.paid_user from ${users} u where u.id = ${ph('sender')}::int) as paid,
        coalesce((select p.fictional from ${profiles} p where p.id = ${ph('to')}::int), false) as to_chat_pal
    ), counted as (
      select state.*,
        case when state.conversation_id is null and state.paid is not true and ${ph('startedLocked')}::boolean
          then (select count(*)::int from ${conversations} c where c.member_a = ${ph('sender')}::int or c.member_b = ${ph('sender')}::int)
        end as started
      from state
    ), allowed as (
      select * from counted
      where reachable and (conversation_id is not null or paid or started < ${ph('freeConversations')}::int)
    ), created as (
      insert into ${conversations} (member_a, member_b, created_at, last_message_at)
      select ${ph('a')}::int, ${ph('b')}::int, ${ph('at')}::timestamptz, ${ph('at')}::timestamptz from allowed where conversation_id is null
      returning id
    ), moved_up as (
      update ${conversations} set last_message_at = ${ph('at')}::timestamptz, removed_by_a = null, removed_by_b = null
      where id = (select conversation_id from allowed)
    ), m as (
      insert into ${messages} (conversation_id, sender_id, recipient_id, kind, body, gift_id, photo_filename, photo_blur_filename, cost, held, created_at)
      select coalesce(allowed.conversation_id, (select id from created)), ${ph('sender')}::int, ${ph('to')}::int, ${ph('kind')}::text, ${ph('body')}::text,
        ${ph('gift')}::int, ${ph('photo')}::text, ${ph('blur')}::text, ${ph('cost')}::int, ${ph('held')}::boolean, ${ph('at')}::timestamptz
      from allowed
      returning id, conversation_id
    ), charged as (
      update ${users} set credits = credits - ${ph('cost')}::int
      where id = ${ph('sender')}::int and credits - ${ph('cost')}::int >= 0 and exists (select 1 from m)
      returning credits
    ), booked as (
      insert into credit_ledger (user_id, amount, balance_after, reason, reference, created_at)
      select ${ph('sender')}::int, -${ph('cost')}::int, charged.credits, ${ph('reason')}::credit_reason, ${ph('reason')}::text || ':' || m.id, ${ph('at')}::timestamptz
      from charged, m where ${ph('cost')}::int <> 0
      returning 1
    ), event as (
      insert into domain_events (type, payload, available_at)
      select 'message.sent', jsonb_set(jsonb_set(jsonb_set(jsonb_set(${ph('event')}::jsonb,
          '{conversationId}', to_jsonb(m.conversation_id)), '{withChatPal}', to_jsonb(counted.to_chat_pal)),
          '{message,id}', to_jsonb(m.id)), '{forRecipient,id}', to_jsonb(m.id)),
        now() + ${ph('leaseMs')}::int * interval '1 millisecond'
      from m, charged, counted
      returning id
    )
    select counted.reachable, coalesce(counted.conversation_id, (select id from created)) as conversation_id, counted.paid, counted.started, counted.to_chat_pal,
      (select id from m) as message_id, (select credits from charged) as credits, (select id from event) as event_id
    from counted`,
);

interface SendInput {
  sender: MemberRow;
  to: number;
  site: SiteRow;
  now: Date;
  kind: 'text' | 'gift' | 'photo';
  body: string;
  giftId?: number;
  /** The stored picture of a photo message (storeChatPhoto). */
  photo?: { filename: string; blurFilename: string };
}

/**
 * Sends a message or gift: checks who may be written to, the free-conversation limit and the
 * length, then charges, writes and emits message.sent in one transaction (inside the caller's, for
 * an idempotent call). A failed send writes, charges and emits nothing.
 */
export async function send(db: DbOrTx, input: SendInput) {
  const { sender, site, now } = input;
  if (input.kind === 'text' && input.body.length > site.messageLength) {
    throw invalid({ body: 'message_too_long' }, { max: site.messageLength });
  }
  if (sender.id === input.to) throw fail('message_not_allowed');
  let gift: typeof gifts.$inferSelect | undefined;
  if (input.kind === 'gift') {
    [gift] = await db.select().from(gifts).where(and(eq(gifts.id, input.giftId!), eq(gifts.active, true)));
    if (!gift) throw fail('not_found');
  }
  const cost = input.kind === 'gift' ? site.giftCredits : site.messageCredits;
  const held = sender.status === 'not_confirmed';
  const message: typeof messages.$inferSelect = {
    id: 0,
    conversationId: 0,
    senderId: sender.id,
    recipientId: input.to,
    kind: input.kind,
    body: input.kind === 'text' ? input.body : '',
    giftId: gift?.id ?? null,
    photoFilename: input.photo?.filename ?? null,
    photoBlurFilename: input.photo?.blurFilename ?? null,
    photoUnlockedAt: null,
    cost,
    held,
    operatorId: null,
    createdAt: now,
    readAt: null,
  };
  const row = { ...message, giftCode: gift?.code ?? null, giftImage: gift?.imageFilename ?? null };
  const sent = presentMessage(row, sender.id, site);
  // The outbox row's payload; the statement fills in the message's and the conversation's ids and withChatPal.
  const event: EventOf<'message.sent'> = {
    type: 'message.sent',
    conversationId: 0,
    senderId: sender.id,
    recipientId: input.to,
    held,
    withChatPal: false,
    message: sent,
    forRecipient: presentMessage(row, input.to, site),
  };
  const [a, b] = pair(sender.id, input.to);
  const startedKey = `conversations:${sender.id}`;
  const values = (startedLocked: boolean) => ({
    sender: sender.id,
    to: input.to,
    a,
    b,
    startedLocked,
    freeConversations: site.freeConversations,
    kind: message.kind,
    body: message.body,
    gift: message.giftId,
    photo: message.photoFilename,
    blur: message.photoBlurFilename,
    cost,
    held,
    at: now.toISOString(),
    reason: input.kind === 'gift' ? 'gift' : 'message',
    event: JSON.stringify(event),
    leaseMs: writtenEventLease(db, LEASE_MS),
  });
  return db.transaction(async (tx) => {
    // A free member's new conversations go one at a time (so parallel first messages cannot pass the
    // limit): a member free as of this request takes the sender's lock with the pair's.
    const startedLocked = !sender.paidUser;
    await (startedLocked ? SEND_LOCK_PAIR_AND_STARTED.run(tx, { a, b, key: startedKey }) : SEND_LOCK_PAIR.run(tx, { a, b }));
    let [result] = await SEND.run(tx, values(startedLocked));
    if (result && result.reachable && result.conversation_id === null && result.paid !== true && !startedLocked) {
      // No longer paid since the session was read: the sender's lock, then the same statement again.
      await SEND_LOCK_STARTED.run(tx, { key: startedKey });
      [result] = await SEND.run(tx, values(true));
    }
    if (!result?.reachable) throw fail('message_not_allowed');
    if (result.message_id === null) throw fail('free_conversation_limit', { limit: site.freeConversations });
    // Nothing charged: the throw rolls back the message, the conversation and the outbox row.
    if (result.credits === null) throw fail('insufficient_credits');
    const conversationId = Number(result.conversation_id);
    sent.id = Number(result.message_id);
    // The event as stored (the statement filled in the same values), delivered once this commits.
    event.conversationId = conversationId;
    event.withChatPal = Boolean(result.to_chat_pal);
    event.forRecipient.id = sent.id;
    eventWritten(db, Number(result.event_id), event);
    return { message: sent, conversation: { id: conversationId }, credits: Number(result.credits) };
  });
}

async function otherCard(db: Db, otherId: number, site: SiteRow, now: Date) {
  const [row] = await db
    .select({ ...cardColumns, status: users.status })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(photos, mainPhotoJoin)
    .where(eq(profiles.id, otherId));
  if (!row) throw fail('not_found');
  return { card: cardFromRow(row, site.cdnPrefix, now), unconfirmed: row.status === 'not_confirmed' };
}

/**
 * Opens a conversation: only its two members may (anyone else gets 404, as for a conversation that
 * does not exist), the newest HISTORY_LIMIT messages, and the other side's messages marked read.
 */
export async function openConversation(db: Db, input: { viewer: MemberRow; id?: number; profileId?: number; site: SiteRow; now: Date }) {
  const { viewer, site, now } = input;
  let conversation: typeof conversations.$inferSelect | undefined;
  if (input.id !== undefined) {
    [conversation] = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.id, input.id), or(eq(conversations.memberA, viewer.id), eq(conversations.memberB, viewer.id))));
    if (!conversation) throw fail('not_found');
  } else if (input.profileId !== undefined) {
    const [a, b] = pair(viewer.id, input.profileId);
    [conversation] = await db.select().from(conversations).where(and(eq(conversations.memberA, a), eq(conversations.memberB, b)));
  } else {
    throw invalid({ id: 'required' });
  }
  const otherId = conversation ? (conversation.memberA === viewer.id ? conversation.memberB : conversation.memberA) : input.profileId!;
  const [isOpen] = await db.select({ ok: sql<boolean>`${conversationOpen(viewer.id, otherId)}` }).from(sql`(select 1) as one`);
  if (!isOpen?.ok) throw fail('not_found');
  if (!conversation) {
    // No conversation yet: the chat page with this member, if they may be written to.
    const [target] = await db.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.id, otherId), visibleTo(viewer.id, 'contact')));
    if (!target) throw fail('not_found');
  }
  const other = await otherCard(db, otherId, site, now);
  if (!conversation) {
    return {
      conversation: null,
      profile: other.card,
      messages: [],
      history_limited: false,
      held_notice: viewer.status === 'not_confirmed',
      other_unconfirmed: other.unconfirmed,
      free_conversations_left: await freeConversationsLeft(db, viewer.id, site),
    };
  }
  const visible = and(eq(messages.conversationId, conversation.id), or(eq(messages.senderId, viewer.id), eq(messages.held, false)));
  const rows = await db
    .select({ m: messages, giftCode: gifts.code, giftImage: gifts.imageFilename })
    .from(messages)
    .leftJoin(gifts, eq(gifts.id, messages.giftId))
    .where(visible)
    .orderBy(desc(messages.id))
    .limit(HISTORY_LIMIT + 1);
  await db
    .update(messages)
    .set({ readAt: now })
    .where(and(eq(messages.conversationId, conversation.id), ne(messages.senderId, viewer.id), isNull(messages.readAt), eq(messages.held, false)));
  await emit(db, { type: 'message.read', conversationId: conversation.id, readerId: viewer.id, otherId });
  return {
    conversation: { id: conversation.id },
    profile: other.card,
    messages: rows
      .slice(0, HISTORY_LIMIT)
      .reverse()
      .map((r) => presentMessage({ ...r.m, giftCode: r.giftCode, giftImage: r.giftImage }, viewer.id, site)),
    history_limited: rows.length > HISTORY_LIMIT,
    held_notice: viewer.status === 'not_confirmed',
    other_unconfirmed: other.unconfirmed,
    free_conversations_left: null,
  };
}

/**
 * How many more conversations a free member may start (the rule send() enforces: every
 * conversation they are part of counts), or null for a paid member, who has no limit.
 */
async function freeConversationsLeft(db: Db, userId: number, site: SiteRow): Promise<number | null> {
  const [row] = await db
    .select({
      paid: sql<boolean>`(select u.paid_user from ${users} u where u.id = ${userId})`,
      n: sql<number>`(select count(*)::int from ${conversations} c where c.member_a = ${userId} or c.member_b = ${userId})`,
    })
    .from(sql`(select 1) as one`);
  if (!row || row.paid) return null;
  return Math.max(0, site.freeConversations - Number(row.n));
}

/** The viewer's own removal mark of a conversation (the column of their side). */
const removedBy = (viewerId: number | Placeholder) =>
  sql`case when ${conversations.memberA} = ${viewerId} then ${conversations.removedByA} else ${conversations.removedByB} end`;

/**
 * The badge totals: unread messages in the conversations the member's list shows (open, not removed
 * by them since the last message) and new likes. Driven by the member's own unread messages
 * (messages_unread_recipient_idx), so it costs the same on a site with millions of messages, and checks
 * the list's rules once per conversation with unread messages (it runs after every message sent).
 */
export async function chatTotals(db: Db, userId: number) {
  const [row] = await totalsQuery(db).execute({ user: userId });
  return { unread_messages: Number(row?.unread ?? 0), new_likes: Number(row?.liked ?? 0) };
}

/** Built once per database: the totals run after every message, for the recipient's badge. */
const totalsQuery = preparedPerDb((db) => {
  const user = sql.placeholder('user');
  const otherId = sql`case when ${conversations.memberA} = ${user} then ${conversations.memberB} else ${conversations.memberA} end`;
  const removed = removedBy(user);
  // Counted per conversation first, so the list's rules (removed, blocked, the other side still there) are
  // checked once per conversation with unread messages, not once per unread message.
  const perConversation = db
    .select({ conversationId: messages.conversationId, n: sql<number>`count(*)`.as('n') })
    .from(messages)
    .where(and(eq(messages.recipientId, user), isNull(messages.readAt), eq(messages.held, false)))
    .groupBy(messages.conversationId)
    .as('unread');
  const unread = db
    .select({ n: sql<number>`coalesce(sum(${perConversation.n}), 0)::int` })
    .from(perConversation)
    .innerJoin(conversations, eq(conversations.id, perConversation.conversationId))
    .where(and(sql`(${removed} is null or ${removed} < ${conversations.lastMessageAt})`, conversationOpen(user, otherId)));
  const liked = db
    .select({ n: sql<number>`count(*)::int` })
    .from(likes)
    .where(and(eq(likes.likedId, user), isNull(likes.seenAt)));
  // Both counts in one round trip.
  return db.select({ unread: sql<number>`(${unread})`, liked: sql<number>`(${liked})` }).from(sql`(select 1) as one`).prepare('chat_totals');
});

/** The conversation list of a member (`viewer`), newest first: built once per database (chats.php is a hot path). */
const chatListQuery = preparedPerDb((db) => {
  const viewer = sql.placeholder('viewer');
  const otherId = sql`case when ${conversations.memberA} = ${viewer} then ${conversations.memberB} else ${conversations.memberA} end`;
  const removed = removedBy(viewer);
  return db
    .select({
      id: conversations.id,
      ...cardColumns,
      unread: sql<number>`(select count(*)::int from ${messages} m where m.conversation_id = ${conversations.id}
        and m.sender_id <> ${viewer} and m.read_at is null and not m.held)`,
      last: sql<{ body: string; kind: string; sender_id: number; created_at: string } | null>`(select json_build_object(
          'body', m.body, 'kind', m.kind, 'sender_id', m.sender_id, 'created_at', m.created_at)
        from ${messages} m where m.conversation_id = ${conversations.id} and (m.sender_id = ${viewer} or not m.held)
        order by m.id desc limit 1)`,
    })
    .from(conversations)
    .innerJoin(profiles, sql`${profiles.id} = ${otherId}`)
    .leftJoin(photos, mainPhotoJoin)
    .where(
      and(
        or(eq(conversations.memberA, viewer), eq(conversations.memberB, viewer)),
        sql`(${removed} is null or ${removed} < ${conversations.lastMessageAt})`,
        conversationOpen(viewer, profiles.id),
      ),
    )
    .orderBy(desc(conversations.lastMessageAt))
    .limit(200)
    .prepare('chat_list');
});

/** The conversation list (spec section 3 chat items) and the badge totals. */
export async function listChats(db: Db, viewer: MemberRow, site: SiteRow, now: Date) {
  const rows = await chatListQuery(db).execute({ viewer: viewer.id });
  const chats = rows
    .filter((r) => r.last !== null)
    .map((r) => ({
      conversation: { id: r.id },
      profile: cardFromRow(r, site.cdnPrefix, now),
      num_unread_messages: r.unread,
      last_message: r.last
        ? { body: r.last.body, kind: r.last.kind as ChatMessage['kind'], from_me: r.last.sender_id === viewer.id, created_at: new Date(r.last.created_at).toISOString() }
        : null,
    }));
  return { chats, totals: await chatTotals(db, viewer.id) };
}

/** Removes conversations from the viewer's own list (the other side keeps theirs). */
export async function removeChats(db: Db, viewer: MemberRow, target: { id: number } | { profileId: number }, now: Date): Promise<number> {
  const mine = or(eq(conversations.memberA, viewer.id), eq(conversations.memberB, viewer.id));
  const which =
    'id' in target
      ? eq(conversations.id, target.id)
      : (() => {
          const [a, b] = pair(viewer.id, target.profileId);
          return and(eq(conversations.memberA, a), eq(conversations.memberB, b));
        })();
  const rows = await db.select().from(conversations).where(and(mine, which));
  for (const c of rows) {
    await db
      .update(conversations)
      .set(side(c, viewer.id) === 'A' ? { removedByA: now } : { removedByB: now })
      .where(eq(conversations.id, c.id));
  }
  if (rows.length === 0 && 'id' in target) throw fail('not_found');
  if (rows.length > 0) await emit(db, { type: 'conversation.removed', memberId: viewer.id, conversationIds: rows.map((c) => c.id) });
  return rows.length;
}

/** Delivers what an unconfirmed member wrote, once the address is confirmed (spec section 4). */
export async function releaseHeldMessages(db: DbOrTx, userId: number): Promise<number> {
  const released = await db.update(messages).set({ held: false }).where(and(eq(messages.senderId, userId), eq(messages.held, true))).returning({ id: messages.id });
  return released.length;
}

/**
 * The recipient unlocks a photo sent to them: photo_credits once, in one transaction with the
 * ledger row; unlocking an unlocked photo again charges nothing. The message row is locked first,
 * so parallel unlocks charge once. Only the recipient of a delivered photo in an open conversation
 * may unlock it; anything else is 404, as for a message that does not exist.
 */
export async function unlockPhoto(db: DbOrTx, input: { viewer: MemberRow; messageId: number; site: SiteRow; now: Date }) {
  const { viewer, site, now } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ m: messages, c: conversations })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .where(
        and(
          eq(messages.id, input.messageId),
          eq(messages.kind, 'photo'),
          eq(messages.held, false),
          ne(messages.senderId, viewer.id),
          or(eq(conversations.memberA, viewer.id), eq(conversations.memberB, viewer.id)),
        ),
      )
      .for('update', { of: messages });
    if (!row) throw fail('not_found');
    const [isOpen] = await tx.select({ ok: sql<boolean>`${conversationOpen(viewer.id, row.m.senderId)}` }).from(sql`(select 1) as one`);
    if (!isOpen?.ok) throw fail('not_found');
    if (row.m.photoUnlockedAt) {
      const [me] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, viewer.id));
      return { message: presentMessage(row.m, viewer.id, site), credits: me!.credits };
    }
    const credits = await charge(tx, { userId: viewer.id, cost: site.photoCredits, reason: 'photo_unlock', reference: `message:${row.m.id}`, now });
    const [unlocked] = await tx.update(messages).set({ photoUnlockedAt: now }).where(eq(messages.id, row.m.id)).returning();
    return { message: presentMessage(unlocked!, viewer.id, site), credits };
  });
}

import { and, desc, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { ChatMessage } from '@dating/contracts';
import { blocks, conversations, creditLedger, gifts, likes, messages, photos, profiles, users, type Db, type UserRow } from '@dating/db';
import { ApiError } from '../../lib/api-error.js';
import type { SiteRow } from '../../plugins/site.js';
import { reachableFrom } from '../likes/likes.policy.js';
import { presentCard } from '../profiles/profiles.presenter.js';

/** Messages shown per conversation; older ones are hidden to protect privacy (spec section 8). */
export const HISTORY_LIMIT = 100;

const pair = (a: number, b: number) => (a < b ? [a, b] : [b, a]) as [number, number];
const side = (c: { memberA: number }, viewerId: number) => (c.memberA === viewerId ? 'A' : 'B');

type MessageRow = typeof messages.$inferSelect & { giftCode?: string | null; giftImage?: string | null };

function presentMessage(m: MessageRow, viewerId: number, cdnPrefix: string): ChatMessage {
  return {
    id: m.id,
    from_me: m.senderId === viewerId,
    kind: m.kind as ChatMessage['kind'],
    body: m.body,
    gift: m.giftId && m.giftCode ? { id: m.giftId, code: m.giftCode, image: `${cdnPrefix.replace(/\/$/, '')}/${m.giftImage}` } : null,
    created_at: m.createdAt.toISOString(),
    read: m.readAt !== null,
    held: m.held,
  };
}

/** Not blocked either way, and the other account still exists: otherwise the conversation is closed. */
function open(viewerId: number, otherId: number | ReturnType<typeof sql>) {
  return sql`exists (select 1 from ${users} u where u.id = ${otherId} and u.status in ('active', 'not_confirmed'))
    and not exists (select 1 from ${blocks} b where (b.blocker_id = ${viewerId} and b.blocked_id = ${otherId})
      or (b.blocker_id = ${otherId} and b.blocked_id = ${viewerId}))`;
}

/**
 * Takes credits for something the member does, in the caller's transaction: a guarded update
 * (`credits >= cost`) and an append-only ledger row with the balance after. Answers the new
 * balance; throws insufficient_credits (402) and changes nothing when the balance is too low.
 */
export async function charge(db: Db, input: { userId: number; cost: number; reason: 'message' | 'gift' | 'photo_unlock'; reference: string; now: Date }): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ credits: sql`${users.credits} - ${input.cost}` })
    .where(and(eq(users.id, input.userId), sql`${users.credits} >= ${input.cost}`))
    .returning({ credits: users.credits });
  if (!row) throw new ApiError(402, 'insufficient_credits');
  if (input.cost > 0) {
    await db.insert(creditLedger).values({
      userId: input.userId,
      amount: -input.cost,
      balanceAfter: row.credits,
      reason: input.reason,
      reference: input.reference,
      createdAt: input.now,
    });
  }
  return row.credits;
}

interface SendInput {
  sender: UserRow;
  to: number;
  site: SiteRow;
  now: Date;
  kind: 'text' | 'gift';
  body: string;
  giftId?: number;
}

/**
 * Sends a message or gift: checks who may be written to, the free-conversation limit and the
 * length, then charges and writes in one transaction. A failed send writes and charges nothing.
 */
export async function send(db: Db, input: SendInput) {
  const { sender, site, now } = input;
  if (input.kind === 'text' && input.body.length > site.messageLength) {
    throw ApiError.validation({ body: 'message_too_long' }, { max: site.messageLength });
  }
  if (sender.id === input.to) throw new ApiError(403, 'message_not_allowed');
  let gift: typeof gifts.$inferSelect | undefined;
  if (input.kind === 'gift') {
    [gift] = await db.select().from(gifts).where(and(eq(gifts.id, input.giftId!), eq(gifts.active, true)));
    if (!gift) throw new ApiError(404, 'not_found');
  }
  const cost = input.kind === 'gift' ? site.giftCredits : site.messageCredits;
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const [a, b] = pair(sender.id, input.to);
    await tx.execute(sql`select pg_advisory_xact_lock(${a}, ${b})`);
    const [target] = await tx.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.id, input.to), reachableFrom(sender.id)));
    if (!target) throw new ApiError(403, 'message_not_allowed');
    let [conversation] = await tx.select().from(conversations).where(and(eq(conversations.memberA, a), eq(conversations.memberB, b)));
    if (!conversation) {
      const [fresh] = await tx.select({ paid: users.paidUser }).from(users).where(eq(users.id, sender.id));
      if (!fresh?.paid) {
        // Serialise the sender's new conversations so parallel first messages cannot pass the limit.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`conversations:${sender.id}`}))`);
        const [started] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(conversations)
          .where(or(eq(conversations.memberA, sender.id), eq(conversations.memberB, sender.id)));
        if ((started?.n ?? 0) >= site.freeConversations) {
          throw new ApiError(403, 'free_conversation_limit', undefined, { limit: site.freeConversations });
        }
      }
      [conversation] = await tx.insert(conversations).values({ memberA: a, memberB: b, createdAt: now, lastMessageAt: now }).returning();
    }
    const [message] = await tx
      .insert(messages)
      .values({
        conversationId: conversation!.id,
        senderId: sender.id,
        kind: input.kind,
        body: input.kind === 'text' ? input.body : '',
        giftId: gift?.id ?? null,
        cost,
        held: sender.status === 'not_confirmed',
        createdAt: now,
      })
      .returning();
    const credits = await charge(txDb, { userId: sender.id, cost, reason: input.kind === 'gift' ? 'gift' : 'message', reference: `message:${message!.id}`, now });
    await tx
      .update(conversations)
      .set({ lastMessageAt: now, removedByA: null, removedByB: null })
      .where(eq(conversations.id, conversation!.id));
    return {
      message: presentMessage({ ...message!, giftCode: gift?.code ?? null, giftImage: gift?.imageFilename ?? null }, sender.id, site.cdnPrefix),
      conversation: { id: conversation!.id },
      credits,
    };
  });
}

async function otherCard(db: Db, otherId: number, site: SiteRow, now: Date) {
  const [row] = await db
    .select({ profile: profiles, main: photos, status: users.status })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(photos, and(eq(photos.profileId, profiles.id), eq(photos.isMain, true), eq(photos.status, 'active')))
    .where(eq(profiles.id, otherId));
  if (!row) throw new ApiError(404, 'not_found');
  return { card: presentCard(row.profile, row.main, site.cdnPrefix, now), unconfirmed: row.status === 'not_confirmed' };
}

/**
 * Opens a conversation: only its two members may (anyone else gets 404, as for a conversation that
 * does not exist), the newest HISTORY_LIMIT messages, and the other side's messages marked read.
 */
export async function openConversation(db: Db, input: { viewer: UserRow; id?: number; profileId?: number; site: SiteRow; now: Date }) {
  const { viewer, site, now } = input;
  let conversation: typeof conversations.$inferSelect | undefined;
  if (input.id !== undefined) {
    [conversation] = await db
      .select()
      .from(conversations)
      .where(and(eq(conversations.id, input.id), or(eq(conversations.memberA, viewer.id), eq(conversations.memberB, viewer.id))));
    if (!conversation) throw new ApiError(404, 'not_found');
  } else if (input.profileId !== undefined) {
    const [a, b] = pair(viewer.id, input.profileId);
    [conversation] = await db.select().from(conversations).where(and(eq(conversations.memberA, a), eq(conversations.memberB, b)));
  } else {
    throw ApiError.validation({ id: 'required' });
  }
  const otherId = conversation ? (conversation.memberA === viewer.id ? conversation.memberB : conversation.memberA) : input.profileId!;
  const [isOpen] = await db.select({ ok: sql<boolean>`${open(viewer.id, otherId)}` }).from(sql`(select 1) as one`);
  if (!isOpen?.ok) throw new ApiError(404, 'not_found');
  if (!conversation) {
    // No conversation yet: the chat page with this member, if they may be written to.
    const [target] = await db.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.id, otherId), reachableFrom(viewer.id)));
    if (!target) throw new ApiError(404, 'not_found');
  }
  const other = await otherCard(db, otherId, site, now);
  if (!conversation) {
    return { conversation: null, profile: other.card, messages: [], history_limited: false, held_notice: viewer.status === 'not_confirmed', other_unconfirmed: other.unconfirmed };
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
  return {
    conversation: { id: conversation.id },
    profile: other.card,
    messages: rows
      .slice(0, HISTORY_LIMIT)
      .reverse()
      .map((r) => presentMessage({ ...r.m, giftCode: r.giftCode, giftImage: r.giftImage }, viewer.id, site.cdnPrefix)),
    history_limited: rows.length > HISTORY_LIMIT,
    held_notice: viewer.status === 'not_confirmed',
    other_unconfirmed: other.unconfirmed,
  };
}

/** The conversation list (spec section 3 chat items) and the badge totals. */
export async function listChats(db: Db, viewer: UserRow, site: SiteRow, now: Date) {
  const otherId = sql`case when ${conversations.memberA} = ${viewer.id} then ${conversations.memberB} else ${conversations.memberA} end`;
  const removed = sql`case when ${conversations.memberA} = ${viewer.id} then ${conversations.removedByA} else ${conversations.removedByB} end`;
  const rows = await db
    .select({
      id: conversations.id,
      profile: profiles,
      main: photos,
      unread: sql<number>`(select count(*)::int from ${messages} m where m.conversation_id = ${conversations.id}
        and m.sender_id <> ${viewer.id} and m.read_at is null and not m.held)`,
      last: sql<{ body: string; kind: string; sender_id: number; created_at: string } | null>`(select json_build_object(
          'body', m.body, 'kind', m.kind, 'sender_id', m.sender_id, 'created_at', m.created_at)
        from ${messages} m where m.conversation_id = ${conversations.id} and (m.sender_id = ${viewer.id} or not m.held)
        order by m.id desc limit 1)`,
    })
    .from(conversations)
    .innerJoin(profiles, sql`${profiles.id} = ${otherId}`)
    .leftJoin(photos, and(eq(photos.profileId, profiles.id), eq(photos.isMain, true), eq(photos.status, 'active')))
    .where(
      and(
        or(eq(conversations.memberA, viewer.id), eq(conversations.memberB, viewer.id)),
        sql`(${removed} is null or ${removed} < ${conversations.lastMessageAt})`,
        open(viewer.id, profiles.id as unknown as ReturnType<typeof sql>),
      ),
    )
    .orderBy(desc(conversations.lastMessageAt))
    .limit(200);
  const chats = rows
    .filter((r) => r.last !== null)
    .map((r) => ({
      conversation: { id: r.id },
      profile: presentCard(r.profile, r.main, site.cdnPrefix, now),
      num_unread_messages: r.unread,
      last_message: r.last
        ? { body: r.last.body, kind: r.last.kind as 'text' | 'gift', from_me: r.last.sender_id === viewer.id, created_at: new Date(r.last.created_at).toISOString() }
        : null,
    }));
  const [likesRow] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(likes)
    .where(and(eq(likes.likedId, viewer.id), isNull(likes.seenAt)));
  return {
    chats,
    totals: { unread_messages: chats.reduce((s, c) => s + c.num_unread_messages, 0), new_likes: likesRow?.n ?? 0 },
  };
}

/** Removes conversations from the viewer's own list (the other side keeps theirs). */
export async function removeChats(db: Db, viewer: UserRow, target: { id: number } | { profileId: number }, now: Date): Promise<number> {
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
  if (rows.length === 0 && 'id' in target) throw new ApiError(404, 'not_found');
  return rows.length;
}

/** Delivers what an unconfirmed member wrote, once the address is confirmed (spec section 4). */
export async function releaseHeldMessages(db: Db, userId: number): Promise<number> {
  const released = await db.update(messages).set({ held: false }).where(and(eq(messages.senderId, userId), eq(messages.held, true))).returning({ id: messages.id });
  return released.length;
}

import { and, asc, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import { conversations, gifts, messages, operatorClaims, operatorNotes, photos, profiles, rows, users, type Db, type DbOrTx, type MemberRow } from '@dating/db';
import { mediaUrl } from '../../lib/media.js';
import { fail } from '../../lib/api-error.js';
import type { SiteRow } from '../../plugins/site.js';
import { presentCard } from '../profiles/profiles.presenter.js';
import { canConverse, conversationOpen } from '../visibility/visibility.js';
import { emit } from '../../events/emit.js';
import { presentMessage } from './chat.service.js';
import { audit } from '../staff/audit.service.js';

/** A profile as operators see it: its card, plus the description and persona notes for the conversation view. */
async function operatorProfile(db: DbOrTx, site: SiteRow, id: number, now: Date) {
  const [r] = await db
    .select({ profile: profiles, main: photos })
    .from(profiles)
    .leftJoin(photos, and(eq(photos.profileId, profiles.id), eq(photos.isMain, true), eq(photos.status, 'active')))
    .where(eq(profiles.id, id));
  if (!r) throw fail('not_found');
  const card = presentCard(r.profile, r.main, site.cdnPrefix, now);
  return { card, full: { ...card, description: r.profile.description, persona_notes: r.profile.fictional ? r.profile.personaNotes : null } };
}

/**
 * Conversations with a fictional chat-pal whose newest delivered message is the member's: the
 * operators' queue, longest waiting first.
 */
export async function operatorQueue(db: Db, site: SiteRow, operatorId: number, now: Date) {
  const memberSide = sql`case when fa.fictional then c.member_b else c.member_a end`;
  const fictionalSide = sql`case when fa.fictional then c.member_a else c.member_b end`;
  const items = await rows<{ id: number; fictional_id: number; member_id: number; waiting_since: string }>(db, sql`
    select c.id, case when fa.fictional then c.member_a else c.member_b end as fictional_id,
      case when fa.fictional then c.member_b else c.member_a end as member_id, last.created_at as waiting_since
    from ${conversations} c
    join ${profiles} fa on fa.id = c.member_a
    join ${profiles} fb on fb.id = c.member_b
    join lateral (select m.sender_id, m.created_at from ${messages} m
      where m.conversation_id = c.id and not m.held order by m.id desc limit 1) last on true
    where (fa.fictional <> fb.fictional)
      and last.sender_id = case when fa.fictional then c.member_b else c.member_a end
      and ${conversationOpen(memberSide, fictionalSide)}
    order by last.created_at asc
    limit 50`);
  const card = async (id: number) => (await operatorProfile(db, site, id, now)).card;
  const claims = await db.select().from(operatorClaims).where(gt(operatorClaims.expiresAt, now));
  const claimOf = (conversationId: number) => {
    const c = claims.find((x) => x.conversationId === conversationId);
    return c ? { operator_id: c.operatorId, mine: c.operatorId === operatorId, expires_at: c.expiresAt.toISOString() } : null;
  };
  return Promise.all(
    items.map(async (item) => {
      const recent = await db
        .select()
        .from(messages)
        .where(and(eq(messages.conversationId, Number(item.id)), eq(messages.held, false)))
        .orderBy(desc(messages.id))
        .limit(5);
      return {
        conversation: { id: Number(item.id) },
        fictional_profile: await card(Number(item.fictional_id)),
        member: await card(Number(item.member_id)),
        waiting_since: new Date(item.waiting_since).toISOString(),
        claim: claimOf(Number(item.id)),
        last_messages: recent.reverse().map((m) => ({ from_member: m.senderId === Number(item.member_id), body: m.body, created_at: m.createdAt.toISOString() })),
      };
    }),
  );
}

/**
 * An operator answers as the fictional profile of the conversation, with text, a photo (stored by
 * the caller, or one of the chat-pal's paid photos), or a gift of the catalogue; nothing is charged,
 * to the member neither (decision 053). Answers the new message row and the member it is for.
 */
export async function operatorReply(
  db: Db,
  input: {
    operator: MemberRow;
    ip: string | null;
    conversationId: number;
    body: string;
    photo?: { filename: string; blurFilename: string };
    /** One of the chat-pal's own paid photos, by id. */
    paidPhotoId?: number;
    giftId?: number;
    site: SiteRow;
    now: Date;
  },
) {
  const { conversation: c, fictionalId, memberId } = await fictionalConversation(db, input.conversationId);
  const fictional = { id: fictionalId };
  const member = { id: memberId };
  // Nothing reaches a member who blocked the profile (or was blocked), or whose account is gone.
  if (!(await canConverse(db, member.id, fictional.id))) throw fail('message_not_allowed');
  let gift: typeof gifts.$inferSelect | undefined;
  if (input.giftId !== undefined) {
    [gift] = await db.select().from(gifts).where(and(eq(gifts.id, input.giftId), eq(gifts.active, true)));
    if (!gift) throw fail('not_found');
  }
  let photo = input.photo;
  if (input.paidPhotoId !== undefined) {
    const [paid] = await db
      .select()
      .from(photos)
      .where(and(eq(photos.id, input.paidPhotoId), eq(photos.profileId, fictional.id), eq(photos.paid, true)));
    if (!paid) throw fail('not_found');
    photo = { filename: paid.filename, blurFilename: paid.blurFilename };
  }
  const kind = gift ? 'gift' : photo ? 'photo' : 'text';
  return db.transaction(async (tx) => {
    await renewClaim(tx, input.operator.id, c.id, input.now);
    const [m] = await tx
      .insert(messages)
      .values({
        conversationId: c.id,
        senderId: fictional.id,
        recipientId: member.id,
        kind,
        body: kind === 'text' ? input.body : '',
        giftId: gift?.id ?? null,
        photoFilename: photo?.filename ?? null,
        photoBlurFilename: photo?.blurFilename ?? null,
        operatorId: input.operator.id,
        createdAt: input.now,
      })
      .returning();
    await tx.update(conversations).set({ lastMessageAt: input.now, removedByA: null, removedByB: null }).where(eq(conversations.id, c.id));
    const row = { ...m!, giftCode: gift?.code ?? null, giftImage: gift?.imageFilename ?? null };
    await emit(tx, {
      type: 'message.sent',
      conversationId: c.id,
      senderId: fictional.id,
      recipientId: member.id,
      held: false,
      withChatPal: true,
      message: presentMessage(row, fictional.id, input.site),
      forRecipient: presentMessage(row, member.id, input.site),
    });
    await audit(
      tx,
      { user: input.operator, ip: input.ip },
      {
        action: { text: 'operator.reply_sent', photo: 'operator.photo_sent', gift: 'operator.gift_sent' }[kind],
        recordType: 'message',
        recordId: m!.id,
        after: { conversation_id: c.id, as_profile: fictional.id, to_member: member.id, kind, ...(gift && { gift: gift.code }), ...(input.paidPhotoId && { paid_photo_id: input.paidPhotoId }) },
      },
      input.now,
    );
    return { message: m!, memberId: member.id, fictionalId: fictional.id };
  });
}

/** How long a claim holds without activity (decision 048): the operator's heartbeat and answers renew it. */
export const CLAIM_LEASE_MS = 3 * 60_000;

interface Actor {
  operator: MemberRow;
  ip: string | null;
}

const presentClaim = (c: { conversationId: number; expiresAt: Date }) => ({ conversation_id: c.conversationId, expires_at: c.expiresAt.toISOString() });

/**
 * Takes the lease on one conversation in a single statement: a new row, or the row of an expired
 * lease (or this operator's own). Two operators at the same moment: the row lock lets exactly one
 * through, the other's WHERE sees the fresh lease and gets nothing back. Null when someone else holds it.
 */
async function takeLease(db: DbOrTx, operatorId: number, conversationId: number, now: Date) {
  const expiresAt = new Date(now.getTime() + CLAIM_LEASE_MS);
  const [claim] = await db
    .insert(operatorClaims)
    .values({ conversationId, operatorId, claimedAt: now, expiresAt })
    .onConflictDoUpdate({
      target: operatorClaims.conversationId,
      set: { operatorId, claimedAt: sql`case when ${operatorClaims.operatorId} = ${operatorId} then ${operatorClaims.claimedAt} else ${now.toISOString()}::timestamptz end`, expiresAt },
      setWhere: or(lte(operatorClaims.expiresAt, now), eq(operatorClaims.operatorId, operatorId)),
    })
    .returning();
  return claim ?? null;
}

/** The conversation and its two sides, if it is one between a member and a fictional profile (the only kind operators work on). */
async function fictionalConversation(db: DbOrTx, conversationId: number) {
  const [c] = await db.select().from(conversations).where(eq(conversations.id, conversationId));
  if (!c) throw fail('not_found');
  const sides = await db.select({ id: profiles.id, fictional: profiles.fictional }).from(profiles).where(sql`${profiles.id} in (${c.memberA}, ${c.memberB})`);
  const fictional = sides.find((x) => x.fictional);
  const member = sides.find((x) => !x.fictional);
  if (!fictional || !member) throw fail('forbidden');
  return { conversation: c, fictionalId: fictional.id, memberId: member.id };
}

/**
 * An operator claims a conversation: the one asked for, or (without an id) the longest waiting one in
 * the queue that nobody holds. Answers the claim, or null when nothing is free; refuses a conversation
 * another operator holds with `conversation_claimed`. Claiming is written to the audit log.
 */
export async function claimConversation(db: Db, actor: Actor, conversationId: number | undefined, site: SiteRow, now: Date) {
  const claimOne = async (id: number) =>
    db.transaction(async (tx) => {
      const claim = await takeLease(tx, actor.operator.id, id, now);
      if (claim) {
        await audit(tx, { user: actor.operator, ip: actor.ip }, { action: 'operator.claimed', recordType: 'conversation', recordId: id, after: presentClaim(claim) }, now);
      }
      return claim;
    });
  if (conversationId !== undefined) {
    await fictionalConversation(db, conversationId);
    const claim = await claimOne(conversationId);
    if (!claim) {
      const [held] = await db.select().from(operatorClaims).where(eq(operatorClaims.conversationId, conversationId));
      throw fail('conversation_claimed', { expires_at: (held?.expiresAt ?? now).toISOString() });
    }
    return presentClaim(claim);
  }
  const queue = await operatorQueue(db, site, actor.operator.id, now);
  const mine = queue.find((q) => q.claim?.mine);
  for (const item of mine ? [mine] : queue.filter((q) => q.claim === null)) {
    const claim = await claimOne(item.conversation.id);
    if (claim) return presentClaim(claim);
  }
  return null;
}

/**
 * Renews this operator's lease on a conversation (heartbeat and every answer); `claim_required` when
 * it is not theirs or ran out. Inside the caller's transaction when it answers, so a refused answer is not sent.
 */
export async function renewClaim(db: DbOrTx, operatorId: number, conversationId: number, now: Date) {
  const [claim] = await db
    .update(operatorClaims)
    .set({ expiresAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(and(eq(operatorClaims.conversationId, conversationId), eq(operatorClaims.operatorId, operatorId), gt(operatorClaims.expiresAt, now)))
    .returning();
  if (!claim) throw fail('claim_required');
  return presentClaim(claim);
}

/** Gives a conversation back to the queue; only this operator's own claim, and written to the audit log when there was one. */
export async function releaseConversation(db: Db, actor: Actor, conversationId: number, now: Date) {
  await db.transaction(async (tx) => {
    const [released] = await tx
      .delete(operatorClaims)
      .where(and(eq(operatorClaims.conversationId, conversationId), eq(operatorClaims.operatorId, actor.operator.id)))
      .returning();
    if (released) {
      await audit(tx, { user: actor.operator, ip: actor.ip }, { action: 'operator.released', recordType: 'conversation', recordId: conversationId, before: presentClaim(released) }, now);
    }
  });
}

const HISTORY_LIMIT = 100;

async function noteOf(db: DbOrTx, memberId: number, fictionalId: number) {
  const [n] = await db
    .select({ note: operatorNotes, email: users.email })
    .from(operatorNotes)
    .leftJoin(users, eq(users.id, operatorNotes.updatedBy))
    .where(and(eq(operatorNotes.memberId, memberId), eq(operatorNotes.fictionalId, fictionalId)));
  return n ? { body: n.note.body, updated_at: n.note.updatedAt.toISOString(), updated_by: n.email } : null;
}

/**
 * A conversation as operators work on it: both profiles (the chat-pal with its persona notes), the
 * latest messages oldest first (held ones left out, as the member's side never saw them answered),
 * the note on the pair and who holds the conversation now. Reading needs no claim; answering does.
 */
export async function operatorConversation(db: Db, site: SiteRow, operatorId: number, conversationId: number, now: Date) {
  const { conversation, memberId, fictionalId } = await fictionalConversation(db, conversationId);
  const [member, fictional, history, note, [claim], paidPhotos] = await Promise.all([
    operatorProfile(db, site, memberId, now),
    operatorProfile(db, site, fictionalId, now),
    db
      .select()
      .from(messages)
      .where(and(eq(messages.conversationId, conversation.id), eq(messages.held, false)))
      .orderBy(desc(messages.id))
      .limit(HISTORY_LIMIT),
    noteOf(db, memberId, fictionalId),
    db.select().from(operatorClaims).where(and(eq(operatorClaims.conversationId, conversation.id), gt(operatorClaims.expiresAt, now))),
    db.select().from(photos).where(and(eq(photos.profileId, fictionalId), eq(photos.paid, true))).orderBy(asc(photos.position), asc(photos.id)),
  ]);
  return {
    conversation: { id: conversation.id },
    member: member.full,
    fictional_profile: fictional.full,
    messages: history.reverse().map((m) => ({
      id: m.id,
      from_member: m.senderId === memberId,
      kind: m.kind as 'text' | 'gift' | 'photo',
      body: m.body,
      created_at: m.createdAt.toISOString(),
    })),
    note,
    claim: claim ? { operator_id: claim.operatorId, mine: claim.operatorId === operatorId, expires_at: claim.expiresAt.toISOString() } : null,
    paid_photos: paidPhotos.map((p) => ({ id: p.id, thumb_url: mediaUrl(site.cdnPrefix, p.thumbFilename) })),
  };
}

/**
 * Saves the operators' note on the member and chat-pal of a conversation: one per pair, so it follows
 * the member to whichever operator answers next. Written to the audit log with the text before and after.
 */
export async function saveOperatorNote(db: Db, actor: Actor, conversationId: number, body: string, now: Date) {
  const { memberId, fictionalId } = await fictionalConversation(db, conversationId);
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(operatorNotes)
      .where(and(eq(operatorNotes.memberId, memberId), eq(operatorNotes.fictionalId, fictionalId)))
      .for('update');
    await tx
      .insert(operatorNotes)
      .values({ memberId, fictionalId, body, updatedBy: actor.operator.id, updatedAt: now })
      .onConflictDoUpdate({ target: [operatorNotes.memberId, operatorNotes.fictionalId], set: { body, updatedBy: actor.operator.id, updatedAt: now } });
    await audit(
      tx,
      { user: actor.operator, ip: actor.ip },
      { action: 'operator.note_saved', recordType: 'operator_note', recordId: `${memberId}:${fictionalId}`, before: before ? { body: before.body } : null, after: { body } },
      now,
    );
  });
  return (await noteOf(db, memberId, fictionalId))!;
}

/**
 * Figures per operator since a moment (decision 048): the conversations they answered, their answers,
 * and the median response time – per answer, from the member's first message after the chat-pal's
 * previous one (what the member waited on) to the answer. Answers nobody asked for (two in a row) count
 * as answers but not in the median.
 */
export async function operatorFigures(db: Db, since: Date, now: Date) {
  const result = await rows<{ operator_id: number; email: string | null; conversations: number; answers: number; median: number | null }>(db, sql`
    with answers as (
      select m.operator_id, m.conversation_id,
        extract(epoch from m.created_at - (
          select min(x.created_at) from ${messages} x
          where x.conversation_id = m.conversation_id and x.sender_id = m.recipient_id and not x.held and x.id < m.id
            and x.id > coalesce((select max(p.id) from ${messages} p where p.conversation_id = m.conversation_id and p.sender_id = m.sender_id and p.id < m.id), 0)
        )) as waited
      from ${messages} m
      where m.operator_id is not null and m.created_at >= ${since.toISOString()}::timestamptz and m.created_at <= ${now.toISOString()}::timestamptz
    )
    select a.operator_id, u.email, count(distinct a.conversation_id)::int as conversations, count(*)::int as answers,
      (percentile_cont(0.5) within group (order by a.waited) filter (where a.waited is not null))::float8 as median
    from answers a left join ${users} u on u.id = a.operator_id
    group by a.operator_id, u.email
    order by conversations desc, a.operator_id`);
  return result.map((r) => ({
    operator_id: Number(r.operator_id),
    email: r.email ?? '',
    answered_conversations: Number(r.conversations),
    answers: Number(r.answers),
    median_response_seconds: r.median === null ? null : Math.round(Number(r.median)),
  }));
}

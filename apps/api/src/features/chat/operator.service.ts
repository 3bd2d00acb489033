import { and, desc, eq, sql } from 'drizzle-orm';
import { conversations, messages, photos, profiles, rows, type Db, type UserRow } from '@dating/db';
import { fail } from '../../lib/api-error.js';
import type { SiteRow } from '../../plugins/site.js';
import { presentCard } from '../profiles/profiles.presenter.js';
import { canConverse, conversationOpen } from '../visibility/visibility.js';

/**
 * Conversations with a fictional chat-pal whose newest delivered message is the member's: the
 * operators' queue, longest waiting first.
 */
export async function operatorQueue(db: Db, site: SiteRow, now: Date) {
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
  const card = async (id: number) => {
    const [r] = await db
      .select({ profile: profiles, main: photos })
      .from(profiles)
      .leftJoin(photos, and(eq(photos.profileId, profiles.id), eq(photos.isMain, true), eq(photos.status, 'active')))
      .where(eq(profiles.id, id));
    return presentCard(r!.profile, r!.main, site.cdnPrefix, now);
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
        last_messages: recent.reverse().map((m) => ({ from_member: m.senderId === Number(item.member_id), body: m.body, created_at: m.createdAt.toISOString() })),
      };
    }),
  );
}

/**
 * An operator answers as the fictional profile of the conversation, with text or a photo (stored
 * by the caller); nothing is charged. Answers the new message row and the member it is for.
 */
export async function operatorReply(
  db: Db,
  input: { operator: UserRow; conversationId: number; body: string; photo?: { filename: string; blurFilename: string }; now: Date },
) {
  const [c] = await db.select().from(conversations).where(eq(conversations.id, input.conversationId));
  if (!c) throw fail('not_found');
  const sides = await db.select({ id: profiles.id, fictional: profiles.fictional }).from(profiles).where(sql`${profiles.id} in (${c.memberA}, ${c.memberB})`);
  const fictional = sides.find((s) => s.fictional);
  const member = sides.find((s) => !s.fictional);
  if (!fictional || !member) throw fail('forbidden');
  // Nothing reaches a member who blocked the profile (or was blocked), or whose account is gone.
  if (!(await canConverse(db, member.id, fictional.id))) throw fail('message_not_allowed');
  return db.transaction(async (tx) => {
    const [m] = await tx
      .insert(messages)
      .values({
        conversationId: c.id,
        senderId: fictional.id,
        recipientId: member.id,
        kind: input.photo ? 'photo' : 'text',
        body: input.photo ? '' : input.body,
        photoFilename: input.photo?.filename ?? null,
        photoBlurFilename: input.photo?.blurFilename ?? null,
        operatorId: input.operator.id,
        createdAt: input.now,
      })
      .returning();
    await tx.update(conversations).set({ lastMessageAt: input.now, removedByA: null, removedByB: null }).where(eq(conversations.id, c.id));
    return { message: m!, memberId: member.id, fictionalId: fictional.id };
  });
}

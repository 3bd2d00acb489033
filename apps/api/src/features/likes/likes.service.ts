import { and, desc, eq, gte, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
import type { ProfileCard } from '@dating/contracts';
import { likes, matches, photos, profiles, swipePasses, type Db, type DbOrTx, type MemberRow } from '@dating/db';
import { fail, invalid } from '../../lib/api-error.js';
import type { SiteRow } from '../../plugins/site.js';
import { cardColumns, cardFromRow, mainPhotoJoin } from '../profiles/profiles.presenter.js';
import { visibleTo } from '../visibility/visibility.js';
import { emit } from '../../events/emit.js';
import { preparedPerDb } from '../../lib/prepared.js';
import { SWIPE_LIKES_PER_DAY, dayWindow, wantedGenders } from './likes.policy.js';

const pair = (a: number, b: number) => (a < b ? [a, b] : [b, a]) as [number, number];

async function lockPair(db: DbOrTx, a: number, b: number) {
  const [low, high] = pair(a, b);
  await db.execute(sql`select pg_advisory_xact_lock(${low}, ${high})`);
}

/**
 * Likes a member. Refused for oneself, across a block, for hidden or deleted members, and for an
 * invisible member who has not liked the liker first. Two members liking each other make exactly
 * one match, also at the same moment: the pair is locked while the like and the match are written.
 */
export async function like(db: DbOrTx, input: { from: MemberRow; to: number; source: 'profile' | 'swipe' | 'auto'; now: Date }): Promise<{ match: boolean }> {
  if (input.from.id === input.to) throw invalid({ profile_id: 'invalid' });
  return db.transaction(async (tx) => {
    await lockPair(tx, input.from.id, input.to);
    const [target] = await tx.select({ id: profiles.id }).from(profiles).where(and(eq(profiles.id, input.to), visibleTo(input.from.id, 'contact')));
    if (!target) throw fail('like_not_allowed');
    await tx
      .insert(likes)
      .values({ likerId: input.from.id, likedId: input.to, source: input.source, createdAt: input.now })
      .onConflictDoNothing();
    const [back] = await tx.select({ at: likes.createdAt }).from(likes).where(and(eq(likes.likerId, input.to), eq(likes.likedId, input.from.id)));
    const [a, b] = pair(input.from.id, input.to);
    const created = back ? await tx.insert(matches).values({ memberA: a, memberB: b, createdAt: input.now }).onConflictDoNothing().returning() : [];
    const match = created.length > 0;
    // Every way of liking (profile, swipe game) tells the liked member.
    await emit(tx, { type: 'like.created', fromId: input.from.id, toId: input.to, match, source: input.source });
    if (match) await emit(tx, { type: 'match.created', memberIds: [a, b] });
    return { match };
  });
}

export async function unlike(db: Db, from: number, to: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockPair(tx, from, to);
    await tx.delete(likes).where(and(eq(likes.likerId, from), eq(likes.likedId, to)));
    const [a, b] = pair(from, to);
    await tx.delete(matches).where(and(eq(matches.memberA, a), eq(matches.memberB, b)));
  });
}

/** Viewing a profile clears the new-like flag of that member's like (spec section 4). */
export async function markLikeSeen(db: Db, viewerId: number, profileId: number, now: Date): Promise<void> {
  await db
    .update(likes)
    .set({ seenAt: now })
    .where(and(eq(likes.likerId, profileId), eq(likes.likedId, viewerId), isNull(likes.seenAt)));
}

export async function markMatchSeen(db: Db, viewerId: number, profileId: number, now: Date): Promise<void> {
  const [a, b] = pair(viewerId, profileId);
  await db
    .update(matches)
    .set(viewerId === a ? { seenByA: now } : { seenByB: now })
    .where(and(eq(matches.memberA, a), eq(matches.memberB, b)));
}

/** The three likes lists of a member (`viewer`), built once per database (likes.php is a hot path). */
const likesQueries = preparedPerDb((db) => {
  const viewer = sql.placeholder('viewer');
  return {
    given: db
      .select({ ...cardColumns, createdAt: likes.createdAt })
      .from(likes)
      .innerJoin(profiles, eq(profiles.id, likes.likedId))
      .leftJoin(photos, mainPhotoJoin)
      .where(and(eq(likes.likerId, viewer), visibleTo(viewer, 'contact')))
      .orderBy(desc(likes.createdAt))
      .limit(500)
      .prepare('likes_given'),
    received: db
      .select({ ...cardColumns, createdAt: likes.createdAt, seenAt: likes.seenAt })
      .from(likes)
      .innerJoin(profiles, eq(profiles.id, likes.likerId))
      .leftJoin(photos, mainPhotoJoin)
      .where(and(eq(likes.likedId, viewer), visibleTo(viewer, 'contact')))
      .orderBy(desc(likes.createdAt))
      .limit(500)
      .prepare('likes_received'),
    mutual: db
      .select({ ...cardColumns, seenByA: matches.seenByA, seenByB: matches.seenByB, a: matches.memberA })
      .from(matches)
      .innerJoin(profiles, sql`${profiles.id} = case when ${matches.memberA} = ${viewer} then ${matches.memberB} else ${matches.memberA} end`)
      .leftJoin(photos, mainPhotoJoin)
      .where(and(or(eq(matches.memberA, viewer), eq(matches.memberB, viewer)), visibleTo(viewer, 'contact')))
      .orderBy(desc(matches.createdAt))
      .limit(500)
      .prepare('likes_matches'),
  };
});

export async function listLikes(db: Db, viewer: MemberRow, site: SiteRow, now: Date) {
  const card = (r: Parameters<typeof cardFromRow>[0]): ProfileCard => cardFromRow(r, site.cdnPrefix, now);
  const lists = likesQueries(db);
  const values = { viewer: viewer.id };
  const [given, received, mutual] = await Promise.all([lists.given.execute(values), lists.received.execute(values), lists.mutual.execute(values)]);
  const likedBy = received.map((r) => ({ ...card(r), like_new: r.seenAt === null, liked_at: r.createdAt.toISOString() }));
  return {
    profiles: given.map((r) => ({ ...card(r), like_new: false, liked_at: r.createdAt.toISOString() })),
    liked_by: likedBy,
    matches: mutual.map(card),
    new_likes: likedBy.filter((l) => l.like_new).length,
    unseen_matches: mutual.filter((m) => (m.a === viewer.id ? m.seenByA : m.seenByB) === null).map(card),
  };
}

/**
 * Auto-like: a fictional chat-pal profile that fits the member's preferences likes the member,
 * at most once a day; never one the member blocked, liked or was already liked by.
 */
export async function autoLike(db: Db, viewer: MemberRow, site: SiteRow, now: Date) {
  // Under a lock on the member: parallel calls wait, and then find the like the first one wrote.
  const candidate = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`auto-like:${viewer.id}`}))`);
    const [recent] = await tx
      .select({ at: likes.createdAt })
      .from(likes)
      .where(and(eq(likes.likedId, viewer.id), eq(likes.source, 'auto'), gte(likes.createdAt, new Date(now.getTime() - 86_400_000))));
    if (recent) return null;
    const [me] = await tx.select({ gender: profiles.gender, sexuality: profiles.sexuality }).from(profiles).where(eq(profiles.id, viewer.id));
    const genders = wantedGenders(me?.gender ?? null, me?.sexuality ?? null);
    const [found] = await tx
      .select(cardColumns)
      .from(profiles)
      .leftJoin(photos, mainPhotoJoin)
      .where(
        and(
          eq(profiles.fictional, true),
          visibleTo(viewer.id, 'find'),
          inArray(profiles.gender, genders),
          notExists(tx.select().from(likes).where(or(and(eq(likes.likerId, viewer.id), eq(likes.likedId, profiles.id)), and(eq(likes.likerId, profiles.id), eq(likes.likedId, viewer.id))))),
        ),
      )
      .orderBy(sql`random()`)
      .limit(1);
    if (!found) return null;
    const liked = await tx
      .insert(likes)
      .values({ likerId: found.profile.id, likedId: viewer.id, source: 'auto', createdAt: now })
      .onConflictDoNothing()
      .returning({ id: likes.likerId });
    if (liked.length > 0) await emit(tx, { type: 'like.created', fromId: found.profile.id, toId: viewer.id, match: false, source: 'auto' });
    return found;
  });
  if (!candidate) return null;
  const c = cardFromRow(candidate, site.cdnPrefix, now);
  return { id: c.id, name: c.name, fictional: true as const, main_image: c.main_image ? { match: c.main_image.match } : null };
}

async function swipeLikesToday(db: DbOrTx, viewer: MemberRow, now: Date) {
  const { start, secondsLeft } = dayWindow(now, viewer.timeZone);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(likes)
    .where(and(eq(likes.likerId, viewer.id), eq(likes.source, 'swipe'), gte(likes.createdAt, start)));
  const left = Math.max(0, SWIPE_LIKES_PER_DAY - (row?.n ?? 0));
  return { left, nextAllowanceIn: left === 0 ? secondsLeft : null };
}

export async function swipeState(db: Db, viewer: MemberRow, site: SiteRow, now: Date) {
  const [me] = await db.select({ gender: profiles.gender, sexuality: profiles.sexuality }).from(profiles).where(eq(profiles.id, viewer.id));
  const rows = await db
    .select(cardColumns)
    .from(profiles)
    .leftJoin(photos, mainPhotoJoin)
    .where(
      and(
        visibleTo(viewer.id, 'find'),
        inArray(profiles.gender, wantedGenders(me?.gender ?? null, me?.sexuality ?? null)),
        notExists(db.select().from(likes).where(and(eq(likes.likerId, viewer.id), eq(likes.likedId, profiles.id)))),
        notExists(db.select().from(swipePasses).where(and(eq(swipePasses.memberId, viewer.id), eq(swipePasses.profileId, profiles.id)))),
      ),
    )
    .orderBy(desc(profiles.id))
    .limit(20);
  const { left, nextAllowanceIn } = await swipeLikesToday(db, viewer, now);
  return {
    candidates: rows.map((r) => cardFromRow(r, site.cdnPrefix, now)),
    likes_left: left,
    next_allowance_in: nextAllowanceIn,
  };
}

/** A like or pass in the swipe game; the daily limit is checked under a lock on the member. */
export async function swipe(db: Db, input: { viewer: MemberRow; profileId: number; action: 'like' | 'pass'; now: Date }) {
  const { viewer, now } = input;
  if (input.action === 'pass') {
    await db.insert(swipePasses).values({ memberId: viewer.id, profileId: input.profileId, createdAt: now }).onConflictDoNothing();
    const state = await swipeLikesToday(db, viewer, now);
    return { match: false, likes_left: state.left, next_allowance_in: state.nextAllowanceIn };
  }
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`swipe:${viewer.id}`}))`);
    const before = await swipeLikesToday(tx, viewer, now);
    if (before.left === 0) {
      const s = before.nextAllowanceIn ?? 0;
      throw fail('swipe_limit_reached', { seconds: s, hours: Math.floor(s / 3600), minutes: Math.floor((s % 3600) / 60) });
    }
    // like() nests in this transaction (a savepoint): the swipe limit and the like commit together.
    const { match } = await like(tx, { from: viewer, to: input.profileId, source: 'swipe', now });
    const after = await swipeLikesToday(tx, viewer, now);
    return { match, likes_left: after.left, next_allowance_in: after.nextAllowanceIn };
  });
}

export async function matchFinder(
  db: Db,
  input: { viewer: MemberRow | null; age: '18-35' | '35+'; appearance: 'normal' | 'sexy'; gender?: 'male' | 'female'; site: SiteRow; now: Date },
) {
  let genders: ('male' | 'female')[] = input.gender ? [input.gender] : ['female'];
  if (!input.gender && input.viewer) {
    const [me] = await db.select({ gender: profiles.gender, sexuality: profiles.sexuality }).from(profiles).where(eq(profiles.id, input.viewer.id));
    genders = wantedGenders(me?.gender ?? null, me?.sexuality ?? null);
  }
  const year = input.now.getUTCFullYear();
  const iso = (y: number) => `${y}-${String(input.now.getUTCMonth() + 1).padStart(2, '0')}-${String(input.now.getUTCDate()).padStart(2, '0')}`;
  const [minAge, maxAge] = input.age === '18-35' ? [18, 35] : [35, 99];
  const rows = await db
    .select(cardColumns)
    .from(profiles)
    .leftJoin(photos, mainPhotoJoin)
    .where(
      and(
        visibleTo(input.viewer?.id ?? null, 'find'),
        inArray(profiles.gender, genders),
        sql`${profiles.dateOfBirth} <= ${iso(year - minAge)}::date and ${profiles.dateOfBirth} > ${iso(year - maxAge - 1)}::date`,
        input.appearance === 'sexy' ? sql`${photos.id} is not null` : undefined,
      ),
    )
    .orderBy(desc(profiles.id))
    .limit(12);
  return rows.map((r) => cardFromRow(r, input.site.cdnPrefix, input.now));
}

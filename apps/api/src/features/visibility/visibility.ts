import { sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { blocks, conversations, likes, messages, profiles, users, type DbOrTx } from '@dating/db';

/**
 * Who may see, find, like or write to whom: the one place that states it (decision 023). Every
 * call that shows or reaches another member goes through here, as a drizzle condition
 * (`visibleTo`, `conversationOpen`) or, for the hand-written search statements, as its text twin
 * (`searchText`); visibility.test.ts proves the twins pick the same members.
 *
 * The rule, for a viewer V and another member M:
 * - M is never V.
 * - M's account is active (deleted, disabled and unconfirmed accounts are gone), and so is M's
 *   profile. In a conversation that already exists, an unconfirmed M stays (their messages are
 *   held until they confirm).
 * - No block either way. Only on a profile page does V's own block not hide M (so V can lift it).
 * - An invisible M is never found (search, similar members, swipe game, match finder, auto-like),
 *   and is otherwise hidden from V until M liked V or wrote to V first.
 *
 * "Found" is `profiles.searchable` (an active profile of an active account that is not invisible,
 * kept by the triggers of migration 0004) plus the block check.
 */
export type Purpose =
  /** Lists that discover members: search, similar members, swipe game, match finder, auto-like. */
  | 'find'
  /** A member's profile page, and the calls made from it (block, complaint). */
  | 'view'
  /** Starting contact: a like, a first message, the likes lists. */
  | 'contact';

/** A member id in SQL: a number, a prepared-statement placeholder or a column/expression. */
type Id = number | Placeholder | SQLWrapper;

/** Neither has blocked the other. */
function noBlock(viewer: Id, member: Id): SQL {
  return sql`not exists (select 1 from ${blocks} b
    where (b.blocker_id = ${viewer} and b.blocked_id = ${member}) or (b.blocker_id = ${member} and b.blocked_id = ${viewer}))`;
}

/** The member has liked the viewer, or written to them (a delivered message), first. */
function cameFirst(member: Id, viewer: Id): SQL {
  return sql`(exists (select 1 from ${likes} l where l.liker_id = ${member} and l.liked_id = ${viewer})
    or exists (select 1 from ${messages} m join ${conversations} c on c.id = m.conversation_id
      where m.sender_id = ${member} and not m.held
        and ((c.member_a = ${viewer} and c.member_b = ${member}) or (c.member_b = ${viewer} and c.member_a = ${member}))))`;
}

/**
 * Whether the profile in the query (`profiles` must be in it) is visible to the viewer for a
 * purpose. A visitor (null) sees the findable members only, and blocks do not concern them.
 */
export function visibleTo(viewer: number | Placeholder | null, purpose: Purpose): SQL {
  if (viewer === null) return sql`${profiles.searchable}`;
  const member = profiles.id;
  if (purpose === 'find') return sql`${profiles.searchable} and ${member} <> ${viewer} and ${noBlock(viewer, member)}`;
  const present = sql`(${profiles.searchable} or (${profiles.status} = 'active'
    and exists (select 1 from ${users} u where u.id = ${member} and u.status = 'active') and ${cameFirst(member, viewer)}))`;
  const blocking =
    purpose === 'view'
      ? sql`not exists (select 1 from ${blocks} b where b.blocker_id = ${member} and b.blocked_id = ${viewer})`
      : noBlock(viewer, member);
  return sql`${member} <> ${viewer} and ${blocking} and ${present}`;
}

/**
 * Whether a conversation between the viewer and another member is open to the viewer: it shows in
 * their list and badge, opens, takes typing and unlocks. The other account still exists (active or
 * not yet confirmed), no block either way, and an invisible other wrote or liked first.
 */
export function conversationOpen(viewer: Id, other: Id): SQL {
  return sql`exists (select 1 from ${users} u where u.id = ${other} and u.status in ('active', 'not_confirmed')
      and (not u.invisible or ${cameFirst(other, viewer)}))
    and ${noBlock(viewer, other)}`;
}

/** One member as the viewer may see them for a purpose, answered by the database. */
export async function canSee(db: DbOrTx, viewer: number | null, memberId: number, purpose: Purpose): Promise<boolean> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`${profiles.id} = ${memberId} and ${visibleTo(viewer, purpose)}`);
  return row !== undefined;
}

/** Whether the other member's events in a conversation (typing) may reach the viewer. */
export async function canConverse(db: DbOrTx, viewer: number, otherId: number): Promise<boolean> {
  const [row] = await db.select({ ok: sql<boolean>`${conversationOpen(viewer, otherId)}` }).from(sql`(select 1) as one`);
  return row?.ok === true;
}

/**
 * The text twin of `visibleTo(viewer, 'find')` for the hand-written search statements (over
 * `profiles`, unaliased). `viewer` is the placeholder ($n) that holds the viewer's id.
 */
export const searchText = {
  /** Findable by the viewer, or by a visitor when `viewer` is null. */
  findable(viewer: string | null): string {
    if (viewer === null) return 'searchable';
    return `searchable and id <> ${viewer} and not exists (select 1 from blocks b where (b.blocker_id = ${viewer} and b.blocked_id = profiles.id) or (b.blocker_id = profiles.id and b.blocked_id = ${viewer}))`;
  },
  /**
   * The members findable by a visitor but not by this viewer (themselves and blocks either way),
   * driven by the viewer's few block rows: a count shared by every viewer minus these is the
   * viewer's own count. Combine with `findable(null)` and the filters.
   */
  hiddenFromViewer(viewer: string): string {
    return `id in (select ${viewer}::int union select blocked_id from blocks where blocker_id = ${viewer}
      union select blocker_id from blocks where blocked_id = ${viewer})`;
  },
};

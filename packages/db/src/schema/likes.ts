import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A like from one member to another. `seenAt` null means the liked member has not seen it yet (like_new). */
export const likes = pgTable(
  'likes',
  {
    likerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    likedId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Where the like came from: a profile page, the swipe game, or an automatic like of a fictional profile. */
    source: varchar({ length: 10 }).notNull().default('profile'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.likerId, t.likedId] }),
    index('likes_liked_idx').on(t.likedId, t.createdAt),
    check('likes_not_self', sql`${t.likerId} <> ${t.likedId}`),
    check('likes_source', sql`${t.source} in ('profile', 'swipe', 'auto')`),
  ],
);

/**
 * A mutual like. One row per pair (the lower id first), so two members liking each other at the
 * same moment make exactly one match: the second insert finds the row.
 */
export const matches = pgTable(
  'matches',
  {
    memberA: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberB: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When each side was shown the match modal ('New like!'). */
    seenByA: timestamp({ withTimezone: true }),
    seenByB: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.memberA, t.memberB] }),
    index('matches_member_b_idx').on(t.memberB),
    check('matches_ordered', sql`${t.memberA} < ${t.memberB}`),
  ],
);

/** Profiles a member passed on in the swipe game; they do not come back as candidates. */
export const swipePasses = pgTable(
  'swipe_passes',
  {
    memberId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.profileId] })],
);

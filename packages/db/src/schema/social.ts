import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** Who blocked whom. A block hides both members from each other and stops all contact. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('blocks_blocked_idx').on(t.blockedId, t.blockerId),
    check('blocks_not_self', sql`${t.blockerId} <> ${t.blockedId}`),
  ],
);

/**
 * Reports of a member or of a problem with the site, worked by moderators (decision 051): open, in progress
 * (assigned to the moderator who took it) or closed with an outcome.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    reporterId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The reported member; null for a problem with the site. */
    reportedId: integer().references(() => users.id, { onDelete: 'set null' }),
    category: varchar({ length: 30 }).notNull(),
    text: text().notNull(),
    email: varchar({ length: 254 }),
    status: varchar({ length: 20 }).notNull().default('open'),
    /** The moderator working it (in progress), or who closed it. */
    assigneeId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** How it was closed: dismissed, warned, hidden, banned; null for one closed before outcomes existed. */
    outcome: varchar({ length: 20 }),
    closedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('complaints_status_idx').on(t.status, t.createdAt),
    index('complaints_reported_idx').on(t.reportedId),
    index('complaints_reporter_idx').on(t.reporterId),
    check('complaints_status', sql`${t.status} in ('open', 'in_progress', 'closed')`),
    check('complaints_outcome', sql`${t.outcome} is null or ${t.outcome} in ('dismissed', 'warned', 'hidden', 'banned')`),
    check('complaints_text_length', sql`char_length(${t.text}) between 10 and 5000`),
  ],
);

/** Warnings moderators gave a member; the web app shows each in the member's language until they acknowledge it. */
export const memberWarnings = pgTable(
  'member_warnings',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    complaintId: bigint({ mode: 'number' }).references(() => complaints.id, { onDelete: 'set null' }),
    /** What the warning is about: a complaint category. */
    reason: varchar({ length: 30 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    seenAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('member_warnings_user_idx').on(t.userId, t.createdAt)],
);

import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
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

/** Reports of a member or of a problem with the site, for operators to handle. */
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('complaints_status_idx').on(t.status, t.createdAt),
    check('complaints_status', sql`${t.status} in ('open', 'handled', 'rejected')`),
    check('complaints_text_length', sql`char_length(${t.text}) between 10 and 5000`),
  ],
);

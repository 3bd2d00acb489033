import { check, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.js';

/**
 * A member's own monthly spending cap (issue 12, decision 039): at most `amount` (minor units of
 * `currency`, the currency of the member's price list when it was set) on purchases per calendar month
 * in the member's time zone. A lower cap applies at once; a higher one (or removing the cap) waits 24
 * hours as the pending change (`pendingAmount`, null = no cap) until `pendingAt`, applied when read.
 * No row, or a row with `amount` null and nothing pending: no cap.
 */
export const spendingCaps = pgTable(
  'spending_caps',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The cap in force; null: none (removed). */
    amount: integer(),
    currency: varchar({ length: 3 }).notNull(),
    /** The raise (or removal, null) waiting until pendingAt. */
    pendingAmount: integer(),
    pendingAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('spending_caps_amount_positive', sql`${t.amount} is null or ${t.amount} > 0`),
    check('spending_caps_pending_positive', sql`${t.pendingAmount} is null or ${t.pendingAmount} > 0`),
  ],
);

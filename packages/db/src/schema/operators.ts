import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { conversations } from './chat.js';
import { users } from './users.js';

/**
 * Which operator answers a conversation with a fictional profile (decision 048): one row per
 * conversation, held until `expiresAt` (a lease renewed by the operator's heartbeat and answers).
 * A row whose lease has run out is free for the next claim.
 */
export const operatorClaims = pgTable(
  'operator_claims',
  {
    conversationId: integer()
      .primaryKey()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    operatorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    claimedAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('operator_claims_operator_idx').on(t.operatorId)],
);

/** What operators keep about a member in the conversation with one chat-pal: one note per pair. */
export const operatorNotes = pgTable(
  'operator_notes',
  {
    memberId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fictionalId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    updatedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.fictionalId] })],
);

import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** One conversation per pair of members (lower id first); each side can remove it from their own list. */
export const conversations = pgTable(
  'conversations',
  {
    id: serial().primaryKey(),
    memberA: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberB: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When a side removed the conversation from its list; a newer message brings it back. */
    removedByA: timestamp({ withTimezone: true }),
    removedByB: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('conversations_pair_key').on(t.memberA, t.memberB),
    index('conversations_member_b_idx').on(t.memberB, t.lastMessageAt),
    index('conversations_member_a_idx').on(t.memberA, t.lastMessageAt),
    check('conversations_ordered', sql`${t.memberA} < ${t.memberB}`),
  ],
);

/** Gifts members can send in a conversation; images are generated, no real brands. */
export const gifts = pgTable('gifts', {
  id: serial().primaryKey(),
  code: varchar({ length: 40 }).notNull().unique(),
  imageFilename: varchar({ length: 200 }).notNull(),
  position: integer().notNull().default(0),
  active: boolean().notNull().default(true),
});

export const messages = pgTable(
  'messages',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    conversationId: integer()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The other member of the conversation, so a member's unread messages are one index range. */
    recipientId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: varchar({ length: 10 }).notNull().default('text'),
    body: text().notNull().default(''),
    giftId: integer().references(() => gifts.id),
    /** A photo sent in the conversation (kind 'photo'): the picture and its blurred variant. */
    photoFilename: varchar({ length: 200 }),
    photoBlurFilename: varchar({ length: 200 }),
    /** When the recipient paid photo_credits to see the photo; until then only the blurred variant. */
    photoUnlockedAt: timestamp({ withTimezone: true }),
    /** Credits this message cost the sender. */
    cost: integer().notNull().default(0),
    /** Held back until the sender confirms the e-mail address (spec section 4). */
    held: boolean().notNull().default(false),
    /** Written by an operator as a fictional profile. */
    operatorId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    index('messages_unread_idx').on(t.conversationId, t.senderId).where(sql`${t.readAt} is null and not ${t.held}`),
    index('messages_unread_recipient_idx').on(t.recipientId, t.conversationId).where(sql`${t.readAt} is null and not ${t.held}`),
    check('messages_kind', sql`${t.kind} in ('text', 'gift', 'photo')`),
    check('messages_photo', sql`(${t.kind} = 'photo') = (${t.photoFilename} is not null and ${t.photoBlurFilename} is not null)`),
    check('messages_cost', sql`${t.cost} >= 0`),
    check('messages_body_length', sql`char_length(${t.body}) <= 5000`),
  ],
);

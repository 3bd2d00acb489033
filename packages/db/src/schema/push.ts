import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sessions, users } from './users.js';

/**
 * A browser's web-push subscription (one per device and browser; a member may have several). The
 * endpoint is the push service's address for it and is unique: a browser that subscribes again
 * (or hands its subscription to another member after a logout and login) replaces the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    /** The browser's P-256 public key and auth secret (URL-safe base64), for the payload's encryption. */
    p256dh: varchar({ length: 200 }).notNull(),
    auth: varchar({ length: 100 }).notNull(),
    /** The browser's User-Agent when it subscribed (the member's device list names it from this). */
    userAgent: varchar({ length: 400 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * One open tab of a member (its realtime socket), shared by every API node: whether its page is
 * visible. A tab with a visible page gets notifications live only; hidden or gone, push takes over.
 * `seenAt` is renewed while the socket is open; a row not renewed for a while (its node died) counts
 * as gone.
 */
export const pagePresence = pgTable(
  'page_presence',
  {
    sessionId: bigint({ mode: 'number' })
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** The tab's own random id (a page load), or '' for a tab that sent none. */
    tab: varchar({ length: 64 }).notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visible: boolean().notNull().default(true),
    /** Open sockets of this tab (a reconnect may overlap the old socket). */
    sockets: integer().notNull().default(1),
    seenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.tab] }), index('page_presence_user_idx').on(t.userId)],
);

/**
 * When a member was last pushed about a conversation (or about likes: conversation 0): the quiet
 * period that batches a conversation's messages into one push (decision 042).
 */
export const pushQuiet = pgTable(
  'push_quiet',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The conversation, or 0 for likes and matches. */
    conversationId: integer().notNull(),
    lastPushAt: timestamp({ withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.conversationId] })],
);

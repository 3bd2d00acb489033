import { bigserial, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Notifications sent by schedule (reminders, digests), one row each: the unique (member, kind, ref) is
 * claimed before the mail leaves, so a reminder goes out once however many workers run the job, and the
 * newest row of a kind tells when the member was last reminded.
 */
export const notificationSends = pgTable(
  'notification_sends',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** activation_reminder, unread_reminder, … */
    kind: varchar({ length: 40 }).notNull(),
    /** What the send is about: the reminder's number, the newest unread message's id, a week. */
    ref: varchar({ length: 60 }).notNull(),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notification_sends_key').on(t.userId, t.kind, t.ref), index('notification_sends_recent_idx').on(t.userId, t.kind, t.sentAt)],
);

import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * The outbox of domain events that must not be lost (design: decision 021): written in the
 * transaction of the change, delivered after commit by the dispatcher, and by the sweep job when
 * a process died before it could.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    type: varchar({ length: 60 }).notNull(),
    payload: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Not before this moment: a failed delivery waits longer each attempt. */
    availableAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    deliveredAt: timestamp({ withTimezone: true }),
    lastError: text(),
  },
  (t) => [index('domain_events_pending_idx').on(t.availableAt).where(sql`${t.deliveredAt} is null`), index('domain_events_delivered_idx').on(t.deliveredAt)],
);

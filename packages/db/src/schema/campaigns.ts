import { bigserial, boolean, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** One language's text of a campaign. */
export interface CampaignText {
  subject: string;
  body: string;
}

/** Why a campaign's job gave up: `undelivered` deliveries refused by the mail server or push service at the last try. */
export interface CampaignFailure {
  reason: 'undelivered' | 'timeout' | 'error';
  undelivered?: number;
  /** The job's error as the worker saw it (for staff, untranslated). */
  message: string;
}

/**
 * A promotion or news item an admin wrote and sent (decision 055): its text per language (a language
 * without text is not sent), the channels, and when the job started and finished. Who received it is
 * kept in notification_sends (kind campaign_mail / campaign_push, ref = the campaign's id), claimed
 * before each delivery, so a retried job reaches each member at most once.
 */
export const campaigns = pgTable('campaigns', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  /** The preference type it falls under: promotions or news. */
  type: varchar({ length: 20 }).notNull(),
  texts: jsonb().$type<Partial<Record<string, CampaignText>>>().notNull(),
  email: boolean().notNull(),
  push: boolean().notNull(),
  /** Members who had opted in to this type (on a chosen channel, in a language with text) when it was sent. */
  audience: integer().notNull().default(0),
  createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp({ withTimezone: true }),
  /** Set when the job gave up after its last retry (its dead letter, decision 061); cleared when an admin resumes it. */
  failedAt: timestamp({ withTimezone: true }),
  /** Why it gave up: deliveries still refused, or the run timed out or broke. */
  failure: jsonb().$type<CampaignFailure>(),
});

export type CampaignRow = typeof campaigns.$inferSelect;

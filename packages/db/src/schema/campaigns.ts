import { bigserial, boolean, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** One language's text of a campaign. */
export interface CampaignText {
  subject: string;
  body: string;
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
});

export type CampaignRow = typeof campaigns.$inferSelect;

import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Campaign short links (the `{token}` route of spec section 2; decision 056): `/{token}` sets the visitor's
 * tracking record (network, ref, sub1..sub3) and opens a lander with its slug. Rows are made by the seed
 * (demo links) and later by staff; a link that is not active answers 404 like an unknown one.
 */
export const campaignLinks = pgTable(
  'campaign_links',
  {
    /** Lower-case letters and digits, 4 to 32 (CAMPAIGN_TOKEN_PATTERN); never a word of a page path. */
    token: varchar({ length: 32 }).primaryKey(),
    /** One of the eleven landers (adultonly ... video). */
    lander: varchar({ length: 40 }).notNull(),
    slug: varchar({ length: 60 }),
    network: varchar({ length: 100 }),
    ref: varchar({ length: 100 }),
    sub1: varchar({ length: 100 }),
    sub2: varchar({ length: 100 }),
    sub3: varchar({ length: 100 }),
    active: boolean().notNull().default(true),
    /** Visits counted by the redirect, for the campaign's own figures. */
    clicks: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('campaign_links_token_format', sql`${t.token} ~ '^[a-z0-9]{4,32}$'`)],
);

export type CampaignLinkRow = typeof campaignLinks.$inferSelect;

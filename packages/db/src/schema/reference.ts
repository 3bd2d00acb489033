import { sql } from 'drizzle-orm';
import { boolean, char, check, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { REGION_KINDS } from '@dating/contracts';

/** The countries the product serves and what they call their regions. */
export const countries = pgTable(
  'countries',
  {
    code: char({ length: 2 }).primaryKey(),
    regionKind: varchar({ length: 30 }).notNull(),
    position: integer().notNull().default(0),
  },
  () => [
    check(
      'countries_region_kind',
      sql.raw(`"region_kind" in (${REGION_KINDS.map((k) => `'${k}'`).join(', ')})`),
    ),
  ],
);

export const regions = pgTable(
  'regions',
  {
    country: char({ length: 2 })
      .notNull()
      .references(() => countries.code),
    code: varchar({ length: 10 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.country, t.code] })],
);

/** The interest values of spec section 3; labels are in the catalogues. */
export const interests = pgTable('interests', {
  code: varchar({ length: 40 }).primaryKey(),
  position: integer().notNull().default(0),
});

/**
 * One row per site (host). The same product runs on several domains, each with its own
 * name, language and rules (spec section 3, Settings). Host '*' is the fallback.
 */
export const sites = pgTable('sites', {
  id: serial().primaryKey(),
  host: varchar({ length: 253 }).notNull().unique(),
  name: varchar({ length: 100 }).notNull(),
  domain: varchar({ length: 253 }).notNull(),
  domainLanguage: varchar({ length: 5 }).notNull().default('nl'),
  indexTitle: varchar({ length: 200 }).notNull(),
  description: text().notNull(),
  cdnPrefix: varchar({ length: 300 }).notNull().default('/media'),
  supportEmail: varchar({ length: 254 }).notNull(),
  countries: text().array().notNull(),
  defaultCountry: char({ length: 2 }).notNull().default('NL'),
  signups: varchar({ length: 20 }).notNull().default('all'),
  loggedOutSearch: varchar({ length: 20 }).notNull().default('all'),
  loggedOutSearchTrafficsource: varchar({ length: 20 }).notNull().default('all'),
  enableSiteEntryPopup: boolean().notNull().default(true),
  /**
   * The visitor countries (GeoIP or chosen) that get the site-entry warning of the default layout
   * (spec section 2; decision 057). Default: the European countries the site serves.
   */
  siteEntryCountries: text().array().notNull().default(sql`'{NL,BE,DE,AT,CH,FR,IT,ES,PL,GB,IE}'::text[]`),
  visibleProfileFields: jsonb().$type<string[]>().notNull(),
  visibleProfileNotes: jsonb().$type<string[]>().notNull(),
  searchFields: jsonb().$type<string[]>().notNull(),
  messageCredits: integer().notNull().default(1),
  photoCredits: integer().notNull().default(2),
  giftCredits: integer().notNull().default(5),
  signupCredits: integer().notNull().default(0),
  messageLength: integer().notNull().default(1000),
  minimumMessageCosts: jsonb().$type<Record<string, { costs: number; currency: string }>>().notNull(),
  fictionalIcon: varchar({ length: 300 }).notNull().default('/fictional.svg'),
  refundDays: integer().notNull().default(14),
  memberResell: boolean().notNull().default(false),
  minAge: integer().notNull().default(18),
  freeConversations: integer().notNull().default(2),
  /** Where a member goes after deleting the account (a partner site), and after how many seconds. */
  deleteRedirectUrl: varchar({ length: 500 }),
  deleteRedirectSeconds: integer().notNull().default(10),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  check('sites_signups', sql`${t.signups} in ('all', 'with_trafficsource', 'none')`),
  check('sites_logged_out_search', sql`${t.loggedOutSearch} in ('none', 'all', 'limited')`),
  check('sites_logged_out_search_ts', sql`${t.loggedOutSearchTrafficsource} in ('none', 'all', 'limited')`),
  check('sites_min_age', sql`${t.minAge} >= 18`),
  check('sites_credit_costs', sql`${t.messageCredits} >= 0 and ${t.photoCredits} >= 0 and ${t.giftCredits} >= 0 and ${t.signupCredits} >= 0`),
  check('sites_message_length', sql`${t.messageLength} > 0`),
]);

/** The company behind a site (spec section 3, Company info). */
export const companyInfo = pgTable('company_info', {
  siteId: integer()
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  name: varchar({ length: 200 }).notNull(),
  address: varchar({ length: 300 }).notNull(),
  kvk: varchar({ length: 30 }).notNull(),
  city: varchar({ length: 100 }).notNull(),
  country: varchar({ length: 100 }).notNull(),
  tradenames: text().array().notNull(),
  vatNumbers: text().array().notNull(),
  supportPhone: varchar({ length: 40 }).notNull(),
  deleteDiscount: integer().notNull().default(0),
  added: timestamp({ withTimezone: true }).notNull(),
}, (t) => [check('company_info_delete_discount', sql`${t.deleteDiscount} between 0 and 100`)]);

/** Key material the server generates once and keeps (e.g. the VAPID key pair for web push). */
export const serverKeys = pgTable('server_keys', {
  name: varchar({ length: 50 }).primaryKey(),
  publicKey: text().notNull(),
  privateKey: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

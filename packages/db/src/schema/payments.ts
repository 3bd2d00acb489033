import { sql } from 'drizzle-orm';
import { bigserial, boolean, char, check, index, integer, jsonb, numeric, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** The states of a payment as the provider reports them, plus what happens to a paid one later. */
export const PAYMENT_STATUSES = ['open', 'pending', 'paid', 'failed', 'canceled', 'expired', 'refunded', 'charged_back'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * What a member can buy (spec sections 1 and 4): credits for a price, per currency, optionally for one
 * country (a country's own rows replace the currency's default rows there). A tryout package adds
 * lifetime premium and can be bought once per member. Prices are minor units (cents); the server
 * computes every price from these rows, the client never sends one.
 */
export const creditPackages = pgTable(
  'credit_packages',
  {
    id: serial().primaryKey(),
    /** Stable name for the reference data (`eur-100`, `pln-tryout` ...): the seed updates rows by it. */
    code: varchar({ length: 40 }).notNull(),
    /** Null: the default package for its currency wherever that currency is used. */
    country: char({ length: 2 }),
    currency: char({ length: 3 }).notNull(),
    credits: integer().notNull(),
    /** Minor units. */
    price: integer().notNull(),
    bestValue: boolean().notNull().default(false),
    /** Credits plus lifetime premium, once per member. */
    tryout: boolean().notNull().default(false),
    position: integer().notNull().default(0),
    active: boolean().notNull().default(true),
  },
  (t) => [
    uniqueIndex('credit_packages_code_key').on(t.code),
    index('credit_packages_lookup_idx').on(t.currency, t.country),
    check('credit_packages_credits', sql`${t.credits} > 0`),
    check('credit_packages_price', sql`${t.price} > 0`),
    check('credit_packages_currency', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

export interface BankTransferDetails {
  bankName: string;
  iban: string;
  bic: string;
  reference: string;
}

/**
 * One payment a member started: the package and the amount the server computed, the provider's id and
 * status. The provider's webhook is the truth about the status; credits are granted with a ledger row
 * referencing `payment:<id>`.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: integer()
      .notNull()
      .references(() => creditPackages.id),
    /** What was bought, kept as it was when paid (packages may change later). */
    credits: integer().notNull(),
    tryout: boolean().notNull().default(false),
    /** Minor units, after any discount. */
    amount: integer().notNull(),
    /** Minor units refunded so far through the console's (partial) refunds, reserved before the provider is asked (decision 060). */
    refundedAmount: integer().notNull().default(0),
    currency: char({ length: 3 }).notNull(),
    method: varchar({ length: 40 }),
    /** The provider's id (Mollie: tr_…), once the provider has the payment. */
    providerId: varchar({ length: 64 }),
    status: varchar({ length: 20 }).notNull().default('open'),
    /** Mollie's sequence type: oneoff; first (starts a mandate for repeat orders); recurring (charged on a mandate, no checkout). */
    sequenceType: varchar({ length: 10 }).notNull().default('oneoff'),
    /** The mandate a recurring payment was charged on, or the one a first payment left behind. */
    mandateId: varchar({ length: 64 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
    /** Bank transfer: the account, BIC and reference the member transfers to, as the provider gave them at creation. */
    bankTransfer: jsonb().$type<BankTransferDetails>(),
    /** When the provider gives up waiting for the payment (a bank transfer's due date). */
    expiresAt: timestamp({ withTimezone: true }),
    /** The receipt mail: claimed (a lease, so a second delivery of payment.completed waits) and sent. */
    receiptClaimedAt: timestamp({ withTimezone: true }),
    receiptSentAt: timestamp({ withTimezone: true }),
    /** The discount code applied (as written on the code), its percentage and the package's price before it (decision 036). */
    discountCode: varchar({ length: 40 }),
    discountPercentage: numeric({ precision: 5, scale: 2 }),
    originalAmount: integer(),
  },
  (t) => [
    uniqueIndex('payments_provider_id_key').on(t.providerId),
    index('payments_user_idx').on(t.userId, t.createdAt),
    check('payments_status', sql.raw(`"status" in (${PAYMENT_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
    check('payments_sequence_type', sql`${t.sequenceType} in ('oneoff', 'first', 'recurring')`),
    check('payments_amount', sql`${t.amount} > 0 and ${t.credits} > 0`),
  ],
);

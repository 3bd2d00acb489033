import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { creditPackages, payments } from './payments.js';

export const DIRECT_DEBIT_REQUEST_STATUSES = ['open', 'confirming', 'confirmed', 'void'] as const;
export type DirectDebitRequestStatus = (typeof DIRECT_DEBIT_REQUEST_STATUSES)[number];

/**
 * A member's SEPA direct debit in the making (issue 11, decision 034): the form's bank and address
 * details, and the SMS code that confirms them (stored hashed, with its expiry, the sends and the wrong
 * attempts). Confirmed, it becomes a mandate and a payment at the provider (payment_id); the bank details
 * are then wiped, as they are whenever the request becomes void (the provider keeps the mandate).
 */
export const directDebitRequests = pgTable(
  'direct_debit_requests',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    packageId: integer()
      .notNull()
      .references(() => creditPackages.id),
    /** open: waiting for the code; confirming: code right, provider being asked; confirmed; void (expired, too many attempts, provider refused). */
    status: varchar({ length: 12 }).notNull().default('open'),
    accountHolder: varchar({ length: 70 }),
    /** Electronic format (no spaces, upper case). */
    iban: varchar({ length: 34 }),
    street: varchar({ length: 100 }),
    houseNumber: varchar({ length: 20 }),
    zip: varchar({ length: 12 }),
    city: varchar({ length: 60 }),
    /** E.164; kept after confirmation (the number the code went to). */
    phone: varchar({ length: 20 }).notNull(),
    /** sha256 of salt and code, hex; salt random per code. */
    codeHash: varchar({ length: 64 }).notNull(),
    codeSalt: varchar({ length: 32 }).notNull(),
    codeExpiresAt: timestamp({ withTimezone: true }).notNull(),
    sends: integer().notNull().default(1),
    lastSentAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    paymentId: bigint({ mode: 'number' }).references(() => payments.id, { onDelete: 'set null' }),
    /** A discount code the member applied (decision 036): checked at the start, again and reserved at confirmation. */
    discountCode: varchar({ length: 40 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('direct_debit_requests_user_idx').on(t.userId, t.createdAt),
    check('direct_debit_requests_status', sql.raw(`"status" in (${DIRECT_DEBIT_REQUEST_STATUSES.map((s) => `'${s}'`).join(', ')})`)),
  ],
);

export const BLOCKED_KINDS = ['iban', 'phone'] as const;
export type BlockedKind = (typeof BLOCKED_KINDS)[number];

/**
 * Bank accounts and phone numbers operators refuse for direct debit (fraud, chargebacks): an IBAN in
 * electronic format, a phone number in E.164. Filled by operators (SQL for now); migration 0015 adds
 * one test IBAN (README, "Direct debit").
 */
export const blockedPaymentDetails = pgTable(
  'blocked_payment_details',
  {
    id: serial().primaryKey(),
    kind: varchar({ length: 10 }).notNull(),
    value: varchar({ length: 40 }).notNull(),
    reason: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('blocked_payment_details_key').on(t.kind, t.value), check('blocked_payment_details_kind', sql`${t.kind} in ('iban', 'phone')`)],
);

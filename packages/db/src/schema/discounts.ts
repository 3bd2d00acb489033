import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, char, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { payments } from './payments.js';

/**
 * Discount codes (spec section 3): public codes, the welcome discount, TIMEBONUS25 and personal codes
 * such as the retention offer made before an account is deleted.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    code: varchar({ length: 40 }).notNull(),
    valuePercentage: numeric({ precision: 5, scale: 2 }).notNull(),
    currency: char({ length: 3 }),
    minimumOrderValue: numeric({ precision: 10, scale: 2 }),
    country: char({ length: 2 }),
    /** Set for a personal code: only this member may use it. */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** Set: the code is valid from this moment on (the start of its validity window). */
    starts: timestamp({ withTimezone: true }),
    expires: timestamp({ withTimezone: true }),
    status: varchar({ length: 20 }).notNull().default('active'),
    /** 'once' (one use in all), 'once-per-user', 'unlimited'. */
    validity: varchar({ length: 20 }).notNull().default('once-per-user'),
    /** Payment methods the code is valid for; empty = all. */
    paymentMethods: text().array().notNull().default(sql`'{}'::text[]`),
    /** Why the code exists: 'retention', 'welcome', 'timebonus', 'campaign'. */
    purpose: varchar({ length: 20 }).notNull().default('campaign'),
    /** Only for a member who never paid (welcome and time-bonus codes are so by their purpose). */
    firstPurchaseOnly: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_key').on(sql`upper(${t.code})`),
    index('discount_codes_user_idx').on(t.userId),
    // One welcome code per member (made on first ask, decision 036).
    uniqueIndex('discount_codes_welcome_key').on(t.userId).where(sql`${t.purpose} = 'welcome'`),
    check('discount_codes_percentage', sql`${t.valuePercentage} > 0 and ${t.valuePercentage} <= 100`),
    check('discount_codes_status', sql`${t.status} in ('active', 'used', 'disabled')`),
    check('discount_codes_validity', sql`${t.validity} in ('once', 'once-per-user', 'unlimited')`),
  ],
);

/**
 * A code applied to a payment (decision 036): written in the transaction that writes the payment
 * (`reserved`), kept when the payment is paid (`redeemed`), deleted when it fails, is cancelled or
 * expires, so the code can be used again. `scope` makes the rule of the code's validity a unique
 * constraint: 'once' for a code used once in all, 'user:<id>' for once per member, null (never equal)
 * for an unlimited code; two payments at once with the same code cannot both hold it.
 */
export const discountRedemptions = pgTable(
  'discount_redemptions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    codeId: bigint({ mode: 'number' })
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: bigint({ mode: 'number' })
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    scope: varchar({ length: 40 }),
    status: varchar({ length: 20 }).notNull().default('reserved'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discount_redemptions_scope_key').on(t.codeId, t.scope),
    uniqueIndex('discount_redemptions_payment_key').on(t.paymentId),
    index('discount_redemptions_user_idx').on(t.userId),
    check('discount_redemptions_status', sql`${t.status} in ('reserved', 'redeemed')`),
  ],
);

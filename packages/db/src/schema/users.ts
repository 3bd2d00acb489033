import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { creditReason, deleteReason, mailTokenPurpose, role, userStatus } from './enums.js';

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/** An account: what logs in, pays and receives mail. The public side is the profile. */
export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    email: varchar({ length: 254 }).notNull(),
    passwordHash: text().notNull(),
    status: userStatus().notNull().default('not_confirmed'),
    role: role().notNull().default('member'),
    language: varchar({ length: 5 }).notNull().default('nl'),
    /** A staff account's name as colleagues know it (decision 052); null for members, whose name is on the profile. */
    staffName: varchar({ length: 60 }),
    /** IANA time zone of the member: daily limits (the swipe game) reset at the member's midnight. */
    timeZone: varchar({ length: 64 }).notNull().default('Europe/Amsterdam'),
    credits: integer().notNull().default(0),
    paidUser: boolean().notNull().default(false),
    premiumSince: timestamp({ withTimezone: true }),
    /** The payment provider's customer (Mollie: cst_…), made on the first purchase; its mandates allow repeat orders and direct debit. */
    paymentCustomerId: varchar({ length: 64 }),
    invisible: boolean().notNull().default(false),
    /** Reasons mail stopped reaching the member: bounce, fbl, listunsubscribe. */
    notificationsDisabled: text().array().notNull().default(sql`'{}'::text[]`),
    emailConfirmedAt: timestamp({ withTimezone: true }),
    lastLoginAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
    /** When the personal data of a deleted account was removed for good (14 days after deletion). */
    purgedAt: timestamp({ withTimezone: true }),
    /** When staff banned the account (status disabled) and why; cleared by an unban (decision 051). */
    bannedAt: timestamp({ withTimezone: true }),
    banReason: varchar({ length: 500 }),
    deleteReason: deleteReason(),
    deleteRemarks: text(),
    /** The site (host) the member signed up on. */
    siteId: integer().notNull().default(1),
    signupIp: varchar({ length: 45 }),
    /**
     * The member whose landing page brought this member in (spec section 2, member landings): the
     * activation link leads to a conversation with them. No foreign key: a target that is later deleted
     * simply stops being a destination (the activation checks that the profile is still visible).
     */
    targetProfileId: integer(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index('users_status_idx').on(t.status),
    index('users_deleted_at_idx').on(t.deletedAt).where(sql`${t.deletedAt} is not null`),
    check('users_credits_nonnegative', sql`${t.credits} >= 0`),
    check('users_email_has_at', sql`position('@' in ${t.email}) > 1`),
  ],
);

/** Login sessions: the cookie holds a random token, the database only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    userAgent: varchar({ length: 512 }),
    ip: varchar({ length: 45 }),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Every login attempt, kept so lockouts hold across restarts and API nodes. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    email: varchar({ length: 254 }).notNull(),
    ip: varchar({ length: 45 }).notNull(),
    success: boolean().notNull(),
    attemptedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempts_email_idx').on(sql`lower(${t.email})`, t.attemptedAt),
    index('login_attempts_ip_idx').on(t.ip, t.attemptedAt),
  ],
);

/** Single-use links sent by mail (activation, reset, e-mail change, reactivation). */
export const mailTokens = pgTable(
  'mail_tokens',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: mailTokenPurpose().notNull(),
    tokenHash: bytea().notNull(),
    /** The address an e-mail change goes to. */
    newEmail: varchar({ length: 254 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mail_tokens_token_hash_key').on(t.tokenHash),
    index('mail_tokens_user_purpose_idx').on(t.userId, t.purpose),
  ],
);

/** Where a member came from (spec section 3: network, ref, sub1..sub3). */
export const trackingRecords = pgTable('tracking_records', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  network: varchar({ length: 100 }),
  ref: varchar({ length: 100 }),
  sub1: varchar({ length: 100 }),
  sub2: varchar({ length: 100 }),
  sub3: varchar({ length: 100 }),
  /** The campaign short link (`/{token}`, decision 063) the member came through, for the link's signup count. */
  campaignToken: varchar({ length: 32 }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('tracking_records_campaign_token_idx').on(t.campaignToken)]);

/** Per member and notification type: whether mail and push are wanted. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar({ length: 40 }).notNull(),
    email: boolean().notNull().default(true),
    push: boolean().notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);

/**
 * Append-only ledger of every credit change. The sum of `amount` per user always equals
 * users.credits; each row is written in the same transaction as the guarded balance update.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amount: integer().notNull(),
    balanceAfter: integer().notNull(),
    reason: creditReason().notNull(),
    /**
     * Which operation booked the change: `message:<id>`, `gift:<id>`, `signup`, `admin:<...>`,
     * `payment:<id>` ... With the reason it names the operation once: booking it again is a no-op.
     */
    reference: varchar({ length: 100 }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('credit_ledger_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('credit_ledger_operation_key').on(t.userId, t.reason, t.reference),
    check('credit_ledger_balance_nonnegative', sql`${t.balanceAfter} >= 0`),
    check('credit_ledger_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);

/**
 * The Idempotency-Key of a paid call, claimed per member in the transaction that charges: a repeated
 * key with the same request (fingerprint) gets the stored answer instead of a second charge.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar({ length: 100 }).notNull(),
    /** sha-256 of method, path, query and body: the same key with another request is refused. */
    fingerprint: varchar({ length: 64 }).notNull(),
    status: integer().notNull(),
    body: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

export type UserRow = typeof users.$inferSelect;
/** The account without its password hash, which only the calls that check a password read, fresh. */
export type AccountRow = Omit<UserRow, 'passwordHash'>;
/**
 * The account as a member's call sees it (request.member), read by the session lookup on every call
 * (issue 18): only the columns the calls use. The ban, the deletion, the mail and login dates and the
 * signup address are read fresh (AccountRow) by the few calls that show or change them.
 */
export type MemberRow = Omit<AccountRow, (typeof READ_FRESH_COLUMNS)[number]>;
/** The account columns MemberRow leaves out (the session lookup reads the table's columns but these and the hash). */
export const READ_FRESH_COLUMNS = [
  'emailConfirmedAt',
  'lastLoginAt',
  'deletedAt',
  'purgedAt',
  'bannedAt',
  'banReason',
  'deleteReason',
  'deleteRemarks',
  'signupIp',
  'updatedAt',
  'targetProfileId',
] as const satisfies readonly (keyof AccountRow)[];

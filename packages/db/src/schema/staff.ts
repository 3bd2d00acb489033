import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { bytea, users } from './users.js';

/**
 * Console sessions of staff (operator, moderator, admin), apart from member sessions (decision 040):
 * their own cookie, 12 hours at most and 30 minutes idle. `stage` is `password` between the password
 * and the second factor (10 minutes), `active` after it; only an active one calls staff calls.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: bytea().notNull(),
    stage: varchar({ length: 10 }).notNull(),
    /** Wrong second-factor codes entered in this session; the fifth ends it (the password again). */
    failedCodes: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    userAgent: varchar({ length: 512 }),
    ip: varchar({ length: 45 }),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_key').on(t.tokenHash),
    index('staff_sessions_user_idx').on(t.userId),
    check('staff_sessions_stage', sql`${t.stage} in ('password', 'active')`),
  ],
);

/**
 * A staff member's TOTP secret (base32, RFC 6238, 30 s, 6 digits). `confirmedAt` is set by the first
 * right code; `lastStep` is the time step of the last accepted code, so a code is accepted once.
 */
export const staffTotp = pgTable('staff_totp', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: varchar({ length: 64 }).notNull(),
  confirmedAt: timestamp({ withTimezone: true }),
  lastStep: bigint({ mode: 'number' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A staff account's one-time setup link (decision 052): made by an admin when the account is created (or
 * again later), shown to that admin once and handed over by them; only its SHA-256 is stored. Opening it
 * sets the password; the second factor is enrolled at the first sign-in. A newer link voids the older.
 */
export const staffSetupLinks = pgTable(
  'staff_setup_links',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: bytea().notNull(),
    /** The admin who made it (no foreign key: the row outlives that account). */
    createdBy: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_setup_links_token_hash_key').on(t.tokenHash), index('staff_setup_links_user_idx').on(t.userId)],
);

/** Single-use recovery codes of a staff member, only their SHA-256 stored; a new enrolment replaces them. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: bytea().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_recovery_codes_hash_key').on(t.userId, t.codeHash)],
);

/**
 * Every staff action (decision 041): who (id, e-mail and role at the time, no foreign key so the row
 * outlives the account), what, on which record, before and after, when. Append-only: a trigger refuses
 * UPDATE, DELETE and TRUNCATE (migration 0020).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    actorId: integer(),
    actorEmail: varchar({ length: 254 }).notNull(),
    actorRole: varchar({ length: 20 }).notNull(),
    action: varchar({ length: 60 }).notNull(),
    recordType: varchar({ length: 40 }),
    recordId: varchar({ length: 100 }),
    before: jsonb(),
    after: jsonb(),
    ip: varchar({ length: 45 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;

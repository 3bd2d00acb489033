import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Locale, SignupBody } from '@dating/contracts';
import {
  loginAttempts,
  mailTokens,
  profiles,
  trackingRecords,
  users,
  type Db, type DbOrTx,
  type AccountRow,
  type MemberRow,
} from '@dating/db';
import { grant } from '../credits/credits.service.js';
import { emit } from '../../events/emit.js';
import { fail, invalid, type ApiError } from '../../lib/api-error.js';
import { addDays } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.js';
import { hashToken, newToken } from '../../lib/tokens.js';
import { isValidEmail, suggestEmail } from '../../lib/email.js';
import type { SiteRow } from '../../plugins/site.js';
import { checkSignupRules } from './accounts.policy.js';
import { blockedMinutes, lockAttempts } from './lockout.js';
import { releaseHeldMessages } from '../chat/chat.service.js';
import { canSee } from '../visibility/visibility.js';

export const ACTIVATION_DAYS = 7;
/** A new activation mail is sent at most once a minute. */
export const ACTIVATION_RESEND_SECONDS = 60;

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

export async function findUserByEmail(db: Db, email: string): Promise<AccountRow | null> {
  const [user] = await db.select().from(users).where(byEmail(email));
  return user ?? null;
}

/** The error a signup with an address that already has an account gets. */
function emailInUse(user: MemberRow): ApiError {
  return user.status === 'deleted'
    ? fail('email_deleted_reactivatable', {}, { fields: { email: 'email_taken' } })
    : fail('email_taken', {}, { fields: { email: 'email_taken' } });
}

export interface CheckedEmail {
  valid: boolean;
  available: boolean;
  suggestion: string | null;
}

export async function checkEmail(db: Db, email: string): Promise<CheckedEmail> {
  const trimmed = email.trim();
  const valid = isValidEmail(trimmed);
  const suggestion = valid ? suggestEmail(trimmed) : null;
  const available = valid ? (await findUserByEmail(db, trimmed)) === null : true;
  return { valid, available, suggestion };
}

export async function createActivationToken(db: DbOrTx, userId: number, now: Date): Promise<string> {
  const token = newToken();
  await db.insert(mailTokens).values({
    userId,
    purpose: 'activation',
    tokenHash: hashToken(token),
    createdAt: now,
    expiresAt: addDays(now, ACTIVATION_DAYS),
  });
  return token;
}

export interface SignupResult {
  user: MemberRow;
  activationToken: string;
}

/**
 * Creates the account in one transaction: user (not_confirmed), disabled profile, tracking,
 * signup credits with their ledger row, and the activation token. Nothing is written when a rule fails.
 */
export async function signup(
  db: Db,
  input: { body: SignupBody; site: SiteRow; language: Locale; ip: string; now: Date; campaign?: string },
): Promise<SignupResult> {
  const { body, site, now } = input;
  const rules = checkSignupRules(body, { today: now, minAge: site.minAge, countries: site.countries });
  if (Object.keys(rules.fields).length > 0) {
    throw invalid(rules.fields, {
      min_age: site.minAge,
      ...(rules.fields.email && rules.suggestion ? { suggestion: rules.suggestion } : {}),
    });
  }
  const email = body.email.trim();
  const existing = await findUserByEmail(db, email);
  if (existing) throw emailInUse(existing);

  // A landing page's member becomes the target only while a visitor may see them; a target that
  // vanished since the landing page was opened does not cost the visitor the signup (decision 057).
  const target = body.target_profile_id;
  const targetProfileId = target !== undefined && (await canSee(db, null, target, 'view')) ? target : null;

  const passwordHash = await hashPassword(body.password);
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          status: 'not_confirmed',
          language: body.language ?? input.language,
          siteId: site.id,
          signupIp: input.ip,
          targetProfileId,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!user) throw new Error('user insert returned nothing');
      await tx.insert(profiles).values({
        id: user.id,
        name: body.name.trim(),
        status: 'disabled',
        gender: body.gender,
        sexuality: body.sexuality,
        dateOfBirth: body.date_of_birth,
        country: body.country?.toUpperCase() ?? site.defaultCountry,
        signupMessage: body.signup_message || null,
        createdAt: now,
        updatedAt: now,
      });
      if ((body.tracking && Object.values(body.tracking).some(Boolean)) || input.campaign) {
        await tx.insert(trackingRecords).values({ userId: user.id, ...body.tracking, campaignToken: input.campaign ?? null });
      }
      // The signup credits go through the ledger like every other change of the balance.
      if (site.signupCredits > 0) {
        user.credits = await grant(tx, { userId: user.id, amount: site.signupCredits, reason: 'signup_bonus', reference: 'signup', now });
      }
      const activationToken = await createActivationToken(tx, user.id, now);
      await emit(tx, { type: 'account.signed_up', userId: user.id, siteId: site.id, activationToken });
      return { user, activationToken };
    });
  } catch (error) {
    // Two signups with the same address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw fail('email_taken', {}, { fields: { email: 'email_taken' } });
    throw error;
  }
}

/**
 * Checks the password under the lockout rules. Every checked attempt is recorded; an attempt
 * during a block is refused without looking at the password, so even the right one waits.
 */
export async function login(db: Db, input: { email: string; password: string; ip: string; now: Date }): Promise<MemberRow> {
  const email = input.email.trim().toLowerCase().slice(0, 254);
  const outcome = await db.transaction(async (tx) => {
    await lockAttempts(tx, email, input.ip);
    const minutes = await blockedMinutes(tx, email, input.ip, input.now);
    if (minutes > 0) return { kind: 'blocked' as const, minutes };
    const [user] = await tx.select().from(users).where(byEmail(email));
    const ok =
      user && user.status !== 'deleted'
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
    await tx.insert(loginAttempts).values({ email, ip: input.ip, success: Boolean(ok), attemptedAt: input.now });
    if (!user || !ok) return { kind: 'failed' as const };
    return { kind: 'ok' as const, user };
  });
  if (outcome.kind === 'blocked') throw fail('login_blocked', { minutes: outcome.minutes });
  if (outcome.kind === 'failed') throw fail('login_failed');
  const { user } = outcome;
  if (user.status === 'disabled') throw fail('account_banned');
  const [updated] = await db.update(users).set({ lastLoginAt: input.now }).where(eq(users.id, user.id)).returning();
  return updated ?? user;
}

export type ActivationOutcome =
  | { kind: 'activated'; targetProfileId: number | null }
  | { kind: 'already_active' | 'invalid' };

/** Confirms the e-mail address behind an activation link: user active, profile active, token used. */
export async function activate(db: Db, token: string, now: Date): Promise<ActivationOutcome> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return { kind: 'invalid' };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ token: mailTokens, user: users })
      .from(mailTokens)
      .innerJoin(users, eq(users.id, mailTokens.userId))
      .where(and(eq(mailTokens.tokenHash, hashToken(token)), eq(mailTokens.purpose, 'activation')))
      .for('update');
    if (!row) return { kind: 'invalid' };
    if (row.user.status === 'active') return { kind: 'already_active' };
    if (row.token.usedAt || row.token.expiresAt <= now || row.user.status !== 'not_confirmed') return { kind: 'invalid' };
    await tx.update(mailTokens).set({ usedAt: now }).where(eq(mailTokens.id, row.token.id));
    await tx
      .update(users)
      .set({ status: 'active', emailConfirmedAt: now, updatedAt: now })
      .where(eq(users.id, row.user.id));
    // A profile a moderator hid before the address was confirmed stays hidden until a moderator shows it again.
    await tx
      .update(profiles)
      .set({ status: 'active', updatedAt: now })
      .where(and(eq(profiles.id, row.user.id), isNull(profiles.hiddenAt)));
    await releaseHeldMessages(tx, row.user.id);
    // The member a landing page brought them for, while the new member may still see them.
    const target = row.user.targetProfileId;
    const targetProfileId = target !== null && (await canSee(tx, row.user.id, target, 'view')) ? target : null;
    return { kind: 'activated', targetProfileId };
  });
}

/** A fresh activation link for a not_confirmed member; earlier links stop working. */
export async function renewActivationToken(db: Db, user: MemberRow, siteId: number, now: Date): Promise<string> {
  if (user.status !== 'not_confirmed') throw fail('already_confirmed');
  return db.transaction(async (tx) => {
    const [last] = await tx
      .select({ createdAt: mailTokens.createdAt })
      .from(mailTokens)
      .where(and(eq(mailTokens.userId, user.id), eq(mailTokens.purpose, 'activation')))
      .orderBy(desc(mailTokens.createdAt))
      .limit(1);
    if (last && now.getTime() - last.createdAt.getTime() < ACTIVATION_RESEND_SECONDS * 1000) {
      throw fail('too_many_requests');
    }
    await tx
      .update(mailTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(mailTokens.userId, user.id),
          eq(mailTokens.purpose, 'activation'),
          isNull(mailTokens.usedAt),
          gt(mailTokens.expiresAt, now),
        ),
      );
    const token = await createActivationToken(tx, user.id, now);
    await emit(tx, { type: 'account.activation_requested', userId: user.id, siteId, token });
    return token;
  });
}

export async function setLanguage(db: Db, userId: number, language: Locale): Promise<MemberRow> {
  const [user] = await db.update(users).set({ language }).where(eq(users.id, userId)).returning();
  if (!user) throw fail('authentication_required');
  return user;
}

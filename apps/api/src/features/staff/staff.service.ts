import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { STAFF_RECOVERY_CODE_COUNT, STAFF_ROLES, consoleLanguage, type StaffRole, type StaffUser } from '@dating/contracts';
import { staffRecoveryCodes, staffSessions, staffTotp, type Db, type MemberRow } from '@dating/db';
import { fail } from '../../lib/api-error.js';
import { audit, type AuditActor } from './audit.service.js';

/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'Amora console';
const PERIOD_SECONDS = 30;
/** Codes of the step before and after count too: clocks of phones drift. */
const WINDOW = 1;
/** The fifth wrong code ends the half-open session: the password must be entered again. */
export const MAX_FAILED_CODES = 5;

export function isStaffRole(role: MemberRow['role']): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

export function presentStaff(user: MemberRow): StaffUser {
  if (!isStaffRole(user.role)) throw new Error(`user ${user.id} is not staff`);
  return { id: user.id, email: user.email, role: user.role, name: user.staffName, language: consoleLanguage(user.language) };
}

export function totpFor(email: string, secret: string): TOTP {
  return new TOTP({ issuer: TOTP_ISSUER, label: email, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secret) });
}

/**
 * After the password: whether the account has a confirmed second factor; if not, the secret to enrol
 * (an unconfirmed one is kept, so an app that already scanned it keeps working).
 */
export async function secondFactorStep(db: Db, user: MemberRow, now: Date): Promise<{ next: 'code' } | { next: 'enrol'; enrolment: { secret: string; uri: string } }> {
  const [existing] = await db.select().from(staffTotp).where(eq(staffTotp.userId, user.id));
  if (existing?.confirmedAt) return { next: 'code' };
  let secret = existing?.secret;
  if (!secret) {
    secret = new Secret({ size: 20 }).base32;
    await db.insert(staffTotp).values({ userId: user.id, secret, createdAt: now }).onConflictDoNothing();
    // Two logins at once: the one stored wins.
    const [stored] = await db.select().from(staffTotp).where(eq(staffTotp.userId, user.id));
    secret = stored!.secret;
  }
  return { next: 'enrol', enrolment: { secret, uri: totpFor(user.email, secret).toString() } };
}

/** A recovery code as handed out: 10 characters of an unambiguous alphabet, as `xxxxx-xxxxx`. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}
function hashRecoveryCode(code: string): Buffer {
  return createHash('sha256').update(code.toLowerCase().replace(/[^a-z0-9]/g, '')).digest();
}

export type Verified = { method: 'totp' | 'recovery_code'; recoveryCodes?: string[] };

/**
 * The second factor of a half-open console session. A TOTP code counts once (its time step must be
 * newer than the last accepted one); a recovery code once. The first code of an enrolment confirms it
 * and answers fresh recovery codes. A wrong code counts against the session; the fifth ends it.
 */
export async function verifySecondFactor(
  db: Db,
  input: { sessionId: number; user: MemberRow; failedCodes: number; code?: string; recoveryCode?: string; actor: AuditActor; now: Date },
): Promise<Verified> {
  const verified = await db.transaction(async (tx) => {
    const [totp] = await tx.select().from(staffTotp).where(eq(staffTotp.userId, input.user.id)).for('update');
    if (!totp) return null;
    if (input.recoveryCode !== undefined) {
      if (!totp.confirmedAt) return null;
      const [used] = await tx
        .update(staffRecoveryCodes)
        .set({ usedAt: input.now })
        .where(and(eq(staffRecoveryCodes.userId, input.user.id), eq(staffRecoveryCodes.codeHash, hashRecoveryCode(input.recoveryCode)), isNull(staffRecoveryCodes.usedAt)))
        .returning({ id: staffRecoveryCodes.id });
      if (!used) return null;
      await audit(tx, input.actor, { action: 'staff.recovery_code_used', recordType: 'user', recordId: input.user.id }, input.now);
      return { method: 'recovery_code' } satisfies Verified;
    }
    const delta = totpFor(input.user.email, totp.secret).validate({ token: input.code ?? '', timestamp: input.now.getTime(), window: WINDOW });
    if (delta === null) return null;
    const step = Math.floor(input.now.getTime() / 1000 / PERIOD_SECONDS) + delta;
    if (totp.lastStep !== null && step <= totp.lastStep) return null;
    await tx.update(staffTotp).set({ lastStep: step, confirmedAt: totp.confirmedAt ?? input.now }).where(eq(staffTotp.userId, input.user.id));
    if (totp.confirmedAt) return { method: 'totp' } satisfies Verified;
    const recoveryCodes = Array.from({ length: STAFF_RECOVERY_CODE_COUNT }, newRecoveryCode);
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, input.user.id));
    await tx.insert(staffRecoveryCodes).values(recoveryCodes.map((code) => ({ userId: input.user.id, codeHash: hashRecoveryCode(code), createdAt: input.now })));
    await audit(tx, input.actor, { action: 'staff.second_factor_enrolled', recordType: 'user', recordId: input.user.id, after: { recovery_codes: recoveryCodes.length } }, input.now);
    return { method: 'totp', recoveryCodes } satisfies Verified;
  });
  if (verified) return verified;
  const failed = input.failedCodes + 1;
  await db
    .update(staffSessions)
    .set({ failedCodes: sql`${staffSessions.failedCodes} + 1`, ...(failed >= MAX_FAILED_CODES && { revokedAt: input.now }) })
    .where(eq(staffSessions.id, input.sessionId));
  await audit(db, input.actor, { action: 'staff.code_refused', recordType: 'user', recordId: input.user.id, after: { failed, session_ended: failed >= MAX_FAILED_CODES } }, input.now);
  throw fail('code_invalid');
}

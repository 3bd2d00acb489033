import { eq } from 'drizzle-orm';
import { profiles, users, type Db, type MemberRow } from '@dating/db';
import { fail, invalid } from '../../lib/api-error.js';
import { emit } from '../../events/emit.js';
import type { Locale } from '@dating/contracts';
import { hashPassword, verifyMemberPassword } from '../../lib/passwords.js';
import { findUserByEmail } from './accounts.service.js';
import { findValidToken, issueMailToken, useToken } from './tokens.service.js';
import { releaseHeldMessages } from '../chat/chat.service.js';
import { revokeSessions } from './sessions.service.js';

export const RESET_HOURS = 2;

/** Starts a reset: the member of that address and a fresh single-use token. */
export async function startPasswordReset(db: Db, email: string, mail: { siteId: number; locale: Locale }, now: Date): Promise<{ user: MemberRow; token: string }> {
  const user = await findUserByEmail(db, email);
  if (!user || user.status === 'deleted' || user.status === 'disabled') throw fail('email_not_found');
  const token = await db.transaction(async (tx) => {
    const issued = await issueMailToken(tx, {
      userId: user.id,
      purpose: 'password_reset',
      now,
      expiresAt: new Date(now.getTime() + RESET_HOURS * 3_600_000),
    });
    await emit(tx, { type: 'account.password_reset_requested', userId: user.id, ...mail, token: issued });
    return issued;
  });
  return { user, token };
}

export async function isResetTokenValid(db: Db, token: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => (await findValidToken(tx, token, 'password_reset', now)) !== null);
}

function samePasswords(password: string, repeat: string): void {
  if (password !== repeat) throw invalid({ password_repeat: 'passwords_not_equal' });
}

/**
 * Sets a new password from a reset link and ends every session of the member (their sockets close
 * through the sessions.ended event). Opening the link proves the mailbox, so a not_confirmed member is confirmed by it too.
 */
export async function resetPassword(
  db: Db,
  input: { token: string; password: string; repeat: string; now: Date },
): Promise<{ userId: number }> {
  samePasswords(input.password, input.repeat);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const valid = await findValidToken(tx, input.token, 'password_reset', input.now);
    if (!valid || valid.user.status === 'deleted') throw fail('reset_link_expired');
    await useToken(tx, valid.id, input.now);
    const confirms = valid.user.status === 'not_confirmed';
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: input.now, ...(confirms && { status: 'active' as const, emailConfirmedAt: input.now }) })
      .where(eq(users.id, valid.user.id));
    if (confirms) {
      await tx.update(profiles).set({ status: 'active', updatedAt: input.now }).where(eq(profiles.id, valid.user.id));
      await releaseHeldMessages(tx, valid.user.id);
    }
    await revokeSessions(tx, valid.user.id, input.now);
    return { userId: valid.user.id };
  });
}

/** Changes the password of a logged-in member; their other sessions end (and their sockets), this one stays. */
export async function changePassword(
  db: Db,
  input: { user: MemberRow; sessionId: number | null; oldPassword: string; password: string; repeat: string; now: Date },
): Promise<void> {
  if (!(await verifyMemberPassword(db, input.user.id, input.oldPassword))) {
    throw invalid({ old_password: 'old_password_wrong' });
  }
  samePasswords(input.password, input.repeat);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: input.now }).where(eq(users.id, input.user.id));
    await revokeSessions(tx, input.user.id, input.now, input.sessionId);
  });
}

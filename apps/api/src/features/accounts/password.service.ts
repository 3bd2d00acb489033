import { eq } from 'drizzle-orm';
import { profiles, users, type Db, type UserRow } from '@dating/db';
import { fail, invalid } from '../../lib/api-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { findUserByEmail } from './accounts.service.js';
import { findValidToken, issueMailToken, useToken } from './tokens.service.js';
import { releaseHeldMessages } from '../chat/chat.service.js';
import { revokeSessions } from './sessions.service.js';

export const RESET_HOURS = 2;

/** Starts a reset: the member of that address and a fresh single-use token. */
export async function startPasswordReset(db: Db, email: string, now: Date): Promise<{ user: UserRow; token: string }> {
  const user = await findUserByEmail(db, email);
  if (!user || user.status === 'deleted' || user.status === 'disabled') throw fail('email_not_found');
  const token = await db.transaction((tx) =>
    issueMailToken(tx, {
      userId: user.id,
      purpose: 'password_reset',
      now,
      expiresAt: new Date(now.getTime() + RESET_HOURS * 3_600_000),
    }),
  );
  return { user, token };
}

export async function isResetTokenValid(db: Db, token: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => (await findValidToken(tx, token, 'password_reset', now)) !== null);
}

function samePasswords(password: string, repeat: string): void {
  if (password !== repeat) throw invalid({ password_repeat: 'passwords_not_equal' });
}

/**
 * Sets a new password from a reset link and ends every session of the member (answered, to close
 * their sockets). Opening the link proves the mailbox, so a not_confirmed member is confirmed by it too.
 */
export async function resetPassword(
  db: Db,
  input: { token: string; password: string; repeat: string; now: Date },
): Promise<{ userId: number; endedSessionIds: number[] }> {
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
    return { userId: valid.user.id, endedSessionIds: await revokeSessions(tx, valid.user.id, input.now) };
  });
}

/** Changes the password of a logged-in member; their other sessions end (answered), this one stays. */
export async function changePassword(
  db: Db,
  input: { user: UserRow; sessionId: number | null; oldPassword: string; password: string; repeat: string; now: Date },
): Promise<number[]> {
  if (!(await verifyPassword(input.user.passwordHash, input.oldPassword))) {
    throw invalid({ old_password: 'old_password_wrong' });
  }
  samePasswords(input.password, input.repeat);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: input.now }).where(eq(users.id, input.user.id));
    return revokeSessions(tx, input.user.id, input.now, input.sessionId);
  });
}

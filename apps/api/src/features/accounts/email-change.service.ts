import { eq } from 'drizzle-orm';
import { profiles, users, type Db, type MemberRow } from '@dating/db';
import { fail, invalid } from '../../lib/api-error.js';
import { emit } from '../../events/emit.js';
import type { Locale } from '@dating/contracts';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { isValidEmail, suggestEmail } from '../../lib/email.js';
import { verifyMemberPassword } from '../../lib/passwords.js';
import { findUserByEmail } from './accounts.service.js';
import { findValidToken, issueMailToken, useToken } from './tokens.service.js';
import { releaseHeldMessages } from '../chat/chat.service.js';
import { revokeSessions } from './sessions.service.js';

export const EMAIL_CHANGE_HOURS = 24;

/**
 * Starts an e-mail change: checked like a signup address, confirmed by the password, and
 * applied only when the link mailed to the new address is opened.
 */
export async function startEmailChange(
  db: Db,
  input: { user: MemberRow; email: string; password: string; siteId: number; locale: Locale; now: Date },
): Promise<{ token: string; email: string; suggestion: string | null }> {
  const email = input.email.trim();
  if (!isValidEmail(email)) {
    const suggestion = suggestEmail(email);
    throw invalid({ email: 'email_new_invalid' }, suggestion ? { suggestion } : {});
  }
  if (email.toLowerCase() === input.user.email.toLowerCase()) throw invalid({ email: 'email_unchanged' });
  if (!(await verifyMemberPassword(db, input.user.id, input.password))) {
    throw invalid({ password: 'password_wrong' });
  }
  const existing = await findUserByEmail(db, email);
  if (existing) throw fail('email_taken', {}, { fields: { email: 'email_taken' } });
  const token = await db.transaction(async (tx) => {
    const issued = await issueMailToken(tx, {
      userId: input.user.id,
      purpose: 'email_change',
      now: input.now,
      expiresAt: new Date(input.now.getTime() + EMAIL_CHANGE_HOURS * 3_600_000),
      newEmail: email,
    });
    await emit(tx, { type: 'account.email_change_requested', userId: input.user.id, siteId: input.siteId, locale: input.locale, token: issued, to: email });
    return issued;
  });
  return { token, email, suggestion: suggestEmail(email) };
}

/**
 * Applies the change from the link: the new address also counts as confirmed, and mail stops
 * being held back for a bounce or spam report of the old one. Like a password change, it ends the
 * member's other sessions (their sockets close through sessions.ended): all of them, but the session that
 * opened the link when it is the member's own.
 */
export async function confirmEmailChange(
  db: Db,
  input: { token: string; siteId: number; now: Date; session: { userId: number; sessionId: number } | null },
): Promise<{ user: MemberRow; oldEmail: string }> {
  try {
    return await db.transaction(async (tx) => {
      const valid = await findValidToken(tx, input.token, 'email_change', input.now);
      if (!valid?.newEmail || valid.user.status === 'deleted') throw fail('mail_change_link_expired');
      await useToken(tx, valid.id, input.now);
      const [user] = await tx
        .update(users)
        .set({
          email: valid.newEmail,
          emailConfirmedAt: input.now,
          notificationsDisabled: [],
          updatedAt: input.now,
          ...(valid.user.status === 'not_confirmed' && { status: 'active' as const }),
        })
        .where(eq(users.id, valid.user.id))
        .returning();
      if (valid.user.status === 'not_confirmed') {
        await tx.update(profiles).set({ status: 'active', updatedAt: input.now }).where(eq(profiles.id, valid.user.id));
        await releaseHeldMessages(tx, valid.user.id);
      }
      const keep = input.session?.userId === valid.user.id ? input.session.sessionId : null;
      await revokeSessions(tx, valid.user.id, input.now, keep);
      await emit(tx, { type: 'account.email_changed', userId: valid.user.id, siteId: input.siteId, oldEmail: valid.user.email });
      return { user: user!, oldEmail: valid.user.email };
    });
  } catch (error) {
    // Someone signed up with that address after the link was sent.
    if (isUniqueViolation(error)) throw fail('email_taken', {}, { fields: { email: 'email_taken' } });
    throw error;
  }
}

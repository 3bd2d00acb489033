import { randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { DeleteReason } from '@dating/contracts';
import { emit } from '../../events/emit.js';
import {
  conversations,
  discountCodes,
  messages,
  loginAttempts,
  mailTokens,
  notificationPreferences,
  notificationSends,
  photos,
  profiles,
  sessions,
  trackingRecords,
  users,
  type Db,
  type AccountRow,
  type MemberRow,
} from '@dating/db';
import { fail, invalid } from '../../lib/api-error.js';
import { addDays } from '../../lib/clock.js';
import { verifyMemberPassword } from '../../lib/passwords.js';
import { findValidToken, issueMailToken, useToken } from './tokens.service.js';
import { revokeSessions } from './sessions.service.js';
import type { PhotoStore } from '../../lib/storage/photo-store.js';

/** Days a deleted account can still be reactivated (spec section 9). */
export const GRACE_DAYS = 14;
export const RETENTION_CODE_DAYS = 30;

/**
 * Deletes the account at once: gone for other members, every session ended, a reactivation
 * link valid for 14 days. The personal data stays until the purge job removes it.
 */
export async function deleteAccount(
  db: Db,
  input: { user: MemberRow; reason: DeleteReason; remarks?: string; password: string; siteId: number; now: Date },
): Promise<{ token: string; until: Date }> {
  if (!(await verifyMemberPassword(db, input.user.id, input.password))) {
    throw invalid({ password: 'password_wrong' });
  }
  const until = addDays(input.now, GRACE_DAYS);
  return db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        status: 'deleted',
        deletedAt: input.now,
        deleteReason: input.reason,
        deleteRemarks: input.remarks || null,
        updatedAt: input.now,
      })
      .where(eq(users.id, input.user.id));
    await tx.update(profiles).set({ status: 'disabled', updatedAt: input.now }).where(eq(profiles.id, input.user.id));
    // sessions.ended closes their sockets on every node once this commits.
    await revokeSessions(tx, input.user.id, input.now);
    const token = await issueMailToken(tx, { userId: input.user.id, purpose: 'reactivation', now: input.now, expiresAt: until });
    await emit(tx, { type: 'account.deleted', userId: input.user.id, siteId: input.siteId, reactivationToken: token, until: until.toISOString() });
    return { token, until };
  });
}

/** A new reactivation link for a deleted account still in its grace period (e.g. when it signs up again). */
export async function renewReactivationToken(db: Db, user: AccountRow, siteId: number, now: Date): Promise<{ token: string; until: Date } | null> {
  if (user.status !== 'deleted' || !user.deletedAt || user.purgedAt) return null;
  const until = addDays(user.deletedAt, GRACE_DAYS);
  if (until <= now) return null;
  const token = await db.transaction(async (tx) => {
    const issued = await issueMailToken(tx, { userId: user.id, purpose: 'reactivation', now, expiresAt: until });
    await emit(tx, { type: 'account.reactivation_requested', userId: user.id, siteId, token: issued, until: until.toISOString() });
    return issued;
  });
  return { token, until };
}

/** Restores a deleted account from its link within the grace period. */
export async function reactivate(db: Db, token: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const valid = await findValidToken(tx, token, 'reactivation', now);
    const user = valid?.user;
    if (!valid || !user || user.status !== 'deleted' || user.purgedAt || !user.deletedAt) return false;
    if (addDays(user.deletedAt, GRACE_DAYS) <= now) return false;
    await useToken(tx, valid.id, now);
    const confirmed = user.emailConfirmedAt !== null;
    await tx
      .update(users)
      .set({
        status: confirmed ? 'active' : 'not_confirmed',
        deletedAt: null,
        deleteReason: null,
        deleteRemarks: null,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    await tx
      .update(profiles)
      .set({ status: confirmed ? 'active' : 'disabled', updatedAt: now })
      .where(eq(profiles.id, user.id));
    return true;
  });
}

/**
 * The retention offer shown before the final click: the company's delete_discount as a
 * personal code. Asking twice answers the same code.
 */
export async function acceptRetentionOffer(
  db: Db,
  input: { user: MemberRow; percentage: number; now: Date },
): Promise<{ code: string; percentage: number; expires: Date }> {
  if (input.percentage <= 0) throw fail('not_found');
  const [existing] = await db
    .select()
    .from(discountCodes)
    .where(
      and(
        eq(discountCodes.userId, input.user.id),
        eq(discountCodes.purpose, 'retention'),
        eq(discountCodes.status, 'active'),
        gt(discountCodes.expires, input.now),
      ),
    );
  if (existing) return { code: existing.code, percentage: Number(existing.valuePercentage), expires: existing.expires! };
  const code = `STAY${input.percentage}-${randomBytes(4).toString('hex').toUpperCase()}`;
  const expires = addDays(input.now, RETENTION_CODE_DAYS);
  await db.insert(discountCodes).values({
    code,
    valuePercentage: String(input.percentage),
    userId: input.user.id,
    expires,
    validity: 'once',
    purpose: 'retention',
    createdAt: input.now,
  });
  return { code, percentage: input.percentage, expires };
}

/**
 * Removes the personal data of accounts deleted more than 14 days ago. The account row stays,
 * anonymised, because the credit ledger and payments must be kept for the books. Safe to run
 * on several nodes at once: rows are claimed with SKIP LOCKED.
 */
export async function purgeDeletedAccounts(db: Db, now: Date, store?: PhotoStore, batch = 100): Promise<number> {
  const cutoff = addDays(now, -GRACE_DAYS);
  const files: string[] = [];
  const purged = await db.transaction(async (tx) => {
    const due = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.status, 'deleted'), lte(users.deletedAt, cutoff), isNull(users.purgedAt)))
      .orderBy(asc(users.deletedAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    for (const { id, email } of due) {
      const gone = await tx.delete(photos).where(eq(photos.profileId, id)).returning();
      for (const p of gone) files.push(p.filename, p.thumbFilename, p.blurFilename);
      await tx.delete(profiles).where(eq(profiles.id, id));
      // Their conversations (already hidden from the other side) go with every message and photo in them.
      const theirs = or(eq(conversations.memberA, id), eq(conversations.memberB, id));
      const chatPhotos = await tx
        .select({ filename: messages.photoFilename, blur: messages.photoBlurFilename })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(theirs, eq(messages.kind, 'photo')));
      for (const p of chatPhotos) files.push(p.filename!, p.blur!);
      await tx.delete(conversations).where(theirs);
      await tx.delete(trackingRecords).where(eq(trackingRecords.userId, id));
      await tx.delete(sessions).where(eq(sessions.userId, id));
      await tx.delete(mailTokens).where(eq(mailTokens.userId, id));
      await tx.delete(notificationPreferences).where(eq(notificationPreferences.userId, id));
      await tx.delete(notificationSends).where(eq(notificationSends.userId, id));
      await tx.delete(discountCodes).where(eq(discountCodes.userId, id));
      await tx.delete(loginAttempts).where(eq(sql`lower(${loginAttempts.email})`, email.toLowerCase()));
      await tx
        .update(users)
        .set({
          email: `purged-${id}@deleted.invalid`,
          passwordHash: '',
          signupIp: null,
          deleteRemarks: null,
          notificationsDisabled: [],
          purgedAt: now,
          updatedAt: now,
        })
        .where(eq(users.id, id));
    }
    return due.length;
  });
  // Files go after the rows are gone for good; a failed delete leaves an orphan file, never a broken row.
  if (store) await Promise.all(files.map((key) => store.delete(key).catch(() => undefined)));
  return purged;
}

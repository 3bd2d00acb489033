import { eq } from 'drizzle-orm';
import { profiles, users, type Db, type DbOrTx, type AccountRow } from '@dating/db';
import { fail } from '../../lib/api-error.js';
import { audit, type AuditActor } from '../staff/audit.service.js';
import { revokeSessions } from './sessions.service.js';

/** What a ban needs of the realtime feature (app.realtime): closing the sockets of the sessions it ended. */
export interface SessionSockets {
  endSessions(userId: number, sessionIds: number[], reason?: 'banned'): Promise<void>;
}

/**
 * Bans the (locked) account inside the caller's transaction: disabled, so login answers account_banned and
 * the profile disappears for other members; every session ends (their sockets close with the banned code
 * once the transaction commits, the sessions.ended event). A deleted account keeps its status (the purge
 * job still removes it); only its sessions end. Answers the account and the ended session ids.
 */
export async function applyBan(tx: DbOrTx, current: AccountRow, reason: string | null, now: Date): Promise<{ user: AccountRow; endedSessionIds: number[] }> {
  let user = current;
  if (current.status !== 'deleted') {
    [user = current] = await tx
      .update(users)
      .set({ status: 'disabled', bannedAt: current.bannedAt ?? now, banReason: reason, updatedAt: now })
      .where(eq(users.id, current.id))
      .returning();
    await tx.update(profiles).set({ status: 'disabled', updatedAt: now }).where(eq(profiles.id, current.id));
  }
  return { user, endedSessionIds: await revokeSessions(tx, current.id, now, null, 'banned') };
}

/** The account, locked for the change; not_found for an unknown id or a staff account (staff are not banned here). */
export async function lockMember(tx: DbOrTx, userId: number): Promise<AccountRow> {
  const [current] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!current || current.role !== 'member') throw fail('not_found');
  return current;
}

/**
 * Bans a member (decision 051): see applyBan; with an actor (the console), one audit row in the same
 * transaction. The sockets are closed at once on this node and every other. An unknown id answers not_found.
 */
export async function banMember(
  db: Db,
  sockets: SessionSockets,
  input: { userId: number; now: Date; reason?: string; actor?: AuditActor },
): Promise<AccountRow> {
  const { user, endedSessionIds } = await db.transaction(async (tx) => {
    const current = await lockMember(tx, input.userId);
    const banned = await applyBan(tx, current, input.reason ?? null, input.now);
    if (input.actor) {
      await audit(
        tx,
        input.actor,
        { action: 'member.banned', recordType: 'member', recordId: current.id, before: { status: current.status }, after: { status: banned.user.status, reason: input.reason ?? null } },
        input.now,
      );
    }
    return banned;
  });
  await sockets.endSessions(user.id, endedSessionIds, 'banned');
  return user;
}

/**
 * Lifts a ban: the account is active again (or not confirmed, if the address never was) and so is the
 * profile, unless a moderator hid it. One audit row. not_found for an account that is not banned.
 */
export async function unbanMember(db: Db, input: { userId: number; now: Date; reason?: string; actor: AuditActor }): Promise<AccountRow> {
  return db.transaction(async (tx) => {
    const current = await lockMember(tx, input.userId);
    if (current.status !== 'disabled') throw fail('not_found');
    const status = current.emailConfirmedAt ? 'active' : 'not_confirmed';
    const [user = current] = await tx.update(users).set({ status, bannedAt: null, banReason: null, updatedAt: input.now }).where(eq(users.id, current.id)).returning();
    const [profile] = await tx.select({ hiddenAt: profiles.hiddenAt }).from(profiles).where(eq(profiles.id, current.id));
    if (profile && !profile.hiddenAt && status === 'active') {
      await tx.update(profiles).set({ status: 'active', updatedAt: input.now }).where(eq(profiles.id, current.id));
    }
    await audit(
      tx,
      input.actor,
      {
        action: 'member.unbanned',
        recordType: 'member',
        recordId: current.id,
        before: { status: current.status, banned_at: current.bannedAt?.toISOString() ?? null, reason: current.banReason },
        after: { status, reason: input.reason ?? null },
      },
      input.now,
    );
    return user;
  });
}

/**
 * Shows a profile a moderator hid again: out of hiding, and active (back in search, likes and the swipe
 * game) when the account is; a banned or unconfirmed account's profile stays off until that changes.
 * One audit row. not_found for an unknown id or a staff account, profile_not_hidden when nobody hid it.
 */
export async function unhideProfile(db: Db, input: { userId: number; now: Date; reason?: string; actor: AuditActor }): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await lockMember(tx, input.userId);
    const [profile] = await tx.select({ hiddenAt: profiles.hiddenAt, status: profiles.status }).from(profiles).where(eq(profiles.id, current.id)).for('update');
    if (!profile?.hiddenAt) throw fail('profile_not_hidden');
    const status = current.status === 'active' ? 'active' : profile.status;
    await tx.update(profiles).set({ hiddenAt: null, status, updatedAt: input.now }).where(eq(profiles.id, current.id));
    await audit(
      tx,
      input.actor,
      {
        action: 'member.unhidden',
        recordType: 'member',
        recordId: current.id,
        before: { hidden_at: profile.hiddenAt.toISOString(), profile_status: profile.status },
        after: { hidden_at: null, profile_status: status, reason: input.reason ?? null },
      },
      input.now,
    );
  });
}

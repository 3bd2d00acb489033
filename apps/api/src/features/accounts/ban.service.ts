import { eq } from 'drizzle-orm';
import { profiles, users, type Db, type UserRow } from '@dating/db';
import { fail } from '../../lib/api-error.js';
import { revokeSessions } from './sessions.service.js';

/** What a ban needs of the realtime feature (app.realtime): closing the sockets of the sessions it ended. */
export interface SessionSockets {
  endSessions(userId: number, sessionIds: number[]): Promise<void>;
}

/**
 * Bans a member (for the staff console): the account becomes disabled, so it can no longer log in
 * (login answers forbidden) and its profile disappears for other members; every session ends, and
 * the sockets they opened close on every API node. A deleted account keeps its status (the purge job
 * still removes it); only its sessions end. An unknown id answers not_found.
 */
export async function banMember(db: Db, sockets: SessionSockets, input: { userId: number; now: Date }): Promise<UserRow> {
  const { user, endedSessionIds } = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, input.userId)).for('update');
    if (!current) throw fail('not_found');
    let user = current;
    if (current.status !== 'deleted') {
      [user = current] = await tx.update(users).set({ status: 'disabled', updatedAt: input.now }).where(eq(users.id, current.id)).returning();
      await tx.update(profiles).set({ status: 'disabled', updatedAt: input.now }).where(eq(profiles.id, current.id));
    }
    return { user, endedSessionIds: await revokeSessions(tx, current.id, input.now) };
  });
  await sockets.endSessions(user.id, endedSessionIds);
  return user;
}

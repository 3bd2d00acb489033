import { and, eq, isNull, ne } from 'drizzle-orm';
import { sessions, type DbOrTx } from '@dating/db';
import { emit } from '../../events/emit.js';

/**
 * Ends every live session of a member, but the one to keep (the session that changed the password or
 * confirmed the new e-mail address). Their sockets close on every node once the caller's transaction
 * is committed (the sessions.ended event), which is all a request needs. Answers the ids it ended, for
 * a caller outside a request (a ban from the console or a script) that closes them at once itself.
 */
export async function revokeSessions(db: DbOrTx, userId: number, now: Date, keepSessionId: number | null = null, reason?: 'banned'): Promise<number[]> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepSessionId === null ? undefined : ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  const sessionIds = ended.map((s) => s.id);
  if (sessionIds.length > 0) await emit(db, { type: 'sessions.ended', userId, sessionIds, ...(reason && { reason }) });
  return sessionIds;
}

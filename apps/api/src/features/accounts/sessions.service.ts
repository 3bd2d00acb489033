import { and, eq, isNull, ne } from 'drizzle-orm';
import { sessions, type DbOrTx } from '@dating/db';

/**
 * Ends every live session of a member, but the one to keep (the session that changed the password or
 * confirmed the new e-mail address). Answers the ids it ended, so the caller can close their sockets
 * once the transaction is committed (app.realtime.endSessions).
 */
export async function revokeSessions(db: DbOrTx, userId: number, now: Date, keepSessionId: number | null = null): Promise<number[]> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepSessionId === null ? undefined : ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return ended.map((s) => s.id);
}

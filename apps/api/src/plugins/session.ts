import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { sessions, users, type Db, type UserRow } from '@dating/db';
import { hashToken, newToken } from '../lib/tokens.js';
import { emit } from '../events/emit.js';

export const SESSION_COOKIE = 'sid';
export const SESSION_DAYS = 30;
const TOUCH_EVERY_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in member, or null for a visitor. */
    member: UserRow | null;
    sessionId: number | null;
  }
}

/** Creates a session row and sets its cookie (30 days, path /, SameSite=Lax, HttpOnly; Secure when the site is https). */
export async function startSession(db: Db, request: FastifyRequest, reply: FastifyReply, userId: number, now: Date) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
    ip: request.ip,
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    // PUBLIC_URL https: the cookie never travels in the clear, whatever the proxy in front says.
    secure: request.protocol === 'https' || request.server.deps.env.publicUrl.startsWith('https:'),
    maxAge: SESSION_DAYS * 86_400,
  });
}

/** Revokes this request's session and clears its cookie; answers the ended session's id (to close its sockets). */
export async function endSession(db: Db, request: FastifyRequest, reply: FastifyReply, now: Date): Promise<number | null> {
  if (request.sessionId !== null) {
    await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, request.sessionId));
    if (request.member) await emit(db, { type: 'sessions.ended', userId: request.member.id, sessionIds: [request.sessionId] });
  }
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  return request.sessionId;
}

export default fp(
  async (app) => {
    app.decorateRequest('member', null);
    app.decorateRequest('sessionId', null);
    // Every API call of a member runs this: built once, prepared once per database connection.
    const lookup = app.db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('hash')),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
          // Deleted and banned (disabled) accounts have no session, even one that escaped revocation.
          sql`${users.status} not in ('deleted', 'disabled')`,
        ),
      )
      .prepare('session_lookup');
    app.addHook('onRequest', async (request) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 100 || !request.url.startsWith('/api/')) return;
      const now = app.deps.clock();
      const [row] = await lookup.execute({ hash: hashToken(token), now: now.toISOString() });
      if (!row) return;
      request.member = row.user;
      request.sessionId = row.session.id;
      if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await app.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
      }
    });
  },
  { name: 'session', dependencies: ['deps'] },
);

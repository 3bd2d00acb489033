import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { STAFF_CHALLENGE_MINUTES, STAFF_IDLE_MINUTES, STAFF_SESSION_HOURS } from '@dating/contracts';
import { staffSessions, users, type Db, type DbOrTx, type MemberRow } from '@dating/db';
import { hashToken, newToken } from '../lib/tokens.js';

/** The console's cookie: apart from the member cookie `sid`, so a member session never opens a staff call (decision 040). */
export const STAFF_COOKIE = 'staff_sid';
/** lastSeenAt is written at most this often; idleness is measured against it. */
const TOUCH_EVERY_MS = 60 * 1000;

export type StaffStage = 'password' | 'active';

export interface StaffSession {
  id: number;
  user: MemberRow;
  stage: StaffStage;
  failedCodes: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The console session of this request (either stage), or null. Staff calls need stage `active`. */
    staff: StaffSession | null;
  }
}

function cookieOptions(request: FastifyRequest) {
  return {
    path: '/',
    httpOnly: true,
    // Strict: the console is never entered from a link on another site with its session.
    sameSite: 'strict' as const,
    secure: request.protocol === 'https' || request.server.deps.env.publicUrl.startsWith('https:'),
  };
}

/**
 * Starts a console session after the password: stage `password`, STAFF_CHALLENGE_MINUTES to enter the
 * code. The cookie lives only as long as the browser (no max-age); the server decides expiry.
 */
export async function startStaffChallenge(db: Db, request: FastifyRequest, reply: FastifyReply, userId: number, now: Date) {
  const token = newToken();
  await db.insert(staffSessions).values({
    userId,
    tokenHash: hashToken(token),
    stage: 'password',
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + STAFF_CHALLENGE_MINUTES * 60_000),
    userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
    ip: request.ip,
  });
  reply.setCookie(STAFF_COOKIE, token, cookieOptions(request));
}

/** The second factor was right: the session becomes `active` for STAFF_SESSION_HOURS from now. */
export async function activateStaffSession(db: DbOrTx, sessionId: number, now: Date) {
  await db
    .update(staffSessions)
    .set({ stage: 'active', lastSeenAt: now, expiresAt: new Date(now.getTime() + STAFF_SESSION_HOURS * 3_600_000) })
    .where(eq(staffSessions.id, sessionId));
}

/** Revokes this request's console session, if any, and clears its cookie. */
export async function endStaffSession(db: DbOrTx, request: FastifyRequest, reply: FastifyReply, now: Date) {
  if (request.staff) await db.update(staffSessions).set({ revokedAt: now }).where(eq(staffSessions.id, request.staff.id));
  reply.clearCookie(STAFF_COOKIE, cookieOptions(request));
}

export default fp(
  async (app) => {
    app.decorateRequest('staff', null);
    const lookup = app.db
      .select({ session: staffSessions, user: users })
      .from(staffSessions)
      .innerJoin(users, eq(users.id, staffSessions.userId))
      .where(
        and(
          eq(staffSessions.tokenHash, sql.placeholder('hash')),
          isNull(staffSessions.revokedAt),
          gt(staffSessions.expiresAt, sql.placeholder('now')),
          // Idle for STAFF_IDLE_MINUTES: over, like an expired one.
          gt(staffSessions.lastSeenAt, sql.placeholder('idleSince')),
          // A banned or deleted account, or one that lost its staff role, has no console session.
          sql`${users.status} = 'active'`,
          sql`${users.role} <> 'member'`,
        ),
      )
      .prepare('staff_session_lookup');
    const load = async (request: FastifyRequest, token: string) => {
      const now = app.deps.clock();
      const idleSince = new Date(now.getTime() - STAFF_IDLE_MINUTES * 60_000);
      const [row] = await lookup.execute({ hash: hashToken(token), now: now.toISOString(), idleSince: idleSince.toISOString() });
      if (!row) return;
      request.staff = { id: row.session.id, user: row.user, stage: row.session.stage as StaffStage, failedCodes: row.session.failedCodes };
      if (now.getTime() - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await app.db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.session.id));
      }
    };
    // A callback hook: a request without a console cookie (nearly all) costs no promise.
    app.addHook('onRequest', (request, _reply, next) => {
      const token = request.cookies[STAFF_COOKIE];
      if (!token || token.length > 100 || !request.url.startsWith('/api/')) return next();
      load(request, token).then(() => next(), next);
    });
  },
  { name: 'staff-session', dependencies: ['deps'] },
);

import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq, getTableColumns } from 'drizzle-orm';
import { preparedQuery, READ_FRESH_COLUMNS, sessions, users, type Db, type MemberRow, type PhotoRow, type ProfileRow } from '@dating/db';
import { hashToken, newToken } from '../lib/tokens.js';
import { emit } from '../events/emit.js';

export const SESSION_COOKIE = 'sid';
export const SESSION_DAYS = 30;
const TOUCH_EVERY_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in member (the account columns member calls use: MemberRow), or null for a visitor. */
    member: MemberRow | null;
    /** The logged-in member's profile and main photo as the current-member answer shows them (null: none). */
    memberProfile: ProfileSummary | null;
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

/** What the current-member answer shows of the member's profile and main photo (null: no profile yet). */
export interface ProfileSummary {
  name: string;
  country: string | null;
  status: ProfileRow['status'];
  gender: ProfileRow['gender'];
  sexuality: ProfileRow['sexuality'];
  mainImage: { filename: string; thumb_filename: string; status: PhotoRow['status'] } | null;
  /** What the enrich-profile alert needs (decision 064): the about text's trimmed length, a city, any interest. */
  aboutLength: number;
  hasCity: boolean;
  hasInterests: boolean;
}

/** The enrich-profile facts as SQL over a profile row named `p` (the session lookup and loadProfileSummary share them). */
export const profileFactsSql = (p: string) => ({
  aboutLength: `char_length(btrim(coalesce(${p}.description, ''), E' \\t\\r\\n'))::int`,
  hasCity: `btrim(coalesce(${p}.city, ''), E' \\t\\r\\n') <> ''`,
  hasInterests: `exists (select 1 from profile_interests pi where pi.profile_id = ${p}.id)`,
});
const facts = profileFactsSql('p');

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
/** What the lookup leaves out of the account row: the password hash, and what no call reads from request.member. */
const NOT_LOOKED_UP = new Set<string>(['passwordHash', ...READ_FRESH_COLUMNS]);
/** The account's columns of MemberRow, each under its property name: the row is the member as it comes. */
const memberColumns = Object.keys(getTableColumns(users))
  .filter((key) => !NOT_LOOKED_UP.has(key))
  .map((key) => `u.${snake(key)} as "${key}"`)
  .join(', ');

/**
 * The one statement every call with a session cookie starts with (issue 18): the session, the account
 * (without its password hash), the profile and the main photo in one round trip. Its text is written
 * once, here, and runs as the named prepared statement `session_lookup`: PostgreSQL parses it once per
 * connection and no SQL is built per request. The profile and photo ride along for the current-member
 * answer (GET /api/user.php), which then needs no query of its own.
 */
export const SESSION_LOOKUP_SQL = `select s.id::float8 as "sessionId", s.last_seen_at as "sessionLastSeenAt", ${memberColumns},
  p.name as "profileName", p.country as "profileCountry", p.status as "profileStatus", p.gender as "profileGender",
  p.sexuality as "profileSexuality", ${facts.aboutLength} as "profileAboutLength", ${facts.hasCity} as "profileHasCity",
  ${facts.hasInterests} as "profileHasInterests", ph.filename as "photoFilename", ph.thumb_filename as "photoThumb", ph.status as "photoStatus"
from sessions s
join users u on u.id = s.user_id
left join profiles p on p.id = u.id
left join photos ph on ph.profile_id = u.id and ph.is_main
where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2::timestamptz
  and u.status not in ('deleted', 'disabled')`;
// Deleted and banned (disabled) accounts have no session, even one that escaped revocation.

type LookupRow = MemberRow & {
  sessionId: number;
  sessionLastSeenAt: Date;
  profileName: string | null;
  profileCountry: string | null;
  profileStatus: ProfileRow['status'] | null;
  profileGender: ProfileRow['gender'];
  profileSexuality: ProfileRow['sexuality'];
  profileAboutLength: number | null;
  profileHasCity: boolean | null;
  profileHasInterests: boolean | null;
  photoFilename: string | null;
  photoThumb: string | null;
  photoStatus: PhotoRow['status'] | null;
};

/** Splits the lookup's row into the member (every account column but the hash) and the profile summary. */
function fromLookup(row: LookupRow): { member: MemberRow; profile: ProfileSummary | null } {
  const { sessionId: _s, sessionLastSeenAt: _l, profileName, profileCountry, profileStatus, profileGender, profileSexuality, profileAboutLength, profileHasCity, profileHasInterests, photoFilename, photoThumb, photoStatus, ...member } = row;
  const profile =
    profileName === null || profileStatus === null
      ? null
      : {
          name: profileName,
          country: profileCountry,
          status: profileStatus,
          gender: profileGender,
          sexuality: profileSexuality,
          mainImage: photoFilename !== null && photoThumb !== null && photoStatus !== null ? { filename: photoFilename, thumb_filename: photoThumb, status: photoStatus } : null,
          aboutLength: profileAboutLength ?? 0,
          hasCity: profileHasCity === true,
          hasInterests: profileHasInterests === true,
        };
  return { member, profile };
}

export default fp(
  async (app) => {
    app.decorateRequest('member', null);
    app.decorateRequest('memberProfile', null);
    app.decorateRequest('sessionId', null);
    const lookup = async (request: FastifyRequest, token: string) => {
      const now = app.deps.clock();
      const [row] = await preparedQuery<LookupRow>(app.db, SESSION_LOOKUP_SQL, [hashToken(token), now.toISOString()], { name: 'session_lookup' });
      if (!row) return;
      const { member, profile } = fromLookup(row);
      request.member = member;
      request.memberProfile = profile;
      request.sessionId = row.sessionId;
      if (now.getTime() - row.sessionLastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await preparedQuery(app.db, 'update sessions set last_seen_at = $1::timestamptz where id = $2', [now.toISOString(), row.sessionId], { name: 'session_touch' });
      }
    };
    // A callback hook: a visitor's request (no cookie) costs no promise; a member's waits for the lookup.
    app.addHook('onRequest', (request, _reply, next) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token || token.length > 100 || !request.url.startsWith('/api/')) return next();
      lookup(request, token).then(() => next(), next);
    });
  },
  { name: 'session', dependencies: ['deps'] },
);

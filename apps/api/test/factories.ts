import { randomBytes } from 'node:crypto';
import type { Locale, SignupBody } from '@dating/contracts';
import type { FastifyInstance } from 'fastify';
import { sessionCookie } from './build-app.js';
import { photos, profiles, sessions, staffSessions, users, type Db } from '@dating/db';
import type { ProfileUpdate, Role } from '@dating/contracts';
import { hashToken } from '../src/lib/tokens.js';
import { grant } from '../src/features/credits/credits.service.js';

let counter = 0;

/** A unique, valid signup body; tests override what they are about. */
export function signupBody(overrides: Partial<SignupBody> = {}): SignupBody {
  counter++;
  const tag = `${counter}${randomBytes(3).toString('hex')}`;
  return {
    email: `member${tag}@example.com`,
    name: `Member${tag}`.slice(0, 30),
    date_of_birth: '1990-04-12',
    password: 'correct horse battery',
    gender: 'female',
    sexuality: 'hetero',
    accept_terms: true,
    accept_privacy: true,
    ...overrides,
  };
}

/** Signs up through the API and answers the member's session cookie and the body used. */
export async function signUp(app: FastifyInstance, overrides: Partial<SignupBody> = {}) {
  const body = signupBody(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/signup.php', payload: body });
  if (response.statusCode !== 200) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return { body, cookie: sessionCookie(response), user: response.json().user as { id: number; email: string } };
}

/** The activation link of the newest mail to an address in the outbox. */
export function activationLink(html: string): string {
  const match = /href="(http:\/\/amora\.test\/api\/activate\.php\?token=[^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no activation link in mail');
  return match[1].replace('&amp;', '&');
}


export interface MemberOptions {
  name?: string;
  gender?: 'male' | 'female';
  dateOfBirth?: string;
  country?: string;
  region?: string | null;
  city?: string | null;
  paid?: boolean;
  invisible?: boolean;
  status?: 'active' | 'not_confirmed' | 'disabled' | 'deleted';
  fictional?: boolean;
  description?: string;
  hairColour?: ProfileUpdate['hair_colour'];
  language?: Locale;
  /** Starting credits, booked in the ledger like a purchase so balances and ledger agree. */
  credits?: number;
  role?: Role;
  sexuality?: 'hetero' | 'gay' | 'lesbian' | 'bi';
}

/**
 * An active member written straight into the database (no password hashing, so hundreds are
 * cheap). Answers the id and a ready session cookie.
 */
export async function createMember(db: Db, options: MemberOptions = {}) {
  counter++;
  const tag = `${counter}${randomBytes(3).toString('hex')}`;
  const status = options.status ?? 'active';
  const [user] = await db
    .insert(users)
    .values({
      email: `m${tag}@example.com`,
      passwordHash: 'not-used',
      status,
      paidUser: options.paid ?? false,
      invisible: options.invisible ?? false,
      // A staff account's language is its console language (decision 052): English unless a test says.
      language: options.language ?? (options.role && options.role !== 'member' ? 'en' : 'nl'),
      role: options.role ?? 'member',
      emailConfirmedAt: status === 'not_confirmed' ? null : new Date(),
    })
    .returning({ id: users.id });
  const id = user!.id;
  await db.insert(profiles).values({
    id,
    name: options.name ?? `Member ${tag}`.slice(0, 30),
    status: status === 'active' ? 'active' : 'disabled',
    gender: options.gender ?? 'female',
    sexuality: options.sexuality ?? 'hetero',
    dateOfBirth: options.dateOfBirth ?? '1990-01-01',
    country: options.country ?? 'NL',
    regionCode: options.region === undefined ? 'NL-NH' : options.region,
    city: options.city === undefined ? 'Amsterdam' : options.city,
    fictional: options.fictional ?? false,
    description: options.description ?? null,
    hairColour: options.hairColour ?? null,
  });
  if (options.credits) {
    await grant(db, { userId: id, amount: options.credits, reason: 'adjustment', reference: 'admin:test-factory', now: new Date() });
  }
  const token = `session-${tag}-${randomBytes(16).toString('hex')}`;
  await db.insert(sessions).values({ userId: id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 86_400_000 * 365) });
  const role = options.role ?? 'member';
  if (role === 'member') return { id, cookie: `sid=${token}` };
  // Staff calls need the console session (decision 040): staff get one next to the member session,
  // signed in past the second factor and never idle for the tests' clocks (last seen far ahead).
  const staffToken = `staff-${tag}-${randomBytes(16).toString('hex')}`;
  const farAhead = new Date('2100-01-01T00:00:00Z');
  await db.insert(staffSessions).values({ userId: id, tokenHash: hashToken(staffToken), stage: 'active', lastSeenAt: farAhead, expiresAt: farAhead });
  return { id, cookie: `sid=${token}; staff_sid=${staffToken}`, memberCookie: `sid=${token}`, staffCookie: `staff_sid=${staffToken}` };
}

/** Photo rows with fixed file names, for tests of who gets which URL. */
export async function addPhotos(db: Db, profileId: number, count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    profileId,
    filename: `p/${profileId}/${i}-original-secret.webp`,
    thumbFilename: `p/${profileId}/${i}-thumb-secret.webp`,
    blurFilename: `p/${profileId}/${i}-blur.webp`,
    status: 'active' as const,
    isMain: i === 0,
    position: i,
  }));
  return db.insert(photos).values(rows).returning({ id: photos.id });
}

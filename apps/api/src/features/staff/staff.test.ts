import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { TOTP, Secret } from 'otpauth';
import { STAFF_IDLE_MINUTES, STAFF_SESSION_HOURS } from '@dating/contracts';
import { auditLog, photos, staffTotp, users } from '@dating/db';
import { hashPassword } from '../../lib/passwords.js';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { createMember } from '../../../test/factories.js';
import type { LightMyRequestResponse } from 'fastify';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'staff password 2026';
let counter = 0;

/** A staff account with a password (and, when given, a confirmed TOTP secret). */
async function staffAccount(role: 'operator' | 'moderator' | 'admin' | 'member', secret?: string) {
  counter++;
  const email = `staff${counter}-${role}@example.com`;
  const [user] = await t.db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(PASSWORD), status: 'active', role, emailConfirmedAt: new Date() })
    .returning();
  if (secret) await t.db.insert(staffTotp).values({ userId: user!.id, secret, confirmedAt: new Date() });
  return { id: user!.id, email };
}

const codeAt = (secret: string, at: Date) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
const staffCookie = (res: LightMyRequestResponse) => {
  const c = res.cookies.find((x) => x.name === 'staff_sid');
  return c ? `staff_sid=${c.value}` : '';
};
const post = (url: string, payload: object, cookie?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'x-request-type': 'client', ...(cookie && { cookie }) } });
const get = (url: string, cookie?: string) => t.app.inject({ url, headers: { 'x-request-type': 'client', ...(cookie && { cookie }) } });
const newSecret = () => new Secret({ size: 20 }).base32;

/** Password and code: answers the console cookie. */
async function signIn(email: string, secret: string) {
  const first = await post('/api/staff-login.php', { email, password: PASSWORD });
  expect(first.json()).toEqual({ next: 'code' });
  const cookie = staffCookie(first);
  t.clock.advance(30_000);
  const second = await post('/api/staff-totp.php', { code: codeAt(secret, t.clock.now()) }, cookie);
  expect(second.statusCode, second.body).toBe(200);
  return cookie;
}
const auditRows = (actorId: number) => t.db.select().from(auditLog).where(eq(auditLog.actorId, actorId)).orderBy(auditLog.id);

describe('staff sign-in with password and second factor', () => {
  it('enrols on the first login: the secret as otpauth URI, the first code confirms it and answers ten recovery codes once', async () => {
    const admin = await staffAccount('admin');
    const first = await post('/api/staff-login.php', { email: admin.email, password: PASSWORD });
    expect(first.statusCode).toBe(200);
    const { next, enrolment } = first.json();
    expect(next).toBe('enrol');
    expect(enrolment.uri).toMatch(/^otpauth:\/\/totp\/Amora%20console:staff\d+-admin%40example\.com\?/);
    expect(enrolment.uri).toContain(`secret=${enrolment.secret}`);
    const cookie = staffCookie(first);
    const cookieHeader = first.cookies.find((c) => c.name === 'staff_sid');
    expect(cookieHeader).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
    // The password alone opens nothing.
    expect((await get('/api/staff-session.php', cookie)).json()).toEqual({ staff: null });
    expect((await get('/api/staff-audit.php', cookie)).json().code).toBe('staff_authentication_required');

    const done = await post('/api/staff-totp.php', { code: codeAt(enrolment.secret, t.clock.now()) }, cookie);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().staff).toEqual({ id: admin.id, email: admin.email, role: 'admin', name: null, language: 'nl' });
    expect(done.json().recovery_codes).toHaveLength(10);
    expect(new Set(done.json().recovery_codes).size).toBe(10);
    expect((await get('/api/staff-session.php', cookie)).json().staff.role).toBe('admin');
    expect((await get('/api/staff-audit.php', cookie)).statusCode).toBe(200);

    // The next login asks for a code and hands out no new recovery codes.
    t.clock.advance(60_000);
    const again = await post('/api/staff-login.php', { email: admin.email, password: PASSWORD });
    expect(again.json()).toEqual({ next: 'code' });
    const verified = await post('/api/staff-totp.php', { code: codeAt(enrolment.secret, t.clock.now()) }, staffCookie(again));
    expect(verified.json().recovery_codes).toBeUndefined();
    expect((await auditRows(admin.id)).map((r) => r.action)).toEqual(['staff.second_factor_enrolled', 'staff.login', 'staff.login']);
  });

  it('refuses a member account, a wrong password and a session without the code', async () => {
    const member = await staffAccount('member');
    const refused = await post('/api/staff-login.php', { email: member.email, password: PASSWORD });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('login_failed');
    expect(staffCookie(refused)).toBe('');
    const operator = await staffAccount('operator', newSecret());
    expect((await post('/api/staff-login.php', { email: operator.email, password: 'wrong password' })).json().code).toBe('login_failed');
    // The code step without a password step: nothing to verify.
    expect((await post('/api/staff-totp.php', { code: '123456' })).json().code).toBe('staff_authentication_required');
    expect((await post('/api/staff-totp.php', {}, 'staff_sid=x')).json().code).toBe('validation_failed');
  });

  it('refuses a wrong code and a code used before; the fifth wrong code ends the half-open session', async () => {
    const secret = newSecret();
    const operator = await staffAccount('operator', secret);
    const cookie = await signIn(operator.email, secret);
    expect((await get('/api/operator/queue.php', cookie)).statusCode).toBe(200);

    // The same code again (same 30 s step) in a new login: refused as used.
    const login = await post('/api/staff-login.php', { email: operator.email, password: PASSWORD });
    const pending = staffCookie(login);
    const replay = await post('/api/staff-totp.php', { code: codeAt(secret, t.clock.now()) }, pending);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('code_invalid');
    const wrong = codeAt(secret, new Date(t.clock.now().getTime() + 3_600_000));
    for (let i = 0; i < 4; i++) expect((await post('/api/staff-totp.php', { code: wrong }, pending)).json().code).toBe('code_invalid');
    // Five wrong ones: the session is gone, even the right code comes too late.
    t.clock.advance(30_000);
    expect((await post('/api/staff-totp.php', { code: codeAt(secret, t.clock.now()) }, pending)).json().code).toBe('staff_authentication_required');
    const refusedRows = (await auditRows(operator.id)).filter((r) => r.action === 'staff.code_refused');
    expect(refusedRows).toHaveLength(5);
    expect(refusedRows.at(-1)!.after).toMatchObject({ failed: 5, session_ended: true });
  });

  it('accepts each recovery code once', async () => {
    const admin = await staffAccount('admin');
    const first = await post('/api/staff-login.php', { email: admin.email, password: PASSWORD });
    const enrolled = await post('/api/staff-totp.php', { code: codeAt(first.json().enrolment.secret, t.clock.now()) }, staffCookie(first));
    const [code] = enrolled.json().recovery_codes as string[];

    const login = await post('/api/staff-login.php', { email: admin.email, password: PASSWORD });
    const ok = await post('/api/staff-totp.php', { recovery_code: ` ${code!.toUpperCase()} ` }, staffCookie(login));
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await get('/api/staff-session.php', staffCookie(login))).json().staff.id).toBe(admin.id);

    const again = await post('/api/staff-login.php', { email: admin.email, password: PASSWORD });
    const reused = await post('/api/staff-totp.php', { recovery_code: code }, staffCookie(again));
    expect(reused.json().code).toBe('code_invalid');
    expect((await auditRows(admin.id)).filter((r) => r.action === 'staff.recovery_code_used')).toHaveLength(1);
  });
});

describe('staff sessions apart from member sessions', () => {
  it('a member session of a staff account opens no staff call, a console session no member call', async () => {
    const operator = await createMember(t.db, { role: 'operator' });
    const asMember = await get('/api/operator/queue.php', operator.memberCookie);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().code).toBe('staff_authentication_required');
    expect((await get('/api/operator/queue.php', operator.staffCookie)).statusCode).toBe(200);
    // The console session is not a member login.
    expect((await get('/api/chats.php', operator.staffCookie)).json().code).toBe('authentication_required');
    expect((await get('/api/user.php', operator.staffCookie)).json()).toEqual({ user: null });
  });

  it('an operator console session cannot read the audit log (role_required); an admin one can', async () => {
    const operator = await createMember(t.db, { role: 'operator' });
    const res = await get('/api/staff-audit.php', operator.staffCookie);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('role_required');
  });

  it(`ends after ${STAFF_IDLE_MINUTES} idle minutes and after ${STAFF_SESSION_HOURS} hours in any case`, async () => {
    const secret = newSecret();
    const admin = await staffAccount('admin', secret);
    const idle = await signIn(admin.email, secret);
    t.clock.advance((STAFF_IDLE_MINUTES - 1) * 60_000);
    expect((await get('/api/staff-session.php', idle)).json().staff).not.toBeNull();
    t.clock.advance((STAFF_IDLE_MINUTES + 1) * 60_000);
    expect((await get('/api/staff-session.php', idle)).json().staff).toBeNull();
    expect((await get('/api/staff-audit.php', idle)).json().code).toBe('staff_authentication_required');

    t.clock.advance(60_000);
    const busy = await signIn(admin.email, secret);
    // A call every 20 minutes keeps it alive, but not past the absolute limit.
    for (let minutes = 0; minutes < STAFF_SESSION_HOURS * 60 - 20; minutes += 20) {
      t.clock.advance(20 * 60_000);
      expect((await get('/api/staff-session.php', busy)).json().staff, `after ${minutes + 20} minutes`).not.toBeNull();
    }
    t.clock.advance(21 * 60_000);
    expect((await get('/api/staff-session.php', busy)).json().staff).toBeNull();
  });

  it('logout revokes the session on the server and writes an audit row', async () => {
    const secret = newSecret();
    const admin = await staffAccount('admin', secret);
    const cookie = await signIn(admin.email, secret);
    const out = await post('/api/staff-logout.php', {}, cookie);
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'staff_sid')?.value).toBe('');
    // The old cookie, replayed, opens nothing.
    expect((await get('/api/staff-session.php', cookie)).json().staff).toBeNull();
    expect((await auditRows(admin.id)).map((r) => r.action)).toEqual(['staff.login', 'staff.logout']);
  });

  it('a banned staff account loses its console session', async () => {
    const operator = await createMember(t.db, { role: 'operator' });
    await t.db.update(users).set({ status: 'disabled' }).where(eq(users.id, operator.id));
    expect((await get('/api/operator/queue.php', operator.staffCookie)).json().code).toBe('staff_authentication_required');
  });
});

describe('the audit log', () => {
  it('writes a row for a staff action with before and after, pages and filters it for admins', async () => {
    const moderator = await createMember(t.db, { role: 'moderator' });
    const owner = await createMember(t.db);
    const [photo] = await t.db
      .insert(photos)
      .values({ profileId: owner.id, filename: 'a.webp', thumbFilename: 'a-t.webp', blurFilename: 'a-b.webp', status: 'pending', isMain: true, position: 0 })
      .returning({ id: photos.id });
    const res = await t.app.inject({ method: 'PUT', url: '/api/photo-moderation.php', payload: { id: photo!.id, status: 'rejected', reason: 'poor_quality' }, headers: { cookie: moderator.staffCookie } });
    expect(res.statusCode, res.body).toBe(200);

    const admin = await createMember(t.db, { role: 'admin' });
    const page = await get(`/api/staff-audit.php?action=photo.moderated&record_id=${photo!.id}`, admin.staffCookie);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 1, page: 1, per_page: 50 });
    expect(page.json().entries[0]).toMatchObject({
      actor: { id: moderator.id, role: 'moderator' },
      action: 'photo.moderated',
      record_type: 'photo',
      record_id: String(photo!.id),
      before: { status: 'pending' },
      after: { status: 'rejected', profile_id: owner.id, reason: 'poor_quality', note: null },
    });
    const byActor = await get(`/api/staff-audit.php?actor=${moderator.id}`, admin.staffCookie);
    expect(byActor.json().entries.map((e: { action: string }) => e.action)).toEqual(['photo.moderated']);
    const paged = await get('/api/staff-audit.php?per_page=1&page=2', admin.staffCookie);
    expect(paged.json().entries).toHaveLength(1);
    expect(paged.json().total).toBeGreaterThan(1);
    expect((await get('/api/staff-audit.php?per_page=1000', admin.staffCookie)).statusCode).toBe(400);
  });

  it('refuses to change or remove a row, even for the database owner', async () => {
    const admin = await staffAccount('admin', newSecret());
    await t.db.insert(auditLog).values({ actorId: admin.id, actorEmail: admin.email, actorRole: 'admin', action: 'test.row' });
    const refused = { cause: { message: expect.stringMatching(/audit_log is append-only/) } };
    await expect(t.db.update(auditLog).set({ action: 'changed' }).where(eq(auditLog.actorId, admin.id))).rejects.toMatchObject(refused);
    await expect(t.db.delete(auditLog).where(eq(auditLog.actorId, admin.id))).rejects.toMatchObject(refused);
    await expect(t.db.execute(sql`truncate audit_log`)).rejects.toMatchObject(refused);
    expect(await auditRows(admin.id)).toHaveLength(1);
  });
});

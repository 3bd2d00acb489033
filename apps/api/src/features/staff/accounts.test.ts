import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { auditLog, staffSessions, users } from '@dating/db';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { createMember } from '../../../test/factories.js';

/** Staff accounts managed by admins (decision 052): create with a setup link, role, disable, second factor. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
const headers = (cookie?: string) => ({ 'x-request-type': 'client', host: 'amora.test', 'accept-language': 'nl', ...(cookie && { cookie }) });
const post = (url: string, payload: object, cookie?: string) => t.app.inject({ method: 'POST', url, payload, headers: headers(cookie) });
const get = (url: string, cookie?: string) => t.app.inject({ url, headers: headers(cookie) });
const staffCookie = (res: LightMyRequestResponse) => {
  const c = res.cookies.find((x) => x.name === 'staff_sid');
  return c ? `staff_sid=${c.value}` : '';
};
const admin = async () => {
  const a = await createMember(t.db, { role: 'admin' });
  await t.db.update(users).set({ language: 'en' }).where(eq(users.id, a.id));
  return { id: a.id, cookie: a.staffCookie! };
};
const newEmail = () => `staff-new-${Date.now()}-${++counter}@example.com`;
const auditOf = (recordId: number) => t.db.select().from(auditLog).where(and(eq(auditLog.recordType, 'user'), eq(auditLog.recordId, String(recordId)))).orderBy(auditLog.id);
const change = (cookie: string, id: number, c: object) => post('/api/staff-account.php', { id, change: c }, cookie);

describe('an admin creates a staff account, which sets its password through the setup link and enrols TOTP', () => {
  it('creates, hands over a one-time link, and the new operator signs in with password and code', async () => {
    const boss = await admin();
    const email = newEmail();
    const created = await post('/api/staff-accounts.php', { email, name: 'Olga Operator', role: 'operator', language: 'de' }, boss.cookie);
    expect(created.statusCode, created.body).toBe(200);
    const { staff, setup_link } = created.json();
    expect(staff).toMatchObject({ email, name: 'Olga Operator', role: 'operator', language: 'de', status: 'active', second_factor: false, setup_pending: true });
    expect(setup_link.url).toMatch(/^http:\/\/amora\.test\/console\/setup\?token=[A-Za-z0-9_-]{43}$/);
    const token = new URL(setup_link.url).searchParams.get('token')!;
    expect((await auditOf(staff.id)).map((r) => r.action)).toEqual(['staff.create']);

    // The same address again is refused, whoever has it.
    expect((await post('/api/staff-accounts.php', { email: email.toUpperCase(), name: 'X', role: 'operator', language: 'en' }, boss.cookie)).statusCode).toBe(409);

    // Before the setup the account cannot sign in (no password anyone knows).
    expect((await get(`/api/staff-setup.php?token=${token}`)).json()).toEqual({ email, name: 'Olga Operator' });
    const short = await post('/api/staff-setup.php', { token, password: 'kurz' });
    expect(short.json().fields.password).toBe('Een wachtwoord voor medewerkers moet minstens 10 tekens lang zijn.');
    expect((await post('/api/staff-setup.php', { token, password: 'olga operator 2026' })).statusCode).toBe(200);
    // The link works once.
    expect((await post('/api/staff-setup.php', { token, password: 'someone else 2026' })).json().code).toBe('reset_link_expired');
    expect((await get(`/api/staff-setup.php?token=${token}`)).statusCode).toBe(410);

    const login = await post('/api/staff-login.php', { email, password: 'olga operator 2026' });
    expect(login.json().next).toBe('enrol');
    const secret = login.json().enrolment.secret as string;
    t.clock.advance(30_000);
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: t.clock.now().getTime() });
    const verified = await post('/api/staff-totp.php', { code }, staffCookie(login));
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().staff).toMatchObject({ email, role: 'operator', language: 'de', name: 'Olga Operator' });

    // The operator's staff calls answer in their console language (German), not the browser's (Dutch).
    const refused = await get('/api/staff-accounts.php', staffCookie(login));
    expect(refused.json().code).toBe('role_required');
    expect(refused.json().message).toBe((await import('@dating/i18n/locales/de/errors.json')).default.code.role_required);

    const listed = (await get('/api/staff-accounts.php', boss.cookie)).json().staff.find((s: { id: number }) => s.id === staff.id);
    expect(listed).toMatchObject({ second_factor: true, setup_pending: false });
  });

  it('refuses a malformed account and a non-admin', async () => {
    const boss = await admin();
    const bad = await post('/api/staff-accounts.php', { email: 'not-an-address', name: '', role: 'boss', language: 'fr' }, boss.cookie);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['email', 'language', 'name', 'role']);
    expect(bad.json().fields.email).toBe('Please enter a valid e-mail address.');
    for (const role of ['operator', 'moderator'] as const) {
      const other = await createMember(t.db, { role });
      for (const [url, body] of [
        ['/api/staff-accounts.php', { email: newEmail(), name: 'X', role: 'admin', language: 'en' }],
        ['/api/staff-account.php', { id: other.id, change: { action: 'role', role: 'admin' } }],
      ] as const) {
        expect((await post(url, body, other.staffCookie)).json().code).toBe('role_required');
      }
      expect((await get('/api/staff-accounts.php', other.staffCookie)).json().code).toBe('role_required');
    }
    const member = await createMember(t.db);
    expect((await get('/api/staff-accounts.php', member.cookie)).json().code).toBe('staff_authentication_required');
    expect((await get('/api/staff-accounts.php')).json().code).toBe('staff_authentication_required');
  });
});

describe('changing staff accounts', () => {
  it('changes a role, disables (ending the sessions) and enables again, each with an audit row', async () => {
    const boss = await admin();
    const mod = await createMember(t.db, { role: 'moderator' });
    const promoted = await change(boss.cookie, mod.id, { action: 'role', role: 'operator' });
    expect(promoted.json().staff.role).toBe('operator');
    expect((await get('/api/staff-session.php', mod.staffCookie)).json().staff.role).toBe('operator');

    const disabled = await change(boss.cookie, mod.id, { action: 'disable' });
    expect(disabled.json().staff.status).toBe('disabled');
    expect((await get('/api/staff-session.php', mod.staffCookie)).json().staff).toBeNull();
    const open = await t.db.select().from(staffSessions).where(eq(staffSessions.userId, mod.id));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);
    expect((await change(boss.cookie, mod.id, { action: 'enable' })).json().staff.status).toBe('active');
    expect((await auditOf(mod.id)).map((r) => r.action)).toEqual(['staff.role', 'staff.disable', 'staff.enable']);
    expect((await auditOf(mod.id))[0]!.before).toMatchObject({ role: 'moderator' });
  });

  it('an admin cannot disable themself; the last active admin stays an admin and enabled', async () => {
    // Only this test's admins are active admins: the others are set aside for it.
    const others = await t.db.update(users).set({ status: 'disabled' }).where(and(eq(users.role, 'admin'), eq(users.status, 'active'))).returning({ id: users.id });
    try {
      const boss = await admin();
      const self = await change(boss.cookie, boss.id, { action: 'disable' });
      expect([self.statusCode, self.json().code, self.json().message]).toEqual([409, 'staff_self_disable', 'You cannot disable your own account.']);
      const demote = await change(boss.cookie, boss.id, { action: 'role', role: 'operator' });
      expect([demote.statusCode, demote.json().code]).toEqual([409, 'staff_last_admin']);
      // With a second admin, one can step down, and then the other cannot.
      const second = await admin();
      expect((await change(boss.cookie, boss.id, { action: 'role', role: 'moderator' })).statusCode).toBe(200);
      expect((await change(second.cookie, second.id, { action: 'role', role: 'operator' })).json().code).toBe('staff_last_admin');
      expect((await auditOf(boss.id)).map((r) => r.action)).toEqual(['staff.role']);
    } finally {
      for (const { id } of others) await t.db.update(users).set({ status: 'active' }).where(eq(users.id, id));
    }
  });

  it('resets the second factor (enrolled again at the next sign-in) and issues a new setup link that voids the old', async () => {
    const boss = await admin();
    const created = (await post('/api/staff-accounts.php', { email: newEmail(), name: 'Mo', role: 'moderator', language: 'nl' }, boss.cookie)).json();
    const first = new URL(created.setup_link.url).searchParams.get('token')!;
    const again = await change(boss.cookie, created.staff.id, { action: 'setup_link' });
    const second = new URL(again.json().setup_link.url).searchParams.get('token')!;
    expect((await get(`/api/staff-setup.php?token=${first}`)).statusCode).toBe(410);
    expect((await post('/api/staff-setup.php', { token: second, password: 'moderator pass 2026' })).statusCode).toBe(200);
    const login = await post('/api/staff-login.php', { email: created.staff.email, password: 'moderator pass 2026' });
    const secret = login.json().enrolment.secret as string;
    t.clock.advance(30_000);
    await post('/api/staff-totp.php', { code: new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: t.clock.now().getTime() }) }, staffCookie(login));
    expect((await get('/api/staff-session.php', staffCookie(login))).json().staff).not.toBeNull();

    const reset = await change(boss.cookie, created.staff.id, { action: 'reset_second_factor' });
    expect(reset.json().staff.second_factor).toBe(false);
    expect((await get('/api/staff-session.php', staffCookie(login))).json().staff).toBeNull();
    const next = await post('/api/staff-login.php', { email: created.staff.email, password: 'moderator pass 2026' });
    expect(next.json().next).toBe('enrol');
    expect(next.json().enrolment.secret).not.toBe(secret);
    expect((await change(boss.cookie, 999_999_999, { action: 'disable' })).statusCode).toBe(404);
  });

  it('a staff member saves their console language', async () => {
    const op = await createMember(t.db, { role: 'operator' });
    const saved = await post('/api/staff-language.php', { language: 'de' }, op.staffCookie);
    expect(saved.json().staff.language).toBe('de');
    // Choosing it again changes nothing; the change is one audit row.
    await post('/api/staff-language.php', { language: 'de' }, op.staffCookie);
    expect((await auditOf(op.id)).map((r) => [r.action, r.after])).toEqual([['staff.language', { language: 'de' }]]);
    expect((await post('/api/staff-language.php', { language: 'nl' })).json().code).toBe('staff_authentication_required');
  });
});

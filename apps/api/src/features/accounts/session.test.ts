import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { loginAttempts, preparedQuery, sessions, users } from '@dating/db';
import { seedDemoAccounts } from '@dating/db';
import { hashPassword } from '../../lib/passwords.js';
import { createTestApp, sessionCookie, type TestApp } from '../../../test/build-app.js';
import { addPhotos, signUp } from '../../../test/factories.js';
import { hashToken } from '../../lib/tokens.js';
import { SESSION_LOOKUP_SQL } from '../../plugins/session.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.db, hashPassword, { staff: true });
});
afterAll(() => t.close());

const loginAs = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/user.php', payload: { email, password }, headers });

describe('log in, the current member, language and log out', () => {
  it('answers null for a visitor', async () => {
    const res = await t.app.inject({ url: '/api/user.php', headers: { 'x-request-type': 'client' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });

  it('logs the premium demo member in with a 30-day HttpOnly cookie and answers the user fields', async () => {
    const res = await loginAs('Premium@Demo.local', 'demo-premium-2026');
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      email: 'premium@demo.local',
      status: 'active',
      paid_user: true,
      credits: 120,
      profile: { name: 'Jeroen', status: 'active', country: 'NL' },
      notifications_disabled: [],
      fictional_icon: '/fictional.svg',
    });
    const cookie = res.cookies.find((c) => c.name === 'sid')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 2_592_000 });
    // The database holds only a hash of the token.
    const rows = await t.db.select().from(sessions);
    expect(rows.some((r) => r.tokenHash.toString('base64url') === cookie.value)).toBe(false);
    expect(rows.every((r) => r.tokenHash.length === 32)).toBe(true);
  });

  it("says 'Login mislukt, probeer opnieuw' for a wrong password and an unknown address alike, and records both attempts", async () => {
    const wrong = await loginAs('free@demo.local', 'not-the-password');
    const unknown = await loginAs('nobody@demo.local', 'whatever-password');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Login mislukt, probeer opnieuw.', statusCode: 401, code: 'login_failed' });
      expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    }
    const attempts = await t.db.select().from(loginAttempts).where(eq(loginAttempts.email, 'nobody@demo.local'));
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.success).toBe(false);
    const english = await loginAs('free@demo.local', 'nope', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(english.json().message).toBe('Login failed, please try again.');
  });

  it('does not let a deleted account log in', async () => {
    const { body, user } = await signUp(t.app);
    await t.db.update(users).set({ status: 'deleted', deletedAt: t.clock.now() }).where(eq(users.id, user.id));
    expect((await loginAs(body.email, body.password)).statusCode).toBe(401);
  });

  it('refuses a login body without the fields, with a message per field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/user.php', payload: { email: '' }, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: 'This field is required.', password: 'This field is required.' });
  });

  it('saves the language of a logged-in member, sets the language cookie, and answers later errors in it', async () => {
    const cookie = sessionCookie(await loginAs('free@demo.local', 'demo-free-2026'));
    const res = await t.app.inject({ method: 'PUT', url: '/api/user.php', payload: { language: 'en' }, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.language).toBe('en');
    const lang = res.cookies.find((c) => c.name === 'i18n_redirected')!;
    expect(lang.value).toBe('en');
    expect(lang.maxAge).toBe(365 * 86_400);
    const bad = await t.app.inject({ method: 'PUT', url: '/api/user.php', payload: { language: 'xx' }, headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Some fields are not filled in correctly.');
    expect((await t.app.inject({ method: 'PUT', url: '/api/user.php', payload: { language: 'nl' }, headers: { cookie } })).statusCode).toBe(200);
  });

  it('answers 403 authentication_required to a call that needs a session, before looking at the body', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/user.php', payload: { language: 'xx' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'Log in om verder te gaan.',
      statusCode: 403,
      code: 'authentication_required',
      authentication_required: true,
    });
  });

  it('revokes the session on logout: the old cookie no longer identifies anyone', async () => {
    const cookie = sessionCookie(await loginAs('free@demo.local', 'demo-free-2026'));
    expect((await t.app.inject({ url: '/api/user.php', headers: { cookie } })).json().user.email).toBe('free@demo.local');
    const out = await t.app.inject({ url: '/api/logout.php', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    const cleared = out.cookies.find((c) => c.name === 'sid')!;
    expect(cleared.value).toBe('');
    expect((await t.app.inject({ url: '/api/user.php', headers: { cookie } })).json().user).toBeNull();
  });

  it('lets a session expire after 30 days', async () => {
    const cookie = sessionCookie(await loginAs('free@demo.local', 'demo-free-2026'));
    t.clock.advanceDays(29);
    expect((await t.app.inject({ url: '/api/user.php', headers: { cookie } })).json().user).not.toBeNull();
    t.clock.advanceDays(2);
    expect((await t.app.inject({ url: '/api/user.php', headers: { cookie } })).json().user).toBeNull();
  });

  it('ignores a forged or oversized session cookie', async () => {
    for (const cookie of ['sid=forged', `sid=${'a'.repeat(5000)}`, 'sid=']) {
      const res = await t.app.inject({ url: '/api/user.php', headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.json().user).toBeNull();
    }
  });

  it('answers the current member from the one session statement exactly as a fresh read of account, profile and main photo does', async () => {
    const login = await loginAs('premium@demo.local', 'demo-premium-2026');
    const cookie = sessionCookie(login);
    const id = login.json().user.id as number;
    await addPhotos(t.db, id, 2);
    const fromSession = (await t.app.inject({ url: '/api/user.php', headers: { cookie } })).json().user;
    // The language call reads the account and profile anew after its write.
    const fresh = (await t.app.inject({ method: 'PUT', url: '/api/user.php', payload: { language: 'nl' }, headers: { cookie } })).json().user;
    expect(fromSession).toEqual(fresh);
    expect(fromSession.profile.main_image).toEqual({ filename: `p/${id}/0-original-secret.webp`, thumb_filename: `p/${id}/0-thumb-secret.webp`, status: 'active' });

    // The statement's member is the account row as member calls use it: no password hash, and none of
    // the columns that only the ban, deletion, export and staff calls read (fresh) (issue 18).
    const [row] = await preparedQuery<Record<string, unknown>>(t.db, SESSION_LOOKUP_SQL, [hashToken(cookie.slice('sid='.length)), t.clock.now().toISOString()]);
    const [account] = await t.db.select().from(users).where(eq(users.id, id));
    const readFresh = ['passwordHash', 'emailConfirmedAt', 'lastLoginAt', 'deletedAt', 'purgedAt', 'bannedAt', 'banReason', 'deleteReason', 'deleteRemarks', 'signupIp', 'updatedAt', 'targetProfileId'];
    const used = Object.fromEntries(Object.entries(account!).filter(([key]) => !readFresh.includes(key)));
    expect(Object.keys(used)).toEqual(expect.arrayContaining(['id', 'email', 'status', 'credits', 'paidUser', 'premiumSince', 'invisible', 'paymentCustomerId', 'notificationsDisabled']));
    expect(row).toMatchObject(used);
    for (const key of readFresh) expect(row).not.toHaveProperty(key);
    expect(Object.values(row!)).not.toContain(account!.passwordHash);
  });
});

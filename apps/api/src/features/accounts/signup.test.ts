import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { creditLedger, profiles, sites, trackingRecords, users } from '@dating/db';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { signupBody } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/signup.php', payload: payload as object, headers });

const countUsers = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(users))[0]!.n;

describe('signup', () => {
  it('creates a not_confirmed member with a disabled profile, signup credits in the ledger, a session and an activation mail', async () => {
    const body = signupBody({ signup_message: 'Hello!', tracking: { network: 'aff', ref: 'r1', sub1: 's1' } });
    const res = await post(body);
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json.activation_mail_sent).toBe(true);
    expect(json.user).toMatchObject({
      email: body.email,
      status: 'not_confirmed',
      credits: 10,
      paid_user: false,
      role: 'member',
      language: 'nl',
      profile: { name: body.name, status: 'disabled', country: 'NL', gender: 'female', main_image: null, missing: ['photo', 'about', 'details'] },
    });
    expect(json.user).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(json)).not.toContain('argon2');

    const cookie = res.cookies.find((c) => c.name === 'sid')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.maxAge).toBe(30 * 86_400);
    expect(cookie.secure).toBeFalsy();

    const [ledger] = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, json.user.id));
    expect(ledger).toMatchObject({ amount: 10, balanceAfter: 10, reason: 'signup_bonus' });
    const [tracking] = await t.db.select().from(trackingRecords).where(eq(trackingRecords.userId, json.user.id));
    expect(tracking).toMatchObject({ network: 'aff', ref: 'r1', sub1: 's1' });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, json.user.id));
    expect(profile?.signupMessage).toBe('Hello!');

    const mails = (await t.outbox.list()).filter((m) => m.to === body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Bevestig je e-mailadres voor Amora');
    expect(mails[0]!.html).toContain('http://amora.test/api/activate.php?token=');

    const me = await t.app.inject({ url: '/api/user.php', headers: { cookie: `sid=${cookie.value}`, 'x-request-type': 'client' } });
    expect(me.json().user.email).toBe(body.email);
  });

  it('sends the session cookie as Secure when the request came over HTTPS through a trusted proxy', async () => {
    const secure = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/signup.php',
        payload: signupBody(),
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === 'sid')!.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('refuses a name equal to the e-mail address, a name starting with @, and says so per field in the member language', async () => {
    const before = await countUsers();
    const same = await post(signupBody({ email: 'jo@ex.nl', name: 'JO@ex.nl' }), { 'accept-language': 'en' });
    expect(same.statusCode).toBe(400);
    expect(same.json().fields.name).toBe('The profile name must be different from your e-mail address.');
    const at = await post(signupBody({ name: '@anna' }), { 'accept-language': 'en' });
    expect(at.statusCode).toBe(400);
    expect(at.json()).toMatchObject({
      statusCode: 400,
      code: 'validation_failed',
      message: 'Some fields are not filled in correctly.',
      fields: { name: 'The profile name may not begin with @.' },
    });
    const dutch = await post(signupBody({ name: '@anna' }));
    expect(dutch.json().fields.name).toBe('De profielnaam mag niet met @ beginnen.');
    expect(await countUsers()).toBe(before);
  });

  it('applies the minimum age on the day itself: 18 today passes, one day short fails with the {min_age}+ message', async () => {
    // The test clock stands at 2026-06-15.
    const short = await post(signupBody({ date_of_birth: '2008-06-16' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.date_of_birth).toBe('Vul je geboortedatum in: je moet 18+ jaar oud zijn.');
    expect(short.json().min_age).toBe(18);
    const exact = await post(signupBody({ date_of_birth: '2008-06-15' }));
    expect(exact.statusCode).toBe(200);
  });

  it('refuses dates that do not exist and malformed dates', async () => {
    for (const date_of_birth of ['2001-02-30', '1990-13-01', '15-06-1990', '1850-01-01', '']) {
      const res = await post(signupBody({ date_of_birth }));
      expect(res.statusCode, date_of_birth).toBe(400);
      expect(res.json().fields.date_of_birth).toBe('Ongeldige geboortedatum.');
    }
  });

  it('refuses an invalid e-mail address and suggests the likely one', async () => {
    const res = await post(signupBody({ email: 'sophie@gmial' }), { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.email).toBe('Please enter a valid e-mail address.');
    const typo = await t.app.inject({ method: 'POST', url: '/api/check-email.php', payload: { email: 'sophie@gmial.com' }, headers: { 'accept-language': 'en' } });
    expect(typo.json()).toEqual({ valid: true, available: true, suggestion: 'sophie@gmail.com', message: 'Did you mean sophie@gmail.com?' });
    const bad = await t.app.inject({ method: 'POST', url: '/api/check-email.php', payload: { email: 'no-at-sign' } });
    expect(bad.json()).toMatchObject({ valid: false, message: 'Vul een geldig e-mailadres in.' });
  });

  it('requires both the terms and the privacy policy to be accepted', async () => {
    const res = await post({ ...signupBody(), accept_terms: false, accept_privacy: undefined }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      accept_terms: 'Please accept the terms and conditions.',
      accept_privacy: 'Please accept the privacy policy.',
    });
  });

  it('answers a taken address, in any letter case, with the log-in hint and writes nothing', async () => {
    const first = signupBody();
    expect((await post(first)).statusCode).toBe(200);
    const before = await countUsers();
    const again = await post(signupBody({ email: first.email.toUpperCase() }), { 'accept-language': 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'email_taken',
      message: 'This email already has an account on this site. Would you like to log in?',
      fields: { email: 'This email already has an account on this site.' },
    });
    expect(await countUsers()).toBe(before);
    const check = await t.app.inject({ method: 'POST', url: '/api/check-email.php', payload: { email: first.email } });
    expect(check.json()).toMatchObject({ valid: true, available: false });
  });

  it('lets exactly one of two simultaneous signups with the same address through', async () => {
    const body = signupBody();
    const results = await Promise.all(Array.from({ length: 4 }, () => post(body)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    const rows = await t.db.select().from(users).where(eq(sql`lower(${users.email})`, body.email.toLowerCase()));
    expect(rows).toHaveLength(1);
  });

  it('tells a deleted but not yet final account that it can be reactivated', async () => {
    const body = signupBody();
    const res = await post(body);
    await t.db.update(users).set({ status: 'deleted', deletedAt: t.clock.now() }).where(eq(users.id, res.json().user.id));
    const again = await post(signupBody({ email: body.email }), { 'accept-language': 'en' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('email_deleted_reactivatable');
  });

  it('is closed when the site allows no signups, and open with a traffic source when the site requires one', async () => {
    await t.db.update(sites).set({ signups: 'none' }).where(eq(sites.host, '*'));
    t.app.sites.clear();
    try {
      const closed = await post(signupBody(), { 'accept-language': 'en' });
      expect(closed.statusCode).toBe(403);
      expect(closed.json()).toMatchObject({ code: 'signups_closed', message: 'Signing up is by invitation only at the moment.' });
      await t.db.update(sites).set({ signups: 'with_trafficsource' }).where(eq(sites.host, '*'));
      t.app.sites.clear();
      expect((await post(signupBody())).statusCode).toBe(403);
      expect((await post(signupBody({ tracking: { ref: 'partner' } }))).statusCode).toBe(200);
    } finally {
      await t.db.update(sites).set({ signups: 'all' }).where(eq(sites.host, '*'));
      t.app.sites.clear();
    }
  });

  it('answers 400, never 500, to malformed bodies of every kind', async () => {
    const before = await countUsers();
    const bodies: unknown[] = [
      {},
      [],
      { email: 12 },
      { ...signupBody(), gender: 'robot' },
      { ...signupBody(), password: 'x'.repeat(500) },
      { ...signupBody(), name: 'x' },
      { ...signupBody(), country: 'XX' },
      { ...signupBody(), target_profile_id: -4 },
    ];
    for (const payload of bodies) {
      const res = await post(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'validation_failed' });
    }
    const broken = await t.app.inject({ method: 'POST', url: '/api/signup.php', payload: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('Niet alle velden zijn goed ingevuld.');
    const wrongType = await t.app.inject({ method: 'POST', url: '/api/signup.php', payload: 'email=a', headers: { 'content-type': 'text/xml' } });
    expect(wrongType.statusCode).toBe(415);
    expect(await countUsers()).toBe(before);
  });
});

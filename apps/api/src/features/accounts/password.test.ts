import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@dating/db';
import { createTestApp, sessionCookie, type TestApp } from '../../../test/build-app.js';
import { signUp } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/user.php', payload: { email, password } });

async function resetLink(email: string): Promise<{ token: string; url: string }> {
  const mail = (await t.outbox.list()).find((m) => m.to === email && /wachtwoord|password/i.test(m.subject));
  if (!mail) throw new Error(`no reset mail to ${email}`);
  const url = /href="(http:\/\/amora\.test\/[^"]+\?token=[^"]+)"/.exec(mail.html)?.[1];
  if (!url) throw new Error('no link in reset mail');
  return { url, token: new URL(url).searchParams.get('token')! };
}

const requestReset = (email: string, lang = 'nl') =>
  t.app.inject({ method: 'POST', url: '/api/password-reset.php', payload: { email }, headers: { 'accept-language': lang } });
const doReset = (token: string, password: string, password_repeat = password) =>
  t.app.inject({ method: 'PUT', url: '/api/password-reset.php', payload: { token, password, password_repeat }, headers: { 'accept-language': 'en' } });

describe('password reset', () => {
  it('mails a link to the localized reset page; the new password works, the old one not, and every session ends', async () => {
    const { body, cookie } = await signUp(t.app);
    const second = sessionCookie(await login(body.email, body.password));
    expect((await requestReset(body.email.toUpperCase())).statusCode).toBe(200);
    const { url, token } = await resetLink(body.email);
    expect(url.startsWith('http://amora.test/wachtwoord-vergeten/nieuw?token=')).toBe(true);
    expect((await t.app.inject({ url: `/api/password-reset.php?token=${token}` })).json()).toEqual({ valid: true });

    const res = await doReset(token, 'a brand new secret');
    expect(res.statusCode).toBe(200);
    for (const c of [cookie, second]) {
      expect((await t.app.inject({ url: '/api/user.php', headers: { cookie: c } })).json().user).toBeNull();
    }
    expect((await login(body.email, body.password)).statusCode).toBe(401);
    const fresh = await login(body.email, 'a brand new secret');
    expect(fresh.statusCode).toBe(200);
    // Opening the mailed link proved the mailbox: the account is confirmed too.
    expect(fresh.json().user.status).toBe('active');
  });

  it('works once: a second use of the same link asks for a new mail', async () => {
    const { body } = await signUp(t.app);
    await requestReset(body.email);
    const { token } = await resetLink(body.email);
    expect((await doReset(token, 'first new secret')).statusCode).toBe(200);
    const again = await doReset(token, 'second new secret');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({
      code: 'reset_link_expired',
      message: 'This link has expired or has already been used. Request a new e-mail to reset your password.',
    });
    expect((await t.app.inject({ url: `/api/password-reset.php?token=${token}` })).json()).toEqual({ valid: false });
    expect((await login(body.email, 'first new secret')).statusCode).toBe(200);
  });

  it('expires after two hours', async () => {
    const { body } = await signUp(t.app);
    await requestReset(body.email);
    const { token } = await resetLink(body.email);
    t.clock.advance(2 * 3_600_000 + 1000);
    expect((await doReset(token, 'too late secret')).statusCode).toBe(410);
    expect((await login(body.email, body.password)).statusCode).toBe(200);
  });

  it("says 'the given passwords are not equal' and changes nothing when the two differ", async () => {
    const { body } = await signUp(t.app);
    await requestReset(body.email);
    const { token } = await resetLink(body.email);
    const res = await doReset(token, 'one new secret', 'another secret');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ password_repeat: 'The given passwords are not equal.' });
    expect((await t.app.inject({ url: `/api/password-reset.php?token=${token}` })).json().valid).toBe(true);
    expect((await login(body.email, body.password)).statusCode).toBe(200);
  });

  it('tells an unknown address that no account was found', async () => {
    const res = await requestReset('nobody-here@example.com', 'en');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'email_not_found', message: 'We could not find an account with this e-mail address.' });
  });

  it('refuses a too short new password and a malformed token', async () => {
    const short = await doReset('x'.repeat(43), 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.password).toBe('Your password must be at least 8 characters long.');
    expect((await doReset('not a token at all', 'long enough secret')).statusCode).toBe(410);
  });
});

describe('change password', () => {
  const change = (cookie: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/password.php', payload, headers: { cookie, 'accept-language': 'en' } });

  it('checks the old password, keeps this session and ends the others', async () => {
    const { body, cookie } = await signUp(t.app, { language: 'en' });
    const other = sessionCookie(await login(body.email, body.password));
    const wrong = await change(cookie, { old_password: 'not it', password: 'new secret 123', password_repeat: 'new secret 123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ old_password: 'Your current password is not correct.' });
    const differ = await change(cookie, { old_password: body.password, password: 'new secret 123', password_repeat: 'new secret 124' });
    expect(differ.json().fields).toEqual({ password_repeat: 'The given passwords are not equal.' });
    expect((await login(body.email, body.password)).statusCode).toBe(200);

    const ok = await change(cookie, { old_password: body.password, password: 'new secret 123', password_repeat: 'new secret 123' });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/user.php', headers: { cookie } })).json().user.email).toBe(body.email);
    expect((await t.app.inject({ url: '/api/user.php', headers: { cookie: other } })).json().user).toBeNull();
    expect((await login(body.email, 'new secret 123')).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
  });

  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/password.php', payload: {} });
    expect(res.statusCode).toBe(403);
  });
});

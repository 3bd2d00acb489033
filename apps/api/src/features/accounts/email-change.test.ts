import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@dating/db';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { signUp } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ask = (cookie: string, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/email-change.php', payload: { email, password }, headers: { cookie, 'accept-language': 'en' } });
const confirm = (token: string) =>
  t.app.inject({ method: 'PUT', url: '/api/email-change.php', payload: { token }, headers: { 'accept-language': 'en' } });

async function linkTo(address: string) {
  const mail = (await t.outbox.list()).find((m) => m.to === address);
  const url = mail && /href="(http:\/\/amora\.test\/[^"]+\?token=[^"]+)"/.exec(mail.html)?.[1];
  if (!url) throw new Error(`no link mailed to ${address}`);
  return { url, token: new URL(url).searchParams.get('token')! };
}

describe('change e-mail', () => {
  it('mails the new address, applies the change from its link and tells the old address', async () => {
    const { body, cookie, user } = await signUp(t.app);
    const newEmail = `new-${body.email}`;
    const res = await ask(cookie, newEmail, body.password);
    expect(res.statusCode).toBe(200);
    // Nothing changes before the new address is confirmed.
    expect((await t.app.inject({ url: '/api/user.php', headers: { cookie } })).json().user.email).toBe(body.email);
    const { url, token } = await linkTo(newEmail);
    expect(url.startsWith('http://amora.test/email-wijzigen/bevestigen?token=')).toBe(true);

    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ email: newEmail });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: newEmail, status: 'active' });
    const notice = (await t.outbox.list()).find((m) => m.to === body.email && m.subject.includes('gewijzigd'));
    expect(notice?.text).toContain(newEmail);
    expect((await confirm(token)).json().code).toBe('mail_change_link_expired');
    const login = await t.app.inject({ method: 'POST', url: '/api/user.php', payload: { email: newEmail, password: body.password } });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an invalid new address with its own message and a suggestion', async () => {
    const { body, cookie } = await signUp(t.app, { language: 'en' });
    const res = await ask(cookie, 'someone@gmial', body.password);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: 'Please enter a valid new e-mail address.' });
    const typo = await ask(cookie, 'someone@gmial.com', body.password);
    expect(typo.json()).toEqual({ success: true, suggestion: 'someone@gmail.com' });
  });

  it('refuses an address that already has an account, the current address and a wrong password', async () => {
    const a = await signUp(t.app, { language: 'en' });
    const b = await signUp(t.app);
    const taken = await ask(a.cookie, b.body.email, a.body.password);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('email_taken');
    expect((await ask(a.cookie, a.body.email.toUpperCase(), a.body.password)).json().fields).toEqual({ email: 'This is already your e-mail address.' });
    expect((await ask(a.cookie, `x-${a.body.email}`, 'wrong password')).json().fields).toEqual({ password: 'Your password is not correct.' });
  });

  it('does not apply a link when the address was taken in the meantime', async () => {
    const a = await signUp(t.app);
    const target = `later-${a.body.email}`;
    await ask(a.cookie, target, a.body.password);
    const { token } = await linkTo(target);
    await signUp(t.app, { email: target });
    const res = await confirm(token);
    expect(res.statusCode).toBe(409);
    const [row] = await t.db.select().from(users).where(eq(users.id, a.user.id));
    expect(row?.email).toBe(a.body.email);
  });

  it('lets a link expire after 24 hours', async () => {
    const { body, cookie } = await signUp(t.app);
    await ask(cookie, `late-${body.email}`, body.password);
    const { token } = await linkTo(`late-${body.email}`);
    t.clock.advance(24 * 3_600_000 + 1);
    expect((await confirm(token)).statusCode).toBe(410);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { profiles, users } from '@dating/db';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { activationLink, createMember, signUp } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newestLinkFor(email: string) {
  const mail = (await t.outbox.list()).find((m) => m.to === email);
  if (!mail) throw new Error(`no mail to ${email}`);
  return activationLink(mail.html);
}

const open = (link: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: link.replace('http://amora.test', ''), headers });

describe('activation', () => {
  it('confirms the address from the mailed link: member and profile become active, the browser lands on /activeren/gelukt', async () => {
    const { body, user } = await signUp(t.app);
    const res = await open(await newestLinkFor(body.email));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/activeren/gelukt');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.status).toBe('active');
    expect(row?.emailConfirmedAt).not.toBeNull();
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile?.status).toBe('active');
  });

  it('keeps a profile that a moderator hid before the confirmation hidden: the account is active, the profile not', async () => {
    const { body, user } = await signUp(t.app);
    await t.db.update(profiles).set({ status: 'disabled', hiddenAt: t.clock.now() }).where(eq(profiles.id, user.id));
    expect((await open(await newestLinkFor(body.email))).headers.location).toBe('/activeren/gelukt');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.status).toBe('active');
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile?.status).toBe('disabled');
  });

  it('redirects to the localized path of the language of the browser', async () => {
    const { body } = await signUp(t.app);
    const res = await open(await newestLinkFor(body.email), { cookie: 'i18n_redirected=de' });
    expect(res.headers.location).toBe('/aktivieren/erfolgreich');
  });

  it('sends an unknown, empty or tampered token to the activation error page', async () => {
    for (const url of ['/api/activate.php?token=abcdefghijklmnopqrstuvwxyz', '/api/activate.php', '/api/activate.php?token=%00%00']) {
      const res = await t.app.inject({ url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location).toBe('/activate/error');
    }
  });

  it('refuses a link older than 7 days', async () => {
    const { body, user } = await signUp(t.app);
    const link = await newestLinkFor(body.email);
    t.clock.advanceDays(8);
    expect((await open(link)).headers.location).toBe('/activeren/mislukt');
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.status).toBe('not_confirmed');
  });

  it('mails a new link on request, once a minute at most, and the old link stops working', async () => {
    const { body, cookie, user } = await signUp(t.app);
    const oldLink = await newestLinkFor(body.email);
    const tooSoon = await t.app.inject({ method: 'POST', url: '/api/activation-mail.php', headers: { cookie }, payload: {} });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().code).toBe('too_many_requests');
    t.clock.advance(61_000);
    const again = await t.app.inject({ method: 'POST', url: '/api/activation-mail.php', headers: { cookie }, payload: {} });
    expect(again.statusCode).toBe(200);
    const mails = (await t.outbox.list()).filter((m) => m.to === body.email);
    expect(mails).toHaveLength(2);
    const newLink = await newestLinkFor(body.email);
    expect(newLink).not.toBe(oldLink);
    expect((await open(oldLink)).headers.location).toBe('/activeren/mislukt');
    expect((await open(newLink)).headers.location).toBe('/activeren/gelukt');
    // Using the link again after success still shows the success page.
    expect((await open(newLink)).headers.location).toBe('/activeren/gelukt');
    const me = await t.app.inject({ url: '/api/user.php', headers: { cookie } });
    expect(me.json().user).toMatchObject({ id: user.id, status: 'active', profile: { status: 'active' } });
    const done = await t.app.inject({ method: 'POST', url: '/api/activation-mail.php', headers: { cookie }, payload: {} });
    expect(done.statusCode).toBe(409);
    expect(done.json().code).toBe('already_confirmed');
  });

  it('needs a session to ask for the mail again', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/activation-mail.php', payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json().authentication_required).toBe(true);
  });

  describe('signing up from a member landing page (target profile)', () => {
    const targetOf = async (id: number) =>
      (await t.db.select({ target: users.targetProfileId }).from(users).where(eq(users.id, id)))[0]?.target;

    it('records the member on the new account and sends the activation link to the conversation with them, in the browser language', async () => {
      const target = await createMember(t.db, { gender: 'male', fictional: true });
      const { body, user } = await signUp(t.app, { target_profile_id: target.id });
      expect(await targetOf(user.id)).toBe(target.id);
      const res = await open(await newestLinkFor(body.email), { cookie: 'i18n_redirected=de' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/mitglieder/${target.id}/chat`);
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.status).toBe('active');
    });

    it('records no target for an id that does not exist or is hidden, and the signup still succeeds', async () => {
      const hidden = await createMember(t.db, { status: 'disabled' });
      for (const id of [hidden.id, 987_654_321]) {
        const { body, user } = await signUp(t.app, { target_profile_id: id });
        expect(await targetOf(user.id)).toBeNull();
        expect((await open(await newestLinkFor(body.email))).headers.location).toBe('/activeren/gelukt');
      }
    });

    it('lands on the activation page instead when the target disappeared before the link was opened', async () => {
      const target = await createMember(t.db);
      const { body, user } = await signUp(t.app, { target_profile_id: target.id });
      expect(await targetOf(user.id)).toBe(target.id);
      await t.db.update(profiles).set({ status: 'disabled' }).where(eq(profiles.id, target.id));
      expect((await open(await newestLinkFor(body.email))).headers.location).toBe('/activeren/gelukt');
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { conversations, creditLedger, discountCodes, messages, profiles, sessions, sites, users } from '@dating/db';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { createMember, signUp } from '../../../test/factories.js';
import { jpegWithExif, multipart } from '../../../test/multipart.js';
import { purgeDeletedAccounts } from './deletion.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const remove = (cookie: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/account-delete.php', payload, headers: { cookie } });

async function reactivationLink(email: string) {
  const mail = (await t.outbox.list()).find((m) => m.to === email && /verwijderd|deleted/.test(m.subject));
  const url = mail && /href="http:\/\/amora\.test(\/api\/reactivate\.php\?token=[^"]+)"/.exec(mail.html)?.[1];
  if (!url) throw new Error(`no reactivation mail to ${email}`);
  return url;
}

async function member(id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('account deletion', () => {
  it('deletes at once with the reason: the member is logged out, cannot log in, and gets a reactivation mail', async () => {
    const { body, cookie, user } = await signUp(t.app);
    const res = await remove(cookie, { reason: 'found_someone', remarks: 'Met someone here!', password: body.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ redirect_url: null, redirect_seconds: 10, reactivate_until: '2026-06-29T12:00:00.000Z' });
    expect((await t.app.inject({ url: '/api/user.php', headers: { cookie } })).json().user).toBeNull();
    const login = await t.app.inject({ method: 'POST', url: '/api/user.php', payload: { email: body.email, password: body.password } });
    expect(login.statusCode).toBe(401);
    const row = await member(user.id);
    expect(row).toMatchObject({ status: 'deleted', deleteReason: 'found_someone', deleteRemarks: 'Met someone here!' });
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, user.id));
    expect(profile?.status).toBe('disabled');
    const open = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);
    expect(await reactivationLink(body.email)).toContain('/api/reactivate.php?token=');
  });

  it('hides the account from other members at once: profile, search and their likes', async () => {
    const { body, cookie, user } = await signUp(t.app, { country: 'BE' });
    await t.db.update(users).set({ status: 'active', emailConfirmedAt: t.clock.now() }).where(eq(users.id, user.id));
    await t.db.update(profiles).set({ status: 'active' }).where(eq(profiles.id, user.id));
    const other = await createMember(t.db, { gender: 'male', country: 'BE', region: 'BE-VAN' });
    await t.app.inject({ method: 'POST', url: '/api/like.php', payload: { profile_id: other.id }, headers: { cookie } });
    const seen = async () => ({
      profile: (await t.app.inject({ url: `/api/member.php?id=${user.id}`, headers: { cookie: other.cookie } })).statusCode,
      search: (await t.app.inject({ url: '/api/search.php?country=BE&perPage=60', headers: { cookie: other.cookie } })).json().profiles.some((p: { id: number }) => p.id === user.id),
      likes: (await t.app.inject({ url: '/api/likes.php', headers: { cookie: other.cookie } })).json().liked_by.some((p: { id: number }) => p.id === user.id),
    });
    expect(await seen()).toEqual({ profile: 200, search: true, likes: true });
    await remove(cookie, { reason: 'time', password: body.password });
    expect(await seen()).toEqual({ profile: 404, search: false, likes: false });
  });

  it('asks for the password and a known reason, and writes nothing otherwise', async () => {
    const { body, cookie, user } = await signUp(t.app, { language: 'en' });
    const wrong = await remove(cookie, { reason: 'price', password: 'not mine' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ password: 'Your password is not correct.' });
    const bad = await remove(cookie, { reason: 'bored', password: body.password });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['reason']);
    expect((await member(user.id)).status).toBe('not_confirmed');
    expect((await remove('sid=none', { reason: 'price', password: 'x' })).statusCode).toBe(403);
  });

  it('sends the member to the partner site of the site settings with its countdown', async () => {
    await t.db.update(sites).set({ deleteRedirectUrl: 'https://partner.example/welcome', deleteRedirectSeconds: 7 }).where(eq(sites.host, '*'));
    t.app.sites.clear();
    try {
      const { body, cookie } = await signUp(t.app);
      const res = await remove(cookie, { reason: 'no_members', password: body.password });
      expect(res.json()).toMatchObject({ redirect_url: 'https://partner.example/welcome', redirect_seconds: 7 });
    } finally {
      await t.db.update(sites).set({ deleteRedirectUrl: null, deleteRedirectSeconds: 10 }).where(eq(sites.host, '*'));
      t.app.sites.clear();
    }
  });

  it('reactivates from the mailed link on day 13, and the member logs in again as before', async () => {
    const { body, cookie, user } = await signUp(t.app);
    // A confirmed member comes back confirmed.
    await t.db.update(users).set({ status: 'active', emailConfirmedAt: t.clock.now() }).where(eq(users.id, user.id));
    await remove(cookie, { reason: 'time', password: body.password });
    const link = await reactivationLink(body.email);
    t.clock.advanceDays(13);
    const res = await t.app.inject({ url: link });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/inloggen?reactivated=1');
    expect(await member(user.id)).toMatchObject({ status: 'active', deletedAt: null, deleteReason: null });
    const login = await t.app.inject({ method: 'POST', url: '/api/user.php', payload: { email: body.email, password: body.password } });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.profile.status).toBe('active');
    expect((await t.app.inject({ url: link })).headers.location).toBe('/account-verwijderd?reactivation=expired');
  });

  it('refuses the link after 14 days, and the purge then removes the personal data but keeps the books', async () => {
    const { body, cookie, user } = await signUp(t.app);
    await remove(cookie, { reason: 'other', remarks: 'private remark', password: body.password });
    const link = await reactivationLink(body.email);
    t.clock.advanceDays(13);
    await purgeDeletedAccounts(t.db, t.clock.now());
    expect((await member(user.id)).purgedAt).toBeNull();
    t.clock.advanceDays(1);
    expect((await t.app.inject({ url: link })).headers.location).toBe('/account-verwijderd?reactivation=expired');
    expect(await purgeDeletedAccounts(t.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    const row = await member(user.id);
    expect(row.email).toBe(`purged-${user.id}@deleted.invalid`);
    expect(row.passwordHash).toBe('');
    expect(row.deleteRemarks).toBeNull();
    expect(row.purgedAt).not.toBeNull();
    expect(await t.db.select().from(profiles).where(eq(profiles.id, user.id))).toEqual([]);
    const ledger = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, user.id));
    expect(ledger.reduce((sum, l) => sum + l.amount, 0)).toBe(row.credits);
    expect(await purgeDeletedAccounts(t.db, t.clock.now())).toBe(0); // nothing left to do
    // The address is free again after the purge.
    const again = await t.app.inject({ method: 'POST', url: '/api/signup.php', payload: { ...body, name: 'Again' } });
    expect(again.statusCode).toBe(200);
  });

  it('purges the conversations of a deleted account with every message and photo file in them', async () => {
    const gone = await createMember(t.db, { credits: 5, gender: 'male' });
    const other = await createMember(t.db, { credits: 5 });
    const body = multipart('photo', 'p.jpg', 'image/jpeg', await jpegWithExif(120, 120));
    const sent = await t.app.inject({ method: 'POST', url: `/api/chat-photo.php?profile_id=${other.id}`, payload: body.payload, headers: { ...body.headers, cookie: gone.cookie } });
    expect(sent.statusCode, sent.body).toBe(200);
    await t.app.inject({ method: 'POST', url: '/api/messages.php', payload: { profile_id: gone.id, body: 'Hi!' }, headers: { cookie: other.cookie } });
    const file = join(t.photoStore.localRoot!, sent.json().message.photo.url.replace(/^\/media\//, ''));
    expect(existsSync(file)).toBe(true);
    await t.db.update(users).set({ status: 'deleted', deletedAt: new Date(t.clock.now().getTime() - 15 * 86_400_000) }).where(eq(users.id, gone.id));
    expect(await purgeDeletedAccounts(t.db, t.clock.now(), t.photoStore)).toBeGreaterThanOrEqual(1);
    expect(await t.db.select().from(conversations).where(eq(conversations.id, sent.json().conversation.id))).toEqual([]);
    expect(await t.db.select().from(messages).where(eq(messages.senderId, gone.id))).toEqual([]);
    expect(existsSync(file)).toBe(false);
    expect((await t.app.inject({ url: '/api/chats.php', headers: { cookie: other.cookie } })).json().chats).toEqual([]);
  });

  it('answers a signup with a deleted address with the reactivation message and mails the link again', async () => {
    const { body, cookie } = await signUp(t.app);
    await remove(cookie, { reason: 'price', password: body.password });
    const before = (await t.outbox.list()).filter((m) => m.to === body.email).length;
    const res = await t.app.inject({ method: 'POST', url: '/api/signup.php', payload: body, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'email_deleted_reactivatable',
      message: 'This account was deleted recently. Check your mailbox for the link to reactivate it.',
    });
    expect((await t.outbox.list()).filter((m) => m.to === body.email)).toHaveLength(before + 1);
  });
});

describe('retention offer', () => {
  it('turns the delete_discount into one personal code, the same on a second ask', async () => {
    const { cookie, user } = await signUp(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/retention-offer.php', headers: { cookie }, payload: {} });
    expect(res.statusCode).toBe(200);
    const in30Days = new Date(t.clock.now().getTime() + 30 * 86_400_000).toISOString();
    expect(res.json()).toMatchObject({ percentage: 50, expires: in30Days });
    expect(res.json().code).toMatch(/^STAY50-[0-9A-F]{8}$/);
    const again = await t.app.inject({ method: 'POST', url: '/api/retention-offer.php', headers: { cookie }, payload: {} });
    expect(again.json().code).toBe(res.json().code);
    const codes = await t.db.select().from(discountCodes).where(eq(discountCodes.userId, user.id));
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatchObject({ purpose: 'retention', validity: 'once', status: 'active' });
    const [n] = await t.db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.id, user.id));
    expect(n?.n).toBe(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '@dating/db';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { createMember } from '../../../test/factories.js';
import { listUnsubscribeHeaders, unsubscribeKey, unsubscribeToken, wantsNotification } from './preferences.service.js';

const SECRET = 'mail-events-secret-0123456789abcdef';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MAIL_EVENTS_SECRET: SECRET });
});
afterAll(() => t.close());

const get = (cookie: string) => t.app.inject({ url: '/api/notifications.php', headers: { cookie } });
const put = (cookie: string, payload: object, lang = 'en') =>
  t.app.inject({ method: 'PUT', url: '/api/notifications.php', headers: { cookie, 'accept-language': lang }, payload });
const reasons = async (id: number) => (await t.db.select({ r: users.notificationsDisabled }).from(users).where(eq(users.id, id)))[0]!.r;

describe('notification preferences (/api/notifications.php)', () => {
  it('start with what someone does for the member on, and promotions, news and weekly updates off until opted in', async () => {
    const member = await createMember(t.db);
    const res = await get(member.cookie);
    expect(res.statusCode).toBe(200);
    const byType = Object.fromEntries(res.json().preferences.map((p: { type: string; email: boolean; push: boolean }) => [p.type, [p.email, p.push]]));
    expect(byType).toEqual({
      new_conversations: [true, true],
      new_messages: [true, true],
      like: [true, true],
      unread_message_reminders: [true, true],
      promotions: [false, false],
      weekly_updates: [false, false],
      news: [false, false],
      reminders: [true, true],
    });
    expect(await wantsNotification(t.db, member.id, 'promotions', 'email')).toBe(false);
    expect(await wantsNotification(t.db, member.id, 'new_messages', 'email')).toBe(true);
  });

  it('saves each type and channel on its own, and every later question follows the choice', async () => {
    const member = await createMember(t.db);
    const res = await put(member.cookie, { preferences: [{ type: 'new_messages', email: false, push: true }, { type: 'promotions', email: true, push: false }] });
    expect(res.statusCode).toBe(200);
    const saved = (await get(member.cookie)).json().preferences;
    expect(saved.find((p: { type: string }) => p.type === 'new_messages')).toEqual({ type: 'new_messages', email: false, push: true });
    expect(saved.find((p: { type: string }) => p.type === 'promotions')).toEqual({ type: 'promotions', email: true, push: false });
    expect(saved.find((p: { type: string }) => p.type === 'like')).toEqual({ type: 'like', email: true, push: true });
    expect(await wantsNotification(t.db, member.id, 'new_messages', 'email')).toBe(false);
    expect(await wantsNotification(t.db, member.id, 'new_messages', 'push')).toBe(true);
    expect(await wantsNotification(t.db, member.id, 'promotions', 'email')).toBe(true);
  });

  it('refuses unknown types, duplicates and bad values with a 400 in the member language, saving nothing', async () => {
    const member = await createMember(t.db);
    for (const payload of [
      { preferences: [{ type: 'spam', email: true, push: true }] },
      { preferences: [{ type: 'like', email: 'yes', push: true }] },
      { preferences: [{ type: 'like', email: false, push: false }, { type: 'like', email: true, push: true }] },
      { preferences: 'all' },
      [],
    ]) {
      const res = await put(member.cookie, payload, 'de');
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    expect((await get(member.cookie)).json().preferences.find((p: { type: string }) => p.type === 'like')).toMatchObject({ email: true });
    expect((await t.app.inject({ url: '/api/notifications.php' })).statusCode).toBe(403);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it("stops all notification mail of the member the token names, without a session; 'mail me again' lifts it", async () => {
    const member = await createMember(t.db);
    const other = await createMember(t.db);
    const token = unsubscribeToken(await unsubscribeKey(t.db), member.id);
    const headers = listUnsubscribeHeaders('http://amora.test', token);
    expect(headers).toEqual({
      'List-Unsubscribe': `<http://amora.test/api/unsubscribe.php?token=${encodeURIComponent(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const url = headers['List-Unsubscribe']!.slice('<http://amora.test'.length, -1);
    const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
    expect(res.statusCode).toBe(200);
    expect(await reasons(member.id)).toEqual(['listunsubscribe']);
    expect(await reasons(other.id)).toEqual([]);
    expect(await wantsNotification(t.db, member.id, 'new_messages', 'email')).toBe(false);
    expect(await wantsNotification(t.db, member.id, 'new_messages', 'push')).toBe(true);
    // A second click changes nothing and still answers.
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(200);
    expect(await reasons(member.id)).toEqual(['listunsubscribe']);
    expect((await get(member.cookie)).json().notifications_disabled).toEqual(['listunsubscribe']);

    expect((await t.app.inject({ method: 'POST', url: '/api/notifications-enable.php', headers: { cookie: member.cookie }, payload: {} })).statusCode).toBe(200);
    expect(await reasons(member.id)).toEqual([]);
    expect(await wantsNotification(t.db, member.id, 'new_messages', 'email')).toBe(true);
  });

  it('answers 404 to a token that is forged, for another member or malformed, and changes nobody', async () => {
    const member = await createMember(t.db);
    const token = unsubscribeToken(await unsubscribeKey(t.db), member.id);
    const [, sig] = token.split('.');
    for (const bad of [`${member.id + 1}.${sig}`, `${member.id}.${'A'.repeat(32)}`, 'nonsense', `${member.id}.`, '9'.repeat(30)]) {
      const res = await t.app.inject({ method: 'POST', url: `/api/unsubscribe.php?token=${encodeURIComponent(bad)}` });
      expect(res.statusCode, bad).toBe(404);
    }
    expect(await reasons(member.id)).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: '/api/unsubscribe.php' })).statusCode).toBe(400);
  });
});

describe('bounces and spam complaints (/api/mail-events.php)', () => {
  const send = (payload: object, secret = SECRET) =>
    t.app.inject({ method: 'POST', url: '/api/mail-events.php', headers: { authorization: `Bearer ${secret}` }, payload });

  it('a hard bounce sets bounce, a complaint fbl, a soft bounce nothing; mail stops, push does not', async () => {
    const bounced = await createMember(t.db);
    const complained = await createMember(t.db);
    const full = await createMember(t.db);
    const email = async (id: number) => (await t.db.select({ e: users.email }).from(users).where(eq(users.id, id)))[0]!.e;
    const res = await send({
      events: [
        { type: 'bounce', email: (await email(bounced.id)).toUpperCase() },
        { type: 'complaint', email: await email(complained.id) },
        { type: 'bounce', email: await email(full.id), permanent: false },
        { type: 'bounce', email: 'nobody@example.com' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ updated: 2 });
    expect(await reasons(bounced.id)).toEqual(['bounce']);
    expect(await reasons(complained.id)).toEqual(['fbl']);
    expect(await reasons(full.id)).toEqual([]);
    expect(await wantsNotification(t.db, bounced.id, 'like', 'email')).toBe(false);
    expect(await wantsNotification(t.db, bounced.id, 'like', 'push')).toBe(true);
    // The same event again changes nothing; the member sees the reason in their answer.
    expect((await send({ events: [{ type: 'bounce', email: await email(bounced.id) }] })).json()).toEqual({ updated: 0 });
    expect((await t.app.inject({ url: '/api/user.php', headers: { cookie: bounced.cookie } })).json().user.notifications_disabled).toEqual(['bounce']);
  });

  it('refuses a wrong or missing secret and bad payloads, and is not there at all without MAIL_EVENTS_SECRET', async () => {
    const member = await createMember(t.db);
    const [{ e }] = (await t.db.select({ e: users.email }).from(users).where(eq(users.id, member.id))) as [{ e: string }];
    expect((await send({ events: [{ type: 'bounce', email: e }] }, 'x'.repeat(SECRET.length))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/api/mail-events.php', payload: { events: [{ type: 'bounce', email: e }] } })).statusCode).toBe(403);
    expect((await send({ events: [] })).statusCode).toBe(400);
    expect((await send({ events: [{ type: 'opened', email: e }] })).statusCode).toBe(400);
    expect(await reasons(member.id)).toEqual([]);

    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ method: 'POST', url: '/api/mail-events.php', headers: { authorization: `Bearer ${SECRET}` }, payload: { events: [{ type: 'bounce', email: e }] } });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});

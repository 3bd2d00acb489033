import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { pagePresence, pushQuiet, pushSubscriptions, rows } from '@dating/db';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { createMember } from '../../../test/factories.js';
import { connect, listen } from '../../../test/sockets.js';
import { PushServiceTwin } from '../../../test/push-service.js';
import { QUIET_MS, type PushPayload } from './notify.js';
import { PRESENCE_STALE_SECONDS, hasVisibleTab } from './push.service.js';

let t: TestApp;
let base: string;
const twin = new PushServiceTwin();

beforeAll(async () => {
  await twin.start();
  t = await createTestApp();
  // The quiet period's follow-up is a job for later: the test clock runs at the real time.
  t.clock.advance(Date.now() - t.clock.now().getTime());
  t.app.push.agent = twin.agent;
  base = await listen(t.app);
  await t.app.jobs.work();
});
afterAll(async () => {
  await t.close();
  await twin.stop();
});

type Member = Awaited<ReturnType<typeof createMember>>;
const subscribe = (m: Member, subscription: object) =>
  t.app.inject({ method: 'POST', url: '/api/user.php?push=1', payload: subscription, headers: { cookie: m.cookie } });
const send = (from: Member, to: Member, body: string) =>
  t.app.inject({ method: 'POST', url: '/api/messages.php', payload: { profile_id: to.id, body }, headers: { cookie: from.cookie } });
const subscriptionsOf = (m: Member) => t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, m.id));

async function until<T>(what: () => Promise<T | undefined | false>, ms = 60_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await what();
    if (value) return value;
    if (Date.now() - started > ms) {
      const jobs = await rows(t.db, sql`select name, state, data, output from pgboss.job where name = 'push-notify' order by created_on`);
      throw new Error(`timed out; push jobs: ${JSON.stringify(jobs)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
/** The push-notify jobs for a member, oldest first. */
const jobsFor = (m: Member) =>
  rows<{ id: string; state: string; output: unknown; start_after: Date }>(
    t.db,
    sql`select id, state, output, start_after from pgboss.job where name = 'push-notify' and (data->>'userId')::int = ${m.id} order by created_on`,
  );
const pushes = (endpoint: string) => twin.received(endpoint).map((r) => JSON.parse(r.payload) as PushPayload);

describe('push subscriptions', () => {
  it('saves one per device, replaces a device’s by its endpoint, and removes it', async () => {
    const me = await createMember(t.db);
    const phone = twin.subscribe();
    const laptop = twin.subscribe();
    expect((await subscribe(me, phone)).json()).toEqual({ success: true, saved: true });
    expect((await subscribe(me, laptop)).statusCode).toBe(200);
    // The phone subscribes again with new keys: still one row for it.
    const renewed = { ...phone, keys: { ...laptop.keys } };
    expect((await subscribe(me, renewed)).statusCode).toBe(200);
    const saved = await subscriptionsOf(me);
    expect(saved.map((s) => s.endpoint).sort()).toEqual([phone.endpoint, laptop.endpoint].sort());
    expect(saved.find((s) => s.endpoint === phone.endpoint)?.p256dh).toBe(laptop.keys.p256dh);

    // Another member logs in on the laptop's browser: the subscription is theirs now.
    const other = await createMember(t.db);
    await subscribe(other, laptop);
    expect((await subscriptionsOf(me)).map((s) => s.endpoint)).toEqual([phone.endpoint]);

    const removed = await t.app.inject({ method: 'DELETE', url: '/api/user.php?push=1', payload: { endpoint: phone.endpoint }, headers: { cookie: me.cookie } });
    expect(removed.json()).toEqual({ success: true });
    expect(await subscriptionsOf(me)).toHaveLength(0);
    // Removing another member's subscription does nothing.
    await t.app.inject({ method: 'DELETE', url: '/api/user.php?push=1', payload: { endpoint: laptop.endpoint }, headers: { cookie: me.cookie } });
    expect(await subscriptionsOf(other)).toHaveLength(1);
  });

  it('refuses visitors, an endpoint that is not https and broken keys; the login at the same path still works', async () => {
    const me = await createMember(t.db);
    const good = twin.subscribe();
    expect((await t.app.inject({ method: 'POST', url: '/api/user.php?push=1', payload: good })).statusCode).toBe(403);
    const http = await subscribe(me, { ...good, endpoint: good.endpoint.replace('https:', 'http:') });
    expect(http.statusCode).toBe(400);
    expect(http.json()).toMatchObject({ code: 'validation_failed' });
    expect((await subscribe(me, { ...good, keys: { p256dh: 'short', auth: good.keys.auth } })).statusCode).toBe(400);
    expect((await subscribe(me, {})).statusCode).toBe(400);
    // Without ?push=1 the same POST is the login, as before.
    const login = await t.app.inject({ method: 'POST', url: '/api/user.php', payload: { email: 'nobody@example.com', password: 'wrong' } });
    expect(login.json()).toMatchObject({ code: 'login_failed' });
  });
});

describe('the member’s devices with push (decision 061)', () => {
  const chromeAndroid = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
  const firefoxMac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0';
  const subscribeFrom = (m: Member, subscription: object, userAgent: string) =>
    t.app.inject({ method: 'POST', url: '/api/user.php?push=1', payload: subscription, headers: { cookie: m.cookie, 'user-agent': userAgent } });
  const devicesOf = (m: Member) => t.app.inject({ method: 'GET', url: '/api/push-devices.php', headers: { cookie: m.cookie } });
  const removeDevice = (m: Member, id: number | string) => t.app.inject({ method: 'DELETE', url: `/api/push-devices.php?id=${id}`, headers: { cookie: m.cookie } });

  it('lists only the member’s own devices with the browser they subscribed from, and removes one of them', async () => {
    const me = await createMember(t.db);
    const other = await createMember(t.db);
    const phone = twin.subscribe();
    const laptop = twin.subscribe();
    const theirs = twin.subscribe();
    await subscribeFrom(me, phone, chromeAndroid);
    await subscribeFrom(me, laptop, firefoxMac);
    await subscribeFrom(other, theirs, chromeAndroid);
    // The phone saves itself again on the next page load: it keeps when it was added.
    const [before] = (await devicesOf(me)).json().devices.filter((d: { endpoint: string }) => d.endpoint === phone.endpoint);
    await subscribeFrom(me, phone, chromeAndroid);

    const listed = await devicesOf(me);
    expect(listed.statusCode).toBe(200);
    const devices = listed.json().devices as { id: number; user_agent: string; endpoint: string; created_at: string; last_sent_at: string | null }[];
    expect(devices.map((d) => d.endpoint).sort()).toEqual([phone.endpoint, laptop.endpoint].sort());
    expect(devices.find((d) => d.endpoint === phone.endpoint)).toMatchObject({ user_agent: chromeAndroid, created_at: before.created_at, last_sent_at: null });
    expect(devices.find((d) => d.endpoint === laptop.endpoint)?.user_agent).toBe(firefoxMac);

    const removed = await removeDevice(me, devices.find((d) => d.endpoint === phone.endpoint)!.id);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().devices.map((d: { endpoint: string }) => d.endpoint)).toEqual([laptop.endpoint]);
    expect((await subscriptionsOf(me)).map((s) => s.endpoint)).toEqual([laptop.endpoint]);
    expect(await subscriptionsOf(other)).toHaveLength(1);

    // The phone's page loads again and renews its subscription: it stays removed, and the page is told so.
    const renewed = await t.app.inject({ method: 'POST', url: '/api/user.php?push=1', payload: { ...phone, renew: true }, headers: { cookie: me.cookie, 'user-agent': chromeAndroid } });
    expect(renewed.json()).toEqual({ success: true, saved: false });
    expect((await subscriptionsOf(me)).map((s) => s.endpoint)).toEqual([laptop.endpoint]);
    // The laptop's renewal is saved; the member switching push on again on the phone adds it back.
    expect((await t.app.inject({ method: 'POST', url: '/api/user.php?push=1', payload: { ...laptop, renew: true }, headers: { cookie: me.cookie } })).json().saved).toBe(true);
    expect((await subscribeFrom(me, phone, chromeAndroid)).json().saved).toBe(true);
    expect(await subscriptionsOf(me)).toHaveLength(2);
  });

  it('refuses another member’s device (not found, and it stays), a bad id and visitors', async () => {
    const me = await createMember(t.db, { language: 'nl' });
    const other = await createMember(t.db);
    await subscribeFrom(other, twin.subscribe(), firefoxMac);
    const [theirs] = await subscriptionsOf(other);

    const refused = await removeDevice(me, theirs!.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'not_found' });
    expect(await subscriptionsOf(other)).toHaveLength(1);
    expect((await devicesOf(me)).json().devices).toEqual([]);

    for (const bad of ['abc', '0', '-3', '1.5']) {
      const answer = await removeDevice(me, bad);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'validation_failed' });
    }
    expect((await t.app.inject({ method: 'DELETE', url: '/api/push-devices.php', headers: { cookie: me.cookie } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/push-devices.php' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/push-devices.php?id=${theirs!.id}` })).statusCode).toBe(403);
    expect(await subscriptionsOf(other)).toHaveLength(1);
  });

  it('moves a device to the subscription its push service renewed (pushsubscriptionchange), only while the device is still there', async () => {
    const him = await createMember(t.db, { gender: 'male', credits: 10 });
    const me = await createMember(t.db);
    const phone = twin.subscribe();
    await subscribeFrom(me, phone, chromeAndroid);
    const [added] = (await devicesOf(me)).json().devices as { id: number; created_at: string }[];
    const changed = (from: string, next: object) =>
      t.app.inject({ method: 'POST', url: '/api/user.php?push=1', payload: { ...next, replaces: from }, headers: { cookie: me.cookie, 'user-agent': chromeAndroid } });

    // The push service renewed the phone's subscription: the worker saves the new one in the old one's place.
    const renewed = twin.subscribe();
    expect((await changed(phone.endpoint, renewed)).json()).toEqual({ success: true, saved: true });
    const devices = (await devicesOf(me)).json().devices as { id: number; endpoint: string; created_at: string }[];
    expect(devices).toEqual([expect.objectContaining({ id: added!.id, endpoint: renewed.endpoint, created_at: added!.created_at })]);
    // Pushes go to the new endpoint, with its keys (his first message opens a conversation).
    await send(him, me, 'Hoi');
    await until(async () => pushes(renewed.endpoint).length > 0);
    expect(pushes(renewed.endpoint)[0]).toMatchObject({ type: 'conversation' });
    expect(pushes(phone.endpoint)).toEqual([]);

    // The same change told twice (the old endpoint is gone now) changes nothing.
    expect((await changed(phone.endpoint, renewed)).json().saved).toBe(false);
    // A page that saved the new endpoint before the worker did: still one row, the device's own.
    const again = twin.subscribe();
    await subscribeFrom(me, again, chromeAndroid);
    expect((await changed(renewed.endpoint, again)).json().saved).toBe(true);
    expect((await devicesOf(me)).json().devices).toEqual([expect.objectContaining({ id: added!.id, endpoint: again.endpoint })]);

    // The member removed the device: a later renewal does not bring it back.
    await removeDevice(me, added!.id);
    expect((await changed(again.endpoint, twin.subscribe())).json()).toEqual({ success: true, saved: false });
    expect((await devicesOf(me)).json().devices).toEqual([]);
    // A replaced endpoint that is not an https address is refused like any endpoint.
    const bad = await changed('http://push.example/x', twin.subscribe());
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed' });
  });
});

describe('who gets a push, and when', () => {
  it('pushes a message to a member whose page is hidden, in her language, signed and encrypted', async () => {
    const him = await createMember(t.db, { gender: 'male', credits: 10, name: 'Jonas' });
    const her = await createMember(t.db, { language: 'de' });
    const device = twin.subscribe();
    await subscribe(her, device);
    const tab = await connect(base, her.cookie, { tab: 'tab-1' });
    // The socket's tab is recorded (a socket that opens behind a hidden page says so itself, see socket.ts).
    await until(async () => (await t.db.select().from(pagePresence).where(eq(pagePresence.userId, her.id))).length === 1);
    const hidden = await t.app.inject({ method: 'POST', url: '/api/page-hidden.php?tab=tab-1', payload: {}, headers: { cookie: her.cookie } });
    expect(hidden.json()).toEqual({ success: true });

    expect((await send(him, her, 'Hallo!')).statusCode).toBe(200);
    const [push] = await until(async () => pushes(device.endpoint).length > 0 && pushes(device.endpoint));
    expect(push).toMatchObject({
      type: 'conversation',
      body: 'Jonas hat ein Gespräch mit dir begonnen',
      checkUrl: `/mitglieder/${him.id}/chat`,
      openUrl: `http://amora.test/mitglieder/${him.id}/chat`,
    });
    const received = twin.received(device.endpoint)[0]!;
    expect(received.vapidKey).toBe((await t.app.inject({ url: '/api/settings.php' })).json().settings.push_public_key);
    expect(Number(received.ttl)).toBeGreaterThan(0);
    // The live event went to the hidden tab too: when she looks again it is there.
    await tab.waitFor((e) => e.type === 'message');
    tab.socket.close();
  });

  it('tells a member with a visible tab live only: no push', async () => {
    const him = await createMember(t.db, { gender: 'male', credits: 10 });
    const her = await createMember(t.db);
    const device = twin.subscribe();
    await subscribe(her, device);
    const tab = await connect(base, her.cookie, { tab: 'front' });
    await until(async () => (await t.db.select().from(pagePresence).where(eq(pagePresence.userId, her.id))).length === 1);
    // Hidden, then visible again (the socket says so).
    await t.app.inject({ method: 'POST', url: '/api/page-hidden.php?tab=front', payload: {}, headers: { cookie: her.cookie } });
    await until(async () => (await t.db.select().from(pagePresence).where(eq(pagePresence.userId, her.id)))[0]?.visible === false);
    tab.socket.send(JSON.stringify({ type: 'page', visible: true }));
    // The server has read the socket's word before the message is sent (a fixed pause lost that race under load).
    await until(async () => (await t.db.select().from(pagePresence).where(eq(pagePresence.userId, her.id)))[0]?.visible === true);

    await send(him, her, 'Are you there?');
    await tab.waitFor((e) => e.type === 'message');
    const [job] = await until(async () => {
      const jobs = await jobsFor(her);
      return jobs.some((j) => j.state === 'completed') && jobs;
    });
    expect(JSON.stringify(job!.output)).toContain('live');
    expect(twin.received(device.endpoint)).toHaveLength(0);
    tab.socket.close();
  });

  it('does not count a visible tab that stopped being renewed (its node died): she gets the push', async () => {
    const him = await createMember(t.db, { gender: 'male', credits: 10 });
    const her = await createMember(t.db);
    const device = twin.subscribe();
    await subscribe(her, device);
    const tab = await connect(base, her.cookie, { tab: 'orphan' });
    await until(async () => (await t.db.select().from(pagePresence).where(eq(pagePresence.userId, her.id))).length === 1);
    // Renewed 100 s ago: still within PRESENCE_STALE_SECONDS, she counts as looking.
    const renewedAgo = (seconds: number) => t.db.update(pagePresence).set({ seenAt: sql`now() - ${seconds} * interval '1 second'` }).where(eq(pagePresence.userId, her.id));
    await renewedAgo(PRESENCE_STALE_SECONDS - 50);
    expect(await hasVisibleTab(t.db, her.id)).toBe(true);
    // Not renewed for longer than that: the tab is visible in the table but no longer counts.
    await renewedAgo(PRESENCE_STALE_SECONDS + 10);
    expect((await t.db.select().from(pagePresence).where(eq(pagePresence.userId, her.id)))[0]?.visible).toBe(true);
    expect(await hasVisibleTab(t.db, her.id)).toBe(false);

    await send(him, her, 'Anyone home?');
    const [push] = await until(async () => pushes(device.endpoint).length > 0 && pushes(device.endpoint));
    expect(push).toMatchObject({ type: 'conversation' });
    tab.socket.close();
  });

  it('pushes when no tab is open, to every device, and a like in her language', async () => {
    const him = await createMember(t.db, { gender: 'male', name: 'Pierre' });
    const her = await createMember(t.db, { language: 'fr' });
    const phone = twin.subscribe();
    const laptop = twin.subscribe();
    await subscribe(her, phone);
    await subscribe(her, laptop);
    await t.app.inject({ method: 'POST', url: '/api/like.php', payload: { profile_id: her.id }, headers: { cookie: him.cookie } });
    await until(async () => pushes(phone.endpoint).length > 0 && pushes(laptop.endpoint).length > 0);
    expect(pushes(phone.endpoint)[0]).toMatchObject({ type: 'like', body: 'Vous plaisez à Pierre', checkUrl: '/jaime' });
    expect(pushes(laptop.endpoint)[0]).toEqual(pushes(phone.endpoint)[0]);
  });

  it('removes a subscription the push service says is gone (410), and keeps the others', async () => {
    const him = await createMember(t.db, { gender: 'male', credits: 10 });
    const her = await createMember(t.db);
    const old = twin.subscribe();
    const current = twin.subscribe();
    await subscribe(her, old);
    await subscribe(her, current);
    twin.answer(old.endpoint, 410);
    await send(him, her, 'Hi');
    await until(async () => pushes(current.endpoint).length > 0);
    await until(async () => (await subscriptionsOf(her)).length === 1);
    expect((await subscriptionsOf(her)).map((s) => s.endpoint)).toEqual([current.endpoint]);
  });

  it('with every subscription gone (404), removes them and mails the member instead', async () => {
    const him = await createMember(t.db, { gender: 'male', credits: 10 });
    const her = await createMember(t.db);
    const device = twin.subscribe();
    await subscribe(her, device);
    twin.answer(device.endpoint, 404);
    await send(him, her, 'Hi');
    const jobs = await until(async () => {
      const list = await jobsFor(her);
      return list.some((j) => j.state === 'completed') && list;
    });
    expect(JSON.stringify(jobs[0]!.output)).toContain('mailed');
    expect(await subscriptionsOf(her)).toHaveLength(0);
  });

  it('a push service that fails makes the job fail, to be tried again, without taking the quiet period', async () => {
    const him = await createMember(t.db, { gender: 'male', credits: 10 });
    const her = await createMember(t.db);
    const device = twin.subscribe();
    await subscribe(her, device);
    twin.answer(device.endpoint, 500);
    await send(him, her, 'Hi');
    await until(async () => (await jobsFor(her)).some((j) => j.state === 'retry'));
    expect(await t.db.select().from(pushQuiet).where(eq(pushQuiet.userId, her.id))).toHaveLength(0);
    expect(await subscriptionsOf(her)).toHaveLength(1);
  });
});

describe('batching (decision 042)', () => {
  it('makes one push per conversation per quiet period, and one follow-up that sums up the rest', async () => {
    const him = await createMember(t.db, { gender: 'male', credits: 20, name: 'Tom' });
    const her = await createMember(t.db, { language: 'en' });
    const device = twin.subscribe();
    await subscribe(her, device);
    await send(him, her, 'One');
    await until(async () => pushes(device.endpoint).length === 1);
    await send(him, her, 'Two');
    await send(him, her, 'Three');
    await send(him, her, 'Four');
    // Every job of them ran: one push, and one follow-up waiting for the end of the quiet period.
    const jobs = await until(async () => {
      const list = await jobsFor(her);
      return list.filter((j) => j.state === 'completed').length === 4 && list;
    });
    const waiting = jobs.filter((j) => j.state === 'created');
    expect(waiting).toHaveLength(1);
    expect(pushes(device.endpoint)).toHaveLength(1);
    expect(pushes(device.endpoint)[0]!.body).toBe('Tom started a conversation with you');
    expect(new Date(waiting[0]!.start_after).getTime()).toBeGreaterThan(Date.now() + QUIET_MS - 60_000);

    // The quiet period ends: the follow-up tells of the four messages she has not read.
    t.clock.advance(QUIET_MS);
    await t.db.execute(sql`update pgboss.job set start_after = now() where id = ${waiting[0]!.id}`);
    await until(async () => pushes(device.endpoint).length === 2);
    expect(pushes(device.endpoint)[1]).toMatchObject({ type: 'message', body: 'Tom sent you 4 messages', tag: pushes(device.endpoint)[0]!.tag });
  });
});

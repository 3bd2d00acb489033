import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { pushSubscriptions } from '@dating/db';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { createMember } from '../../../test/factories.js';
import { PushEmulator } from '../../../test/push-emulator.js';
import type { PushPayload } from './notify.js';

// Our real sender (web-push, VAPID, RFC 8291) and job against the push-service emulator from npm,
// `web-push-testing`, which checks the VAPID signature and decrypts what it gets.
let t: TestApp;
const emulator = new PushEmulator();

beforeAll(async () => {
  await emulator.start();
  t = await createTestApp();
  t.clock.advance(Date.now() - t.clock.now().getTime());
  // Deliberately for tests only: the emulator listens on 127.0.0.1, which the production agent refuses.
  t.app.push.agent = emulator.agent;
  await t.app.jobs.work();
});
afterAll(async () => {
  await t.close();
  await emulator.stop();
});

async function until<T>(what: () => Promise<T | undefined | false>, ms = 60_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await what();
    if (value) return value;
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('push against the web-push-testing emulator', () => {
  it('a message reaches the subscribed browser signed and encrypted; an expired subscription (410) is removed', async () => {
    const vapidKey = (await t.app.inject({ url: '/api/settings.php' })).json().settings.push_public_key as string;
    const him = await createMember(t.db, { gender: 'male', credits: 10, name: 'Bram' });
    const her = await createMember(t.db, { language: 'nl' });
    const browser = await emulator.subscribe(vapidKey);
    const saved = await t.app.inject({ method: 'POST', url: '/api/user.php?push=1', payload: { endpoint: browser.endpoint, expirationTime: null, keys: browser.keys }, headers: { cookie: her.cookie } });
    expect(saved.json()).toEqual({ success: true, saved: true });

    const sent = await t.app.inject({ method: 'POST', url: '/api/messages.php', payload: { profile_id: her.id, body: 'Hoi!' }, headers: { cookie: him.cookie } });
    expect(sent.statusCode).toBe(200);
    const [payload] = await until(async () => {
      const got = await emulator.received(browser.clientHash);
      return got.length > 0 && got;
    });
    expect(JSON.parse(payload!) as PushPayload).toMatchObject({
      type: 'conversation',
      title: 'Amora',
      body: 'Bram is een gesprek met je begonnen',
      checkUrl: `/leden/${him.id}/chat`,
    });

    // The browser's subscription expires: the emulator answers 410 and ours is removed.
    await emulator.expire(browser.clientHash);
    const other = await createMember(t.db, { gender: 'male', credits: 10 });
    await t.app.inject({ method: 'POST', url: '/api/messages.php', payload: { profile_id: her.id, body: 'Hallo daar' }, headers: { cookie: other.cookie } });
    await until(async () => (await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, her.id))).length === 0);
    expect(await emulator.received(browser.clientHash)).toHaveLength(1);
  });
});

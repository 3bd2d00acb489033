import { mkdirSync } from 'node:fs';
import { DEMO, expect, logIn, test } from './fixtures';
import { activeMember } from './likes-helpers';

const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';
const SHOTS = process.env.E2E_SCREENSHOTS === '1';

test.beforeAll(() => mkdirSync(DIR, { recursive: true }));

test('the members area offers push notifications until the member dismisses the offer', async ({ page }) => {
  await logIn(page, DEMO.premium.email, DEMO.premium.password);
  await page.goto('/leden');
  const title = page.getByRole('heading', { name: 'Weet wanneer iemand je schrijft' });
  await expect(title).toBeVisible();
  await expect(page.getByRole('button', { name: 'Meldingen aanzetten' })).toBeEnabled();
  if (SHOTS) {
    await page.screenshot({ path: `${DIR}/push-alert-desktop.png` });
    await page.setViewportSize({ width: 375, height: 740 });
    await page.screenshot({ path: `${DIR}/push-alert-phone.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
  }
  await page.getByRole('button', { name: 'Niet nu' }).click();
  await expect(title).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('hide-push-notification-alert'))).toMatch(/^\d+$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Leden zoeken', level: 1 })).toBeVisible();
  await expect(title).toHaveCount(0);
});

test('a member who blocked notifications in the browser is not asked', async ({ page, context }) => {
  await context.addInitScript(() => {
    Object.defineProperty(Notification, 'permission', { get: () => 'denied' });
  });
  await logIn(page, DEMO.premium.email, DEMO.premium.password);
  await page.goto('/leden');
  await expect(page.getByRole('heading', { name: 'Leden zoeken', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Weet wanneer iemand je schrijft' })).toHaveCount(0);
});

test('the push worker at /sw-push.js shows a push and tells the open page (NEW_PUSH_MESSAGE)', async ({ page, context }) => {
  const script = await page.request.get('/sw-push.js');
  expect(script.status()).toBe(200);
  expect(script.headers()['content-type']).toMatch(/javascript/);
  expect(await script.text()).toContain('NEW_PUSH_CLICK');

  await context.grantPermissions(['notifications']);
  await logIn(page, DEMO.premium.email, DEMO.premium.password);
  await page.goto('/leden');
  const scope = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/sw-push.js', { scope: '/' });
    await navigator.serviceWorker.ready;
    return registration.scope;
  });
  // The page collects what the worker posts.
  await page.evaluate(() => {
    const w = window as unknown as { pushMessages: unknown[] };
    w.pushMessages = [];
    navigator.serviceWorker.addEventListener('message', (event) => w.pushMessages.push(event.data));
  });

  // A push as the push service would deliver it, through the DevTools protocol.
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: { registrationId: string; scopeURL: string }[] }) => registrations.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.find((r) => r.scopeURL === scope)?.registrationId).toBeTruthy();
  const registrationId = registrations.find((r) => r.scopeURL === scope)!.registrationId;
  const payload = { type: 'message', title: 'Amora', body: 'Tom heeft je 2 berichten gestuurd', tag: 'conversation-1', openUrl: '/gesprekken', checkUrl: '/gesprekken' };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId, data: JSON.stringify(payload) });

  await expect
    .poll(() => page.evaluate(() => (window as unknown as { pushMessages: unknown[] }).pushMessages))
    .toEqual([{ type: 'NEW_PUSH_MESSAGE', payload }]);
  const shown = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
  });
  expect(shown).toEqual([{ title: 'Amora', body: payload.body, tag: 'conversation-1', data: { openUrl: '/gesprekken', checkUrl: '/gesprekken' } }]);
});

test('a NEW_PUSH_CLICK from the worker opens the notification’s page in the tab', async ({ page }) => {
  await logIn(page, DEMO.premium.email, DEMO.premium.password);
  await page.goto('/leden');
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw-push.js', { scope: '/' });
    await navigator.serviceWorker.ready;
  });
  // The listener lives in the members' lazily loaded part, which also opens the realtime socket.
  const socket = page.waitForEvent('websocket');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Leden zoeken', level: 1 })).toBeVisible();
  await socket;
  // What the worker posts on a click (the click on a system notification itself cannot be made headless).
  await page.evaluate(() => {
    navigator.serviceWorker.dispatchEvent(new MessageEvent('message', { data: { type: 'NEW_PUSH_CLICK', checkUrl: '/likes', openUrl: `${location.origin}/likes` } }));
  });
  await expect(page).toHaveURL(/\/likes$/);
});

test('a click on the shown notification runs the worker’s click handler, which opens its page in the open tab', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  await logIn(page, DEMO.premium.email, DEMO.premium.password);
  await page.goto('/leden');
  const scope = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/sw-push.js', { scope: '/' });
    await navigator.serviceWorker.ready;
    return registration.scope;
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Leden zoeken', level: 1 })).toBeVisible();
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e: { registrations: { registrationId: string; scopeURL: string }[] }) => registrations.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.find((r) => r.scopeURL === scope)?.registrationId).toBeTruthy();
  const payload = { type: 'like', title: 'Amora', body: 'Je bent geliket', tag: 'likes', openUrl: `${new URL(page.url()).origin}/likes`, checkUrl: '/likes' };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(page.url()).origin, registrationId: registrations.find((r) => r.scopeURL === scope)!.registrationId, data: JSON.stringify(payload) });
  await expect.poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length)).toBe(1);

  // The system notification cannot be clicked headless: the click event is handed to the worker's own
  // handler with the notification it showed (an untrusted event, so its waitUntil refuses; the work runs).
  const worker = context.serviceWorkers().find((w) => w.url().endsWith('/sw-push.js'))!;
  await worker.evaluate(async () => {
    const sw = self as unknown as { registration: ServiceWorkerRegistration; dispatchEvent(e: Event): boolean };
    const [notification] = await sw.registration.getNotifications();
    const NotificationEventClass = (self as unknown as { NotificationEvent: new (type: string, init: { notification: Notification }) => Event }).NotificationEvent;
    try {
      sw.dispatchEvent(new NotificationEventClass('notificationclick', { notification: notification! }));
    } catch {
      // waitUntil of an untrusted event
    }
  });
  await expect(page).toHaveURL(/\/likes$/);
  // The handler closed the notification it was clicked on.
  expect(await page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length)).toBe(0);
});

test('the worker saves the subscription its push service renewed in the old one’s place (pushsubscriptionchange)', async ({ page, context }) => {
  await activeMember(page.request, { prefix: 'push-renewed' });
  await page.goto('/leden');
  await page.evaluate(async () => {
    await navigator.serviceWorker.register('/sw-push.js', { scope: '/' });
    await navigator.serviceWorker.ready;
  });
  const worker = context.serviceWorkers().find((w) => w.url().endsWith('/sw-push.js')) ?? (await context.waitForEvent('serviceworker'));
  // The device as the server knows it: a push service's address, never called (nothing is sent to this member).
  const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
  const old = { endpoint: `https://push.invalid/old-${Date.now()}`, keys };
  const renewed = { endpoint: `https://push.invalid/renewed-${Date.now()}`, keys };
  expect((await page.request.post('/api/user.php?push=1', { data: old })).status()).toBe(200);
  const endpoints = async () => ((await (await page.request.get('/api/push-devices.php')).json()) as { devices: { endpoint: string }[] }).devices.map((d) => d.endpoint);

  // The browser's event, handed to the worker's own handler (an untrusted event, so its waitUntil refuses; the work runs).
  await worker.evaluate(
    ({ oldEndpoint, next }) => {
      const ExtendableEventClass = (self as unknown as { ExtendableEvent: new (type: string) => Event }).ExtendableEvent;
      const event = new ExtendableEventClass('pushsubscriptionchange');
      Object.defineProperty(event, 'oldSubscription', { value: { endpoint: oldEndpoint, options: {} } });
      Object.defineProperty(event, 'newSubscription', { value: { toJSON: () => next } });
      self.dispatchEvent(event);
    },
    { oldEndpoint: old.endpoint, next: renewed },
  );
  await expect.poll(endpoints).toEqual([renewed.endpoint]);
  expect((await page.request.delete('/api/user.php?push=1', { data: { endpoint: renewed.endpoint } })).status()).toBe(200);
});

import { mkdirSync } from 'node:fs';
import { expect, signUpMember, test } from './fixtures';

// The member's devices with push on /notifications (decision 061), in Chromium with notifications allowed.
// Headless Chromium has no push service to subscribe at, so the browser's PushManager answers with a
// subscription of its own making (as a push service would); the page, the service worker and the API are real.
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';

// This browser as a desktop Chrome on Linux would say (the default depends on the machine).
test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36' });

test('a member switches push on for this browser, sees it in the device list, and removes it', async ({ page, context }) => {
  mkdirSync(DIR, { recursive: true });
  await context.grantPermissions(['notifications']);
  await context.addInitScript(() => {
    let subscription: PushSubscription | null = null;
    const make = () => {
      const endpoint = `https://push.example.net/e2e/${crypto.randomUUID()}`;
      const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
      return {
        endpoint,
        expirationTime: null,
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => {
          subscription = null;
          return true;
        },
      } as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async () => (subscription ??= make());
    PushManager.prototype.getSubscription = async () => subscription;
  });
  await signUpMember(page, 'devices');
  await page.goto('/meldingen');
  const section = page.getByRole('region', { name: 'Pushmeldingen op je apparaten' });
  const toggle = section.getByRole('switch', { name: 'Pushmeldingen op dit apparaat' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(section.getByText('Op dit moment krijgt geen enkel apparaat pushmeldingen van ons.')).toBeVisible();

  // Another device of the same member, saved as its browser would (a phone's Chrome).
  const phoneAgent = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
  const phone = await page.request.post('/api/user.php?push=1', {
    headers: { 'user-agent': phoneAgent },
    data: { endpoint: `https://push.example.net/e2e/phone-${Date.now()}`, keys: { p256dh: `B${'C'.repeat(86)}`, auth: 'C'.repeat(22) } },
  });
  expect(await phone.json()).toEqual({ success: true, saved: true });

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(section.getByRole('status')).toHaveText('Pushmeldingen staan aan op dit apparaat.');
  const devices = section.getByRole('list', { name: 'Apparaten die pushmeldingen krijgen' });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByRole('listitem').filter({ hasText: 'Chrome op Linux (dit apparaat)' })).toContainText('Toegevoegd op');
  await expect(devices.getByRole('listitem').filter({ hasText: 'Chrome op Android' })).toContainText('nog geen melding verstuurd');
  for (const [width, height] of [
    [1280, 900],
    [375, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await section.screenshot({ path: `${DIR}/push-devices-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The phone is no longer used: removed from here.
  await devices.getByRole('button', { name: 'Chrome op Android verwijderen' }).click();
  await expect(section.getByRole('status')).toHaveText('Chrome op Android krijgt geen pushmeldingen meer.');
  await expect(devices.getByRole('listitem')).toHaveCount(1);

  // This browser removed from the list: push is off here too.
  await devices.getByRole('button', { name: 'Chrome op Linux verwijderen' }).click();
  await expect(section.getByText('Op dit moment krijgt geen enkel apparaat pushmeldingen van ons.')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  expect((await (await page.request.get('/api/push-devices.php')).json()).devices).toEqual([]);

  // On again, then off with the switch: the server forgets this browser.
  await toggle.click();
  await expect(devices.getByRole('listitem')).toHaveCount(1);
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(section.getByRole('status')).toHaveText('Pushmeldingen staan uit op dit apparaat.');
  await expect(section.getByText('Op dit moment krijgt geen enkel apparaat pushmeldingen van ons.')).toBeVisible();
});

test('another member’s device cannot be removed, and a bad id is refused in the member’s language', async ({ page }) => {
  await signUpMember(page, 'devices-other');
  const refused = await page.request.delete('/api/push-devices.php?id=999999');
  expect(refused.status()).toBe(404);
  expect((await refused.json()).code).toBe('not_found');
  const bad = await page.request.delete('/api/push-devices.php?id=abc');
  expect(bad.status()).toBe(400);
  expect((await bad.json()).code).toBe('validation_failed');
});

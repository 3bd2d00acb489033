import { expect, SITE_ENTRY_STORAGE_KEY, test } from './fixtures';
import { activeMember } from './likes-helpers';

// Installable (issue 17): manifest, icons, the worker's offline page, and the installed app's back button.

test('the manifest names the site, starts at / in its own window and has icons that load', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest', { headers: { Cookie: 'i18n_redirected=de' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as { name: string; start_url: string; display: string; theme_color: string; lang: string; icons: { src: string; sizes: string; purpose: string }[] };
  expect(manifest.name).not.toBe('');
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone', theme_color: '#b0174f', lang: 'de' });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    const body = await file.body();
    // PNG signature and the declared width in the IHDR chunk.
    expect(body.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(icon.sizes);
  }
});

test('every page links the manifest', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
});

test('opening a page without a connection shows the offline page in the visitor\'s language, and it comes back online', async ({ browser, baseURL }) => {
  // Playwright takes a service worker offline with the page only when it watches the worker's network, which it
  // decides when the worker starts: on for this test only (its own context, so its own worker).
  process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS = '1';
  const context = await browser.newContext();
  await context.addInitScript((key) => window.localStorage.setItem(key, String(Date.now())), SITE_ENTRY_STORAGE_KEY);
  const page = await context.newPage();
  await context.addCookies([{ name: 'i18n_redirected', value: 'fr', url: baseURL! }]);
  await page.goto('/');
  // The worker registers after the page has loaded and keeps the offline page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const cache = await caches.open('offline-v1');
    for (let i = 0; i < 50 && !(await cache.match('/offline.html')); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  });
  await context.setOffline(true);
  await page.goto('/membres').catch(() => undefined);
  await expect(page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveURL(/\/membres$/);
  if (process.env.E2E_SCREENSHOTS_DIR) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS_DIR}/offline-page.png` });

  await context.setOffline(false);
  await page.getByRole('link', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Vous êtes hors ligne' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});

test.afterEach(() => {
  delete process.env.PW_EXPERIMENTAL_SERVICE_WORKER_NETWORK_EVENTS;
});

test('in the installed app a page of spec section 2 reached from another has a back button; in a browser tab none', async ({ page }) => {
  await activeMember(page.request, { prefix: 'pwa-me' });
  const back = page.getByRole('banner').getByRole('button', { name: 'Terug' });
  /** From the members page to the likes page, then to its "received" tab (likes/{type}). */
  const toLikesTab = async () => {
    await page.goto('/leden');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(back).toHaveCount(0);
    await page.getByRole('banner').getByRole('link', { name: /^Likes/ }).click();
    await page.getByRole('tab', { name: /^Ontvangen/ }).click();
    await expect(page).toHaveURL(/\/likes\/[a-z]+$/);
  };

  // A browser tab: no back button (the browser has one).
  await toLikesTab();
  await expect(back).toHaveCount(0);

  // The installed app: display-mode standalone.
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => (query === '(display-mode: standalone)' ? original('(min-width: 0px)') : original(query));
  });
  // Opened at such a page itself, there is nothing to go back to.
  await page.goto('/credits');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(back).toHaveCount(0);
  // Reached from the members page, back leads there.
  await toLikesTab();
  if (process.env.E2E_SCREENSHOTS_DIR) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS_DIR}/installed-back-button.png` });
  await back.click();
  await expect(page).toHaveURL(/\/leden$/);
});

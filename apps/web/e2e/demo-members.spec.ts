import { mkdirSync } from 'node:fs';
import { DEMO, expect, logIn, test } from './fixtures';

// The demo members: generated illustrated portraits (no silhouettes), texts in their language, and a
// search that starts with whom the member looks for. Screenshots of /leden at 375 and 1280 px.
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';

test('a member finds men by default as her profile says, with varied generated portraits, and can widen to everyone', async ({ page }) => {
  // Sanne, the free demo member, is a woman looking for men.
  await logIn(page, DEMO.free.email, DEMO.free.password);
  // Members the other specs sign up have no photo and are all born in 1990 or 1994: from 40 on, only demo members.
  await page.goto('/leden?min_age=40');
  const filters = page.getByRole('search', { name: 'Zoekfilters' });
  await expect(filters.getByLabel('Geslacht')).toHaveValue('male');
  await expect(filters.getByText('Uit je profiel: wie je zoekt.')).toBeVisible();
  const results = page.getByRole('list', { name: 'Zoekresultaten' });
  await expect(results.getByRole('link').first()).toBeVisible();

  // Every card has a portrait of a man (no placeholder silhouette), and not one face for all.
  const sources = await results.locator('.member-card-photo > img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src') ?? ''));
  expect(sources.length).toBe(await results.getByRole('listitem').count());
  for (const src of sources) expect(src).toMatch(/\/media\/seed\/portrait-male-\d+-\d-[0-9a-f]+-(large|thumb)\.webp$/);
  expect(new Set(sources).size).toBeGreaterThan(sources.length / 2);
  expect(await results.locator('.photo-placeholder').count()).toBe(0);

  // "Any" is hers to choose, and it is kept in the URL.
  await filters.getByLabel('Geslacht').selectOption({ label: 'Maakt niet uit' });
  await filters.getByRole('button', { name: 'Zoeken' }).click();
  await expect(page).toHaveURL(/\/leden\?(.+&)?gender=any(&|$)/);
  await expect(filters.getByText('Uit je profiel: wie je zoekt.')).toBeHidden();
  await expect(results.locator('.member-card-photo > img[src*="portrait-female-"]').first()).toBeVisible();

  // A member's profile: several photos of the same generated person and a text that fits the profile.
  await page.goto('/leden?min_age=40');
  await results.getByRole('link').first().click();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/^.+, \d+$/);
  const age = (await heading.textContent())!.split(', ')[1]!;
  await expect(page.getByText(new RegExp(`\\b${age}\\b.*\\.`)).first()).toBeVisible();
  mkdirSync(DIR, { recursive: true });
  await page.screenshot({ path: `${DIR}/demo-member-profile.png`, fullPage: true });
});

for (const size of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 375, height: 800 },
] as const) {
  test(`members page screenshot (${size.name})`, async ({ page }) => {
    mkdirSync(DIR, { recursive: true });
    await page.setViewportSize({ width: size.width, height: size.height });
    await logIn(page, DEMO.premium.email, DEMO.premium.password);
    const results = page.getByRole('list', { name: 'Zoekresultaten' });
    await expect(results.getByRole('link').first()).toBeVisible();
    // The premium member (a man looking for women) sees women's portraits.
    await expect(results.locator('.member-card-photo > img[src*="portrait-female-"]').first()).toBeVisible();
    await expect(results.locator('.member-card-photo > img[src*="portrait-male-"]')).toHaveCount(0);
    // Lazy images below the fold: scroll through once so the shot shows them, then wait for them (at most 10 s).
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += size.height / 2) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(100);
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(async () => {
      await document.fonts.ready;
      const loaded = Promise.all([...document.images].map((img) => (img.complete ? null : new Promise((done) => img.addEventListener('load', done, { once: true })))));
      await Promise.race([loaded, new Promise((done) => setTimeout(done, 10_000))]);
    });
    await page.screenshot({ path: `${DIR}/demo-members-${size.name}.png`, fullPage: true });
  });
}

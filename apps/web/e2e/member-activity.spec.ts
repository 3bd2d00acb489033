import { mkdirSync } from 'node:fs';
import { DEMO, expect, logIn, test } from './fixtures';

// A member's profile tells, coarsely and in words, how recently they were active (decision 067).
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';
const BUCKET = /^(Nu online|Vandaag actief|Deze week actief|Deze maand actief)$/;

test('a member sees who is online now and how recently a demo member was active, in words', async ({ page, playwright, baseURL }) => {
  // The premium demo member logs in elsewhere: he is online now.
  const premium = await playwright.request.newContext({ baseURL });
  const loggedIn = await premium.post('/api/user.php', { data: DEMO.premium });
  expect(loggedIn.status()).toBe(200);
  const premiumId = ((await loggedIn.json()) as { user: { id: number } }).user.id;

  await logIn(page, DEMO.free.email, DEMO.free.password);
  await page.goto(`/leden/${premiumId}`);
  const profile = page.getByRole('article');
  await expect(profile.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(profile.getByText('Nu online', { exact: true })).toBeVisible();
  mkdirSync(DIR, { recursive: true });
  await profile.locator('header').screenshot({ path: `${DIR}/member-activity-online.png` });
  await premium.dispose();

  // Seeded demo members from the search: their spread-out last logins show as buckets, never as a
  // time; most were active this month, a few longer ago show nothing.
  await page.goto('/leden');
  const links = page.getByRole('list', { name: 'Zoekresultaten' }).getByRole('link');
  await expect(links.first()).toBeVisible();
  const hrefs = (await links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''))).slice(0, 6);
  const shown: string[] = [];
  let withBucket: string | null = null;
  for (const href of hrefs) {
    await page.goto(href);
    await expect(profile.getByRole('heading', { level: 1 })).toBeVisible();
    const header = profile.locator('header');
    await expect(header).not.toContainText(/\d{1,2}:\d{2}|geleden|\d{4}-\d{2}/);
    const bucket = header.getByText(BUCKET);
    if ((await bucket.count()) === 0) continue;
    shown.push((await bucket.textContent()) ?? '');
    withBucket ??= href;
  }
  expect(shown.length).toBeGreaterThan(0);
  await page.goto(withBucket!);
  await expect(profile.getByText(BUCKET)).toBeVisible();

  for (const size of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'phone', width: 375, height: 800 },
  ]) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.screenshot({ path: `${DIR}/member-activity-${size.name}.png`, fullPage: true });
  }
});

import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { activeMember } from './likes-helpers';
import { activateByMail, signUpByApi } from './members-helpers';

// A member who signed up a minute ago has the time bonus (25% for the first 4 hours): the banner in the
// members area and, with 0 credits, the modal after the wait there (shortened with ?offer-delay=, not
// slept). The member buys 100 credits with 25% off through the built-in test provider: the price on the
// pay button is the amount the provider's checkout asks, and the transaction shows the discount. Then
// codes entered again give the server's message: the time bonus was for the first purchase, and a
// personal code used once (the retention offer, paid with) is 'Code is al gebruikt'.
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';
const WIDTHS = [375, 1280] as const;

let owner: { id: number };

test.beforeAll(async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const member = await signUpByApi(request, { prefix: 'offers-owner', gender: 'female' });
  await activateByMail(request, member.email);
  await request.dispose();
  owner = { id: member.id };
});

/** The signup credits chatted away, so the balance is 0. */
async function spendCredits(page: Page) {
  for (let credits = 1; credits > 0; ) {
    const sent = await page.request.post('/api/messages.php', { data: { profile_id: owner.id, body: 'Hoi!' }, headers: { 'Idempotency-Key': crypto.randomUUID() } });
    expect(sent.status(), await sent.text()).toBe(200);
    credits = ((await sent.json()) as { credits: number }).credits;
  }
}

/** Screenshots at 375 and 1280 px: the whole page, or only the screen (a modal, a banner at the top). */
async function shoot(page: Page, name: string, fullPage = true) {
  mkdirSync(DIR, { recursive: true });
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${DIR}/${name}-${width}.png`, fullPage });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a new member with 0 credits sees the time bonus, buys with 25% off at the price the provider charges, and cannot use the code twice', async ({ page }) => {
  await activeMember(page.request, { prefix: 'offers' });
  await spendCredits(page);

  // The banner in the members area, with the server's countdown (under 4 hours, counting down).
  await page.goto('/leden?offer-delay=300');
  const banner = page.getByRole('region', { name: 'Tijdbonus: 25% korting' });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('In de eerste 4 uur na je aanmelding kost je eerste aankoop van credits 25% minder.');
  const timer = banner.getByRole('timer');
  await expect(timer).toHaveText(/^0[0-3]:[0-5]\d:[0-5]\d$/);
  const first = await timer.textContent();
  await expect(timer).not.toHaveText(first ?? '');

  // The modal after the (shortened) wait, with 0 credits: 25% and "4 hours", focus on its first action.
  const modal = page.getByRole('dialog', { name: 'Tijdbonus: 25% korting' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('25% korting');
  await expect(modal).toContainText('eerste 4 uur');
  await expect(modal.getByRole('link', { name: 'Koop credits met 25% korting' })).toBeFocused();
  await shoot(page, 'offers-modal', false);

  // "Not now" is remembered with a timestamp under hide-time-bonus-modal; the banner stays.
  await modal.getByRole('button', { name: 'Niet nu' }).click();
  await expect(modal).toBeHidden();
  expect(Number(await page.evaluate(() => window.localStorage.getItem('hide-time-bonus-modal')))).toBeGreaterThan(0);
  await page.goto('/leden?offer-delay=0');
  await expect(banner).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await shoot(page, 'offers-banner', false);

  // The banner leads to the credits page with the code applied: old prices struck through.
  await banner.getByRole('link', { name: 'Koop credits met 25% korting' }).click();
  await expect(page).toHaveURL(/\/credits\?code=TIMEBONUS25$/);
  await expect(page.getByText('Code TIMEBONUS25: 25% korting is toegepast.')).toBeVisible();
  const hundred = page.getByRole('region', { name: 'Creditpakketten' }).getByRole('article', { name: '100 credits' });
  // € 37,95 less 25% is € 28,4625: € 28,46, as discountedPrice rounds and the server charges.
  await expect(hundred.locator('del')).toContainText('€ 37,95');
  await expect(hundred.locator('ins')).toContainText('€ 28,46');
  await shoot(page, 'offers-credits');

  await page.getByRole('link', { name: 'Kopen: 100 credits voor € 28,46' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Betalen' })).toBeVisible();
  await page.getByRole('radio', { name: 'iDEAL' }).check();
  await page.getByLabel('Je bank').selectOption({ label: 'ING' });
  await expect(page.getByText('Code TIMEBONUS25: 25% korting is toegepast.')).toBeVisible();
  await shoot(page, 'offers-pay');
  await page.getByRole('button', { name: 'Betaal € 28,46' }).click();

  // The provider is asked for exactly that amount.
  await expect(page.getByRole('heading', { level: 1, name: 'Testbetaling' })).toBeVisible();
  await expect(page.locator('dt:has-text("Bedrag") + dd')).toHaveText('€ 28,46');
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page).toHaveURL(/\/transacties\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Betaling geslaagd' })).toBeVisible();
  await expect(page.getByText('25% korting met code TIMEBONUS25 (was € 37,95)')).toBeVisible();
  await shoot(page, 'offers-transaction');
  await page.getByRole('link', { name: 'Al je betalingen' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: '€ 28,46' })).toContainText('25% korting met code TIMEBONUS25 (was € 37,95)');

  // Paid now: no time bonus any more, and its code was used once.
  await page.goto('/leden');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);
  // The time bonus was for the first purchase: the server says so when its code is entered again.
  await page.goto('/credits');
  const field = page.getByLabel('Kortingscode');
  await field.fill('TIMEBONUS25');
  await page.getByRole('button', { name: 'Toepassen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Deze korting geldt alleen voor je eerste aankoop.');
  await expect(page.getByText(/korting is toegepast/)).toHaveCount(0);

  // A personal code used once in all (the retention offer), paid with through the provider, then entered again.
  const offer = await page.request.post('/api/retention-offer.php', { data: {} });
  expect(offer.status(), await offer.text()).toBe(200);
  const { code } = (await offer.json()) as { code: string };
  const credits = (await (await page.request.get('/api/credits.php')).json()) as { packages: { id: number; credits: number }[] };
  const packageId = credits.packages.find((p) => p.credits === 50)!.id;
  const started = await page.request.post('/api/payment.php', {
    data: { package_id: packageId, method: 'creditcard', discount_code: code },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(started.status(), await started.text()).toBe(200);
  await page.goto(((await started.json()) as { checkout_url: string }).checkout_url);
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Betaling geslaagd' })).toBeVisible();
  await page.goto('/credits');
  await field.fill(code);
  await page.getByRole('button', { name: 'Toepassen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Code is al gebruikt');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await shoot(page, 'offers-used');
});

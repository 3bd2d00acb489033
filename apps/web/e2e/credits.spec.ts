import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO, expect, logIn, test } from './fixtures';

// The credits page of a member and the public pricing page, in Dutch, with the payment methods the
// built-in test provider answers through the real Mollie client. Screenshots of both at 375 and 1280 px.
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';
const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 740 },
] as const;

async function packagesShown(page: Page) {
  const packages = page.getByRole('region', { name: 'Creditpakketten' });
  await expect(packages.getByRole('heading', { level: 3 })).toHaveText(['50 credits', '100 credits', '250 credits', '500 credits']);
  await expect(packages.getByRole('article', { name: '500 credits' })).toContainText('Voordeligst');
  await expect(packages.getByRole('article', { name: '100 credits' })).toContainText('€ 37,95');
  await expect(packages.getByRole('article', { name: '100 credits' })).toContainText('€ 0,38 per credit');
  await expect(packages.getByRole('article', { name: '500 credits' })).toContainText('22% voordeliger');
}

async function methodsShown(page: Page) {
  const methods = page.getByRole('region', { name: 'Betaalmethoden in Nederland' });
  await expect(methods.getByRole('listitem')).toHaveText(['iDEAL', 'Creditcard', 'PayPal', 'SEPA-incasso', 'Overboeking']);
}

test('a free member opens the credits page from the navigation and sees packages, the tryout and the ways to pay', async ({ page }) => {
  await logIn(page, DEMO.free.email, DEMO.free.password);
  // "Word Premium" opens /premium, which leads on to every package.
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Word Premium' }).click();
  await expect(page).toHaveURL(/\/premium$/);
  await page.getByRole('link', { name: 'Alle creditpakketten bekijken' }).click();
  await expect(page).toHaveURL(/\/credits$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Credits kopen' })).toBeVisible();
  await expect(page.getByText('Je saldo: 0 credits')).toBeVisible();
  await packagesShown(page);
  await expect(page.getByRole('region', { name: 'Probeer premium' })).toContainText('10 credits en een levenslang premium lidmaatschap voor € 3,95');
  await methodsShown(page);
  // The refund period of the site settings (14 days in the demo site), with the way to the policy.
  await expect(page.getByText('Binnen 14 dagen na je aankoop kun je kosteloos annuleren.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lees het retourbeleid' })).toHaveAttribute('href', /^\/[a-z-]+/);

  // The demo member signed up when the site was seeded: the time bonus (25% off, offers.spec.ts) is
  // applied, the price before it struck through.
  await expect(page.getByText('Code TIMEBONUS25: 25% korting is toegepast.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Creditpakketten' }).getByRole('article', { name: '100 credits' }).locator('del')).toHaveText('was € 37,95');

  // The package's page: what is bought and the ways to pay (buying itself: payment.spec.ts).
  await page.getByRole('link', { name: 'Kopen: 100 credits voor € 28,46' }).click();
  await expect(page).toHaveURL(/\/credits\/\d+\?code=TIMEBONUS25$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Betalen' })).toBeVisible();
  await expect(page.getByText('100 credits voor was € 37,95 nu € 28,46')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Betaalmethode' }).getByRole('radio')).toHaveCount(5);
});

test('a visitor sees the prices on the public pricing page and is invited to sign up', async ({ page }) => {
  await page.goto('/prijzen');
  await expect(page.getByRole('heading', { level: 1, name: 'Prijzen' })).toBeVisible();
  await expect(page.getByText('46% meer kans op een date')).toBeVisible();
  await packagesShown(page);
  await methodsShown(page);
  await expect(page.getByText('Binnen 14 dagen na je aankoop kun je kosteloos annuleren.')).toBeVisible();
  await page.getByRole('link', { name: 'Gratis aanmelden' }).click();
  await expect(page).toHaveURL(/\/aanmelden$/);
});

for (const size of SIZES) {
  test(`screenshots of /credits, /credits/{id} and /prijzen at ${size.width} px`, async ({ page }) => {
    mkdirSync(DIR, { recursive: true });
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.goto('/prijzen');
    await packagesShown(page);
    await page.screenshot({ path: `${DIR}/pricing-${size.name}.png`, fullPage: true });
    await logIn(page, DEMO.free.email, DEMO.free.password);
    await page.goto('/credits');
    await methodsShown(page);
    await page.screenshot({ path: `${DIR}/credits-${size.name}.png`, fullPage: true });
    // The package's page with iDEAL and its bank chosen.
    await page.getByRole('link', { name: 'Kopen: 100 credits voor € 28,46' }).click();
    await page.getByRole('radio', { name: 'iDEAL' }).check();
    await expect(page.getByLabel('Je bank')).toBeVisible();
    await page.screenshot({ path: `${DIR}/pay-${size.name}.png`, fullPage: true });
  });
}

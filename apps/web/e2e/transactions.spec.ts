import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { activeMember } from './likes-helpers';

// The member's payments list (/transacties) and the Credits link with the balance in the navigation.
// Payments go through the real Mollie client to the built-in test provider's checkout.
// Screenshots of the list at 375 and 1280 px.
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';

test('a member without payments finds the empty list from the account menu and a way to buy credits', async ({ page }) => {
  await activeMember(page.request, { prefix: 'nopay' });
  await page.goto('/leden');
  await page.getByRole('button', { name: /Accountmenu/ }).click();
  await page.getByRole('menuitem', { name: 'Mijn betalingen' }).click();
  await expect(page).toHaveURL(/\/transacties$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Je betalingen' })).toBeVisible();
  await expect(page.getByText('Je hebt nog geen betalingen gedaan.')).toBeVisible();
  await page.getByRole('link', { name: 'Credits kopen' }).click();
  await expect(page).toHaveURL(/\/credits$/);
});

test('a member pays after a failed try, sees both payments listed, has Credits with the balance, and spends', async ({ page }) => {
  // Someone to write to, then the buyer (the page's cookies are the buyer's from here on).
  const other = await activeMember(page.request, { prefix: 'payee', gender: 'female' });
  await activeMember(page.request, { prefix: 'payer', gender: 'male' });
  await page.goto('/credits');
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(nav.getByRole('link', { name: 'Word Premium' })).toBeVisible();

  // A card payment that fails, then the same package with PayPal.
  // A new member has the time bonus (25% off, offers.spec.ts): € 19,95 -> € 14,96, also after a failed try.
  await page.getByRole('link', { name: 'Kopen: 50 credits voor € 14,96' }).click();
  await page.getByRole('radio', { name: 'Creditcard' }).check();
  await page.getByRole('button', { name: 'Betaal € 14,96' }).click();
  await page.getByRole('button', { name: 'Mislukt' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Betaling mislukt' })).toBeVisible();
  await page.getByRole('link', { name: 'Opnieuw proberen met een andere methode' }).click();
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await page.getByRole('button', { name: 'Betaal € 14,96' }).click();
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Betaling geslaagd' })).toBeVisible();

  // Premium now: Credits instead of Word Premium, its name carrying the balance (10 at signup + 50).
  await expect(nav.getByRole('link', { name: 'Credits, 60 credits' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Word Premium' })).toHaveCount(0);

  // The list: newest first, readable statuses, each row opening its payment.
  await page.getByRole('link', { name: 'Al je betalingen' }).click();
  await expect(page).toHaveURL(/\/transacties$/);
  const rows = page.getByRole('list', { name: 'Je betalingen' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('50 credits');
  await expect(rows.nth(0)).toContainText('€ 14,96');
  await expect(rows.nth(0)).toContainText('PayPal');
  await expect(rows.nth(0)).toContainText('Betaald');
  await expect(rows.nth(1)).toContainText('Creditcard');
  await expect(rows.nth(1)).toContainText('Mislukt');

  mkdirSync(DIR, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${DIR}/transactions-${width}.png`, fullPage: true });
  }

  await rows.nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/transacties\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Betaling mislukt' })).toBeVisible();

  // Spending a credit on a message: the navigation follows without a reload (back to the profile
  // within the app, from the chat, which has no main navigation).
  await page.goto(`/leden/${other.id}/chat`);
  const composer = page.getByLabel(`Je bericht aan ${other.name}`);
  await composer.fill('Hallo!');
  await composer.press('Enter');
  await expect(page.getByRole('link', { name: '59 credits' })).toBeVisible();
  await page.getByRole('link', { name: `Bekijk het profiel van ${other.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/leden/${other.id}$`));
  await expect(nav.getByRole('link', { name: 'Credits, 59 credits' })).toBeVisible();
});

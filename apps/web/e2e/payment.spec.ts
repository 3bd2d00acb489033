import { mkdirSync } from 'node:fs';
import { expect, test } from './fixtures';
import { activeMember } from './likes-helpers';

// A free member buys the tryout with iDEAL at the built-in test provider's checkout, through the real
// Mollie client; the provider's webhook grants the credits and premium before the member is back.
// Screenshots of the completed transaction at 375 and 1280 px.
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';

test('a free member buys the tryout with iDEAL, comes back to a completed payment and is premium', async ({ page }) => {
  // A new member of their own (logged in through the page's own cookies): the demo accounts stay free
  // for the other specs.
  await activeMember(page.request, { prefix: 'buyer' });
  await page.goto('/leden');
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await nav.getByRole('link', { name: 'Word Premium' }).click();
  await page.getByRole('region', { name: 'Probeer premium' }).getByRole('link', { name: 'Probeer premium' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Betalen' })).toBeVisible();
  await page.getByRole('radio', { name: 'iDEAL' }).check();
  await page.getByLabel('Je bank').selectOption({ label: 'ING' });
  await page.getByRole('button', { name: 'Betaal € 3,95' }).click();

  // The test provider's checkout page.
  await expect(page.getByRole('heading', { level: 1, name: 'Testbetaling' })).toBeVisible();
  await page.getByRole('button', { name: 'Betaald' }).click();

  await expect(page).toHaveURL(/\/transacties\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Betaling geslaagd' })).toBeVisible();
  await expect(page.getByText('Bedankt! Er zijn 10 credits bij je saldo gekomen.')).toBeVisible();
  await expect(nav.getByRole('link', { name: /^Credits/ })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Word Premium' })).toHaveCount(0);

  mkdirSync(DIR, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${DIR}/transaction-${width}.png`, fullPage: true });
  }
});

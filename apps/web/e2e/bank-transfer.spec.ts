import { mkdirSync } from 'node:fs';
import { discountedPrice, TIME_BONUS } from '@dating/contracts';
import { expect, test } from './fixtures';
import { activeMember } from './likes-helpers';

// A member pays by bank transfer: our own payment page shows the amount, IBAN and reference (copyable)
// and stays pending; the tester then makes the "transfer" at the built-in test provider (its test bank
// page, quoting the reference as a member would), the provider calls our webhook through the real
// Mollie client, and the open page turns completed with the credits on the balance.
// Screenshots of the pending page at 375 and 1280 px.
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';

test('a member pays by bank transfer, sees what to transfer, waits, and gets the credits when the money arrives', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await activeMember(page.request, { prefix: 'transfer' });
  const offer = (await (await page.request.get('/api/credits.php')).json()) as { packages: { id: number; credits: number; price: number; currency: string }[] };
  const pkg = offer.packages[0]!;
  const before = ((await (await page.request.get('/api/user.php')).json()) as { user: { credits: number } }).user.credits;
  // A new member has the time bonus, which the pay page applies (offers.spec.ts).
  const price = new Intl.NumberFormat('nl', { style: 'currency', currency: pkg.currency }).format(discountedPrice(pkg.price, TIME_BONUS.percentage) / 100);

  await page.goto(`/credits/${pkg.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Betalen' })).toBeVisible();
  await page.getByRole('radio', { name: 'Overboeking' }).check();
  await page.getByRole('button', { name: `Betaal ${price}` }).click();

  // Straight to our own page: no provider checkout in between.
  await expect(page).toHaveURL(/\/transacties\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Betaling in behandeling' })).toBeVisible();
  await expect(page.getByText(`We wachten op je overboeking van ${price}.`)).toBeVisible();
  const details = page.getByRole('region', { name: 'Gegevens voor je overboeking' });
  await expect(details.getByLabel('IBAN', { exact: true })).toHaveText('NL91 ABNA 0417 1643 00');
  await expect(details.getByText(price, { exact: true })).toBeVisible();
  await expect(details.getByText('Stichting Test Payments')).toBeVisible();
  const reference = (await details.getByLabel('Betalingskenmerk', { exact: true }).textContent())!;
  expect(reference).toMatch(/^RF\d{2}[A-Z0-9]{8}$/);
  await expect(details.getByText('We zetten je credits op je saldo zodra de overboeking binnen is; dat kan 1 tot 3 werkdagen duren.', { exact: false })).toBeVisible();

  mkdirSync(DIR, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${DIR}/bank-transfer-pending-${width}.png`, fullPage: true });
  }

  // The copy buttons put the values on the clipboard (the IBAN without spaces, as banking apps want it).
  await details.getByRole('button', { name: 'Kopieer IBAN' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'IBAN gekopieerd' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('NL91ABNA0417164300');
  await details.getByRole('button', { name: 'Kopieer kenmerk' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Betalingskenmerk gekopieerd' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);


  // Nothing arrives by itself: still pending after the page asked again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Betaling in behandeling' })).toBeVisible();

  // The tester, in another tab, is the bank: the transfer quoting the reference arrives at the test
  // provider, which marks the payment paid and calls our webhook.
  const bank = await context.newPage();
  await bank.goto('/dev/mollie/transfers');
  await bank.getByLabel('Payment reference').fill('RF00WRONG');
  await bank.getByRole('button', { name: 'Transfer received' }).click();
  await expect(bank.getByRole('alert')).toHaveText('No open bank transfer has this reference.');
  await bank.getByLabel('Payment reference').fill(reference);
  await bank.getByRole('button', { name: 'Transfer received' }).click();
  await expect(bank.getByRole('status')).toHaveText('Deze betaling is betaald.');
  await bank.close();

  // The open page asks again by itself and turns completed; the balance has the credits.
  await expect(page.getByRole('heading', { level: 2, name: 'Betaling geslaagd' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(`Bedankt! Er zijn ${pkg.credits} credits bij je saldo gekomen.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Gegevens voor je overboeking' })).toHaveCount(0);
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await nav.getByRole('link', { name: /^Credits/ }).click();
  await expect(page.getByText(`Je saldo: ${before + pkg.credits} credits`)).toBeVisible();
});

import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { activeMember } from './likes-helpers';

// Paying by card, failing, and the ways on from there; the repeat order of a premium member, charged on
// the card mandate the first payment left, decided at the built-in test provider as a bank would. All
// through the real Mollie client. Screenshots of /premium, the repeat order and a failed repeat order by
// card at 375 and 1280 px.
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';

async function shoot(page: Page, name: string) {
  mkdirSync(DIR, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${DIR}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The test provider's page for a payment of ours (a recurring payment has no checkout to be sent to). */
async function providerPage(page: Page, paymentId: number): Promise<string> {
  const listed = (await (await page.request.get('/dev/mollie/test/payments.json')).json()) as { payments: { metadata: { payment_id?: number } | null; checkoutUrl: string }[] };
  const found = listed.payments.find((p) => p.metadata?.payment_id === paymentId);
  expect(found, `provider payment for ${paymentId}`).toBeTruthy();
  return found!.checkoutUrl;
}

/** The page's payment id, from /transacties/{id}. */
function paymentIdOf(page: Page): number {
  return Number(/\/transacties\/(\d+)$/.exec(page.url())![1]);
}

test('a failed card payment is retried with PayPal and completes', async ({ page }) => {
  await activeMember(page.request, { prefix: 'cardfail' });
  await page.goto('/leden');
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Word Premium' }).click();
  await expect(page).toHaveURL(/\/premium$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Dit krijg je met premium' })).toBeVisible();
  await expect(page.getByText('Alle foto\'s zichtbaar.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Probeer premium' })).toContainText('€ 3,95');
  await shoot(page, 'premium-free');
  await page.getByRole('region', { name: 'Probeer premium' }).getByRole('link', { name: 'Probeer premium' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Betalen' })).toBeVisible();
  await page.getByRole('radio', { name: 'Creditcard' }).check();
  // The time bonus applies to the tryout too (€ 3,95 -> € 2,96).
  await page.getByRole('button', { name: 'Betaal € 2,96' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Testbetaling' })).toBeVisible();
  await page.getByRole('button', { name: 'Mislukt' }).click();

  await expect(page).toHaveURL(/\/transacties\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Betaling mislukt' })).toBeVisible();
  await expect(page.getByText('Met PayPal kun je ook met je creditcard betalen, zelfs zonder PayPal-account.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Opnieuw proberen met een andere methode' })).toBeVisible();
  await page.getByRole('link', { name: 'Betalen met PayPal' }).click();

  await expect(page).toHaveURL(/\/credits\/\d+\/paypal$/);
  await expect(page.getByRole('radio', { name: 'PayPal' })).toBeChecked();
  await page.getByRole('button', { name: 'Betaal € 2,96' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Testbetaling' })).toBeVisible();
  await page.getByRole('button', { name: 'Betaald' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Betaling geslaagd' })).toBeVisible();
  await expect(page.getByText('Bedankt! Er zijn 10 credits bij je saldo gekomen.')).toBeVisible();
});

test('a free member is sent from the repeat order to premium', async ({ page }) => {
  await activeMember(page.request, { prefix: 'freerepeat' });
  await page.goto('/credits/herhaal-bestelling');
  await expect(page.getByRole('heading', { level: 1, name: 'Bestelling herhalen' })).toBeVisible();
  await expect(page.getByText('Een bestelling herhalen kan alleen als premium lid.')).toBeVisible();
  await page.getByRole('link', { name: 'Ontdek premium' }).click();
  await expect(page).toHaveURL(/\/premium$/);
});

test('a premium member repeats the last order with one click; the credits come when the bank says paid', async ({ page }) => {
  await activeMember(page.request, { prefix: 'repeater' });
  // The first purchase, by card: it makes the member premium and leaves a card mandate.
  await page.goto('/credits');
  // With the time bonus a new member has (25% off, offers.spec.ts); the repeat order is at the full price.
  await page.getByRole('link', { name: 'Kopen: 100 credits voor € 28,46' }).click();
  await page.getByRole('radio', { name: 'Creditcard' }).check();
  await page.getByRole('button', { name: 'Betaal € 28,46' }).click();
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Betaling geslaagd' })).toBeVisible();

  await page.goto('/premium');
  await expect(page.getByRole('heading', { level: 2, name: /^Je bent premium sinds \d+ \w+ \d{4}$/ })).toBeVisible();
  await shoot(page, 'premium-member');
  await page.getByRole('link', { name: 'Vorige bestelling herhalen' }).click();

  await expect(page).toHaveURL(/\/credits\/herhaal-bestelling$/);
  const order = page.getByRole('region', { name: 'Je vorige bestelling' });
  await expect(order).toContainText('100 credits voor € 37,95');
  await expect(order).toContainText('Creditcard: Mastercard •••• 6787');
  await shoot(page, 'repeat-order');
  const balanceBefore = await page.request.get('/api/credits.php').then(async (r) => ((await r.json()) as { credits: number }).credits);

  await order.getByRole('button', { name: '100 credits opnieuw kopen voor € 37,95' }).click();
  await expect(page).toHaveURL(/\/transacties\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Betaling in behandeling' })).toBeVisible();
  const repeated = paymentIdOf(page);

  // The bank (in test mode: the tester) decides the recurring payment; the provider calls the webhook.
  await page.goto(await providerPage(page, repeated));
  await page.getByRole('button', { name: 'Betaald' }).click();
  await expect(page).toHaveURL(new RegExp(`/transacties/${repeated}$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Betaling geslaagd' })).toBeVisible();
  await expect(page.getByText('Bedankt! Er zijn 100 credits bij je saldo gekomen.')).toBeVisible();
  await page.goto('/credits');
  await expect(page.getByText(`Je saldo: ${balanceBefore + 100} credits`)).toBeVisible();

  // Another repeat order whose card charge fails: the spec's words, PayPal or the card by hand.
  await page.getByRole('link', { name: 'Je vorige bestelling met één klik herhalen' }).click();
  await page.getByRole('button', { name: '100 credits opnieuw kopen voor € 37,95' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Betaling in behandeling' })).toBeVisible();
  const failing = paymentIdOf(page);
  await page.goto(await providerPage(page, failing));
  await page.getByRole('button', { name: 'Mislukt' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Betaling mislukt' })).toBeVisible();
  await expect(page.getByText('Je betaling kon niet worden voltooid. Vul je kaartgegevens zelf in of kies een andere betaalmethode.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Betalen met PayPal' })).toHaveAttribute('href', /\/credits\/\d+\/paypal$/);
  await expect(page.getByRole('link', { name: 'Kaartgegevens invullen' })).toHaveAttribute('href', /\/credits\/\d+\/creditcard$/);
  await shoot(page, 'repeat-order-card-failed');
  await page.goto('/credits');
  await expect(page.getByText(`Je saldo: ${balanceBefore + 100} credits`)).toBeVisible();
});

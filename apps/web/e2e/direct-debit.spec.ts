import { discountedPrice } from '@dating/contracts';
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { activeMember } from './likes-helpers';

// A member pays a package by SEPA direct debit: the form on /incasso (one field wrong first), the code
// read from the development SMS outbox's JSON twin, the payment pending on /transacties/{id}; the bank
// collects it (the tester marks it paid at the built-in test provider, which calls the webhook) and the
// page shows it completed. Screenshots of the form and the code step at 375 and 1280 px.
const DIR = process.env.E2E_SCREENSHOTS_DIR ?? '/tmp/shots';
const PROVIDER_KEY = 'Bearer test_BuiltInTestProviderKey00000000';

async function shoot(page: Page, name: string) {
  mkdirSync(DIR, { recursive: true });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${DIR}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** The newest code texted to a number, from /dev/sms.json (this machine only). */
async function smsCode(request: APIRequestContext, to: string): Promise<string> {
  const response = await request.get(`/dev/sms.json?to=${encodeURIComponent(to)}`);
  expect(response.status()).toBe(200);
  const { messages } = (await response.json()) as { messages: { text: string }[] };
  const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1];
  expect(code, JSON.stringify(messages)).toBeTruthy();
  return code!;
}

/** The tester at the provider: the member's newest payment (found by the member's e-mail) is collected. */
async function collect(request: APIRequestContext, email: string) {
  const headers = { authorization: PROVIDER_KEY };
  const customers = (await (await request.get('/dev/mollie/v2/customers', { headers })).json()) as { _embedded: { customers: { id: string; email: string }[] } };
  const customer = customers._embedded.customers.find((c) => c.email === email);
  expect(customer).toBeTruthy();
  const list = (await (await request.get(`/dev/mollie/v2/customers/${customer!.id}/payments`, { headers })).json()) as {
    _embedded: { payments: { id: string; status: string; method: string; sequenceType: string }[] };
  };
  const [payment] = list._embedded.payments;
  expect(payment).toMatchObject({ status: 'pending', method: 'directdebit', sequenceType: 'recurring' });
  const marked = await request.post(`/dev/mollie/test/payments/${payment!.id}/status`, { form: { status: 'paid' } });
  expect(marked.status()).toBe(200);
}

test('a member pays by direct debit with the code from the SMS outbox and sees the payment completed', async ({ page }) => {
  const member = await activeMember(page.request, { prefix: 'debit' });
  const credits = (await (await page.request.get('/api/credits.php')).json()) as { packages: { id: number; credits: number; price: number }[] };
  const pkg = credits.packages[0]!;
  // A new member has the time bonus: the direct debit collects the discounted price, as the form says.
  const cents = discountedPrice(pkg.price, 25);
  const charged = `€ ${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
  const phone = `+3161${String(Date.now()).slice(-7)}`;

  await page.goto(`/credits/${pkg.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Betalen' })).toBeVisible();
  await page.getByRole('radio', { name: 'SEPA-incasso' }).check();
  await page.getByRole('button', { name: 'Verder' }).click();

  await expect(page).toHaveURL(new RegExp(`/incasso\\?package=${pkg.id}&code=TIMEBONUS25$`));
  await expect(page.getByText('TIMEBONUS25', { exact: false }).first()).toBeVisible();
  // The mandate text names the amount collected: the discounted one.
  await expect(page.getByText(`om eenmalig ${charged} van je rekening af te schrijven`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Betalen met automatische incasso' })).toBeVisible();
  await page.getByLabel('Rekeninghouder').fill('Sanne de Vries');
  await page.getByLabel('IBAN').fill('NL00 ABNA 0417 1643 00');
  await page.getByLabel('Straat').fill('Keizersgracht');
  await page.getByLabel('Huisnummer').fill('123a');
  await page.getByLabel('Postcode').fill('1015 CJ');
  await page.getByLabel('Woonplaats').fill('Amsterdam');
  await page.getByLabel('Mobiel nummer').fill(`06${phone.slice(4)}`);
  await page.getByRole('button', { name: 'Code versturen' }).click();

  // A wrong IBAN: the message under that field, no code sent.
  await expect(page.getByText('Dit IBAN klopt niet. Je vindt het in je bankapp of op een afschrift.')).toBeVisible();
  await expect(page.getByLabel('IBAN')).toHaveAttribute('aria-invalid', 'true');
  await shoot(page, 'directdebit-form');
  await page.getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
  await page.getByRole('button', { name: 'Code versturen' }).click();

  // The code step.
  await expect(page.getByRole('heading', { level: 2, name: 'Vul je code in' })).toBeVisible();
  await expect(page.getByText(/We hebben een code van 6 cijfers gestuurd naar \+31 •+\d{3}\./)).toBeVisible();
  const codeInput = page.getByLabel('Code uit de sms');
  await expect(codeInput).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page.getByRole('button', { name: /Nieuwe code mogelijk over \d+ s/ })).toBeDisabled();
  await shoot(page, 'directdebit-code');

  // A wrong code first: the message with the attempts left, under the code field.
  const code = await smsCode(page.request, phone);
  await codeInput.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: `Betaling van ${charged} bevestigen` }).click();
  await expect(page.getByText('De code klopt niet. Resterende pogingen: 4.')).toBeVisible();
  await codeInput.fill(code);
  await page.getByRole('button', { name: `Betaling van ${charged} bevestigen` }).click();

  await expect(page).toHaveURL(/\/transacties\/\d+$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Betaling in behandeling' })).toBeVisible();
  await expect(page.getByText(new RegExp(`^Je incasso van €\\s${charged.slice(2)} staat klaar\\. Je bank schrijft het bedrag de komende dagen af`))).toBeVisible();

  // The bank collects it; the page (asking every 3 s) shows it completed.
  await collect(page.request, member.email);
  await expect(page.getByRole('heading', { level: 2, name: 'Betaling geslaagd' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`Bedankt! Er zijn ${pkg.credits} credits bij je saldo gekomen.`)).toBeVisible();
});

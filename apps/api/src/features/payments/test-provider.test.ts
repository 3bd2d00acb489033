import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { createMollieClient, MollieApiError } from '@mollie/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources } from '@dating/i18n';
import { LOCALES } from '@dating/contracts';
import errorsPlugin from '../../plugins/errors.js';
import { loadEnv } from '../../env.js';
import testProviderRoutes, { testProviderWanted } from './test-provider.routes.js';
import { createPaymentProvider, TEST_PROVIDER_API_KEY, type PaymentProvider, type ProviderPayment } from './provider.js';

/**
 * The real @mollie/api-client against the built-in test provider served by a listening Fastify server,
 * webhooks received by a small HTTP server of the test's own.
 */

interface Delivery {
  contentType: string | undefined;
  body: string;
  answered: number;
}

let app: FastifyInstance;
let origin: string;
let provider: PaymentProvider;
let receiver: Server;
let webhookUrl: string;
const deliveries = new Map<string, Delivery[]>();
/** Per payment: how many deliveries the receiver answers 500 before it accepts. */
const failFirst = new Map<string, number>();

const TEST_ENV = { nodeEnv: 'test', mollieApiKey: undefined, testPaymentProvider: undefined } as const;

async function buildProviderApp(env: Parameters<typeof testProviderRoutes>[1]['env'] = TEST_ENV): Promise<FastifyInstance> {
  const instance = Fastify({ logger: false });
  await instance.register(errorsPlugin);
  await instance.register(testProviderRoutes, { env, webhooks: { retryDelaysMs: [50, 100, 150], attemptTimeoutMs: 2_000 } });
  return instance;
}

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const id = new URLSearchParams(body).get('id') ?? '';
      const list = deliveries.get(id) ?? [];
      const failing = (failFirst.get(id) ?? 0) > list.length;
      list.push({ contentType: request.headers['content-type'], body, answered: failing ? 500 : 200 });
      deliveries.set(id, list);
      response.statusCode = failing ? 500 : 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payment-webhook.php`;

  app = await buildProviderApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  provider = createPaymentProvider({ mollieApiKey: undefined, port, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

const redirectUrl = (n: number | string) => `http://amora.test/transactions/${n}`;

async function pay(input: Partial<Parameters<PaymentProvider['createPayment']>[0]> = {}): Promise<ProviderPayment> {
  return provider.createPayment({
    amount: 995,
    currency: 'EUR',
    description: 'Amora: 50 credits',
    method: 'ideal',
    redirectUrl: redirectUrl(1),
    webhookUrl,
    metadata: { paymentId: 1 },
    locale: 'nl',
    country: 'NL',
    ...input,
  });
}

/** The tester presses a button on the checkout page: the form post a browser sends. */
async function choose(url: string, outcome: string) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }).toString(),
    redirect: 'manual',
  });
}

async function waitFor<T>(read: () => T | undefined, ms = 15_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('methods', () => {
  const ids = async (country: string, amount: number, currency: string, sequenceType?: 'oneoff' | 'first' | 'recurring') =>
    (await provider.listMethods(country, { amount, currency }, 'en', sequenceType)).map((m) => m.id);

  it('offers each country its own methods besides card and PayPal', async () => {
    expect(await ids('NL', 995, 'EUR')).toEqual(['ideal', 'creditcard', 'paypal', 'directdebit', 'banktransfer']);
    expect(await ids('BE', 995, 'EUR')).toEqual(['bancontact', 'creditcard', 'paypal', 'directdebit', 'banktransfer']);
    expect(await ids('PL', 4000, 'PLN')).toEqual(['creditcard', 'paypal', 'banktransfer', 'przelewy24', 'blik']);
    expect(await ids('AT', 995, 'EUR')).toEqual(['creditcard', 'paypal', 'directdebit', 'banktransfer', 'eps']);
    expect(await ids('CH', 995, 'CHF')).toEqual(['creditcard', 'paypal', 'banktransfer', 'twint']);
    expect(await ids('US', 995, 'USD')).toEqual(['creditcard', 'paypal']);
  });

  it('leaves out methods the amount is outside of, and filters by sequence type', async () => {
    expect(await ids('AT', 50, 'EUR')).not.toContain('eps');
    expect(await ids('NL', 995, 'EUR', 'first')).toEqual(['ideal', 'creditcard', 'paypal', 'directdebit']);
    expect(await ids('NL', 995, 'EUR', 'recurring')).toEqual(['creditcard', 'paypal', 'directdebit']);
  });

  it('answers limits in the asked currency and iDEAL issuers', async () => {
    const methods = await provider.listMethods('NL', { amount: 995, currency: 'EUR' }, 'nl');
    const ideal = methods.find((m) => m.id === 'ideal')!;
    expect(ideal).toMatchObject({ description: 'iDEAL', minimumAmount: 1, currency: 'EUR' });
    expect(ideal.issuers.map((i) => i.name)).toContain('ING');
    // Named in the asked language, as Mollie names them.
    expect(methods.find((m) => m.id === 'banktransfer')!.description).toBe('Overboeking');
    const polish = await provider.listMethods('PL', { amount: 4000, currency: 'PLN' }, 'pl');
    expect(polish.map((m) => m.description)).toEqual(['Karta', 'PayPal', 'Przelew bankowy', 'Przelewy24', 'BLIK']);
  });
});

describe('a payment at the checkout', () => {
  for (const outcome of ['paid', 'failed', 'canceled', 'expired'] as const) {
    it(`${outcome}: the webhook is called as Mollie calls it and the payment reads ${outcome}`, async () => {
      const created = await pay({ metadata: { paymentId: 42 } });
      expect(created).toMatchObject({ status: 'open', amount: 995, currency: 'EUR', method: 'ideal', metadata: { paymentId: 42 } });
      expect(created.checkoutUrl).toBe(`${origin}/dev/mollie/checkout/${created.id}`);

      const page = await fetch(created.checkoutUrl!);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('<html lang="nl">');
      expect(html).toContain('<title>Testbetaling</title>');
      expect(html).toContain('<dd>€\u00a09,95</dd>');
      expect(html).toContain(`<button type="submit" name="outcome" value="${outcome}">`);
      expect(html).not.toMatch(/<script|<style|style=/);
      // Its own policy: no script at all, and the form may end on the shop's origin.
      expect(page.headers.get('content-security-policy')).toContain("form-action 'self' http://amora.test;");
      expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");

      const answer = await choose(created.checkoutUrl!, outcome);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe(redirectUrl(1));
      expect(deliveries.get(created.id)).toEqual([{ contentType: 'application/x-www-form-urlencoded', body: `id=${created.id}`, answered: 200 }]);

      const read = await provider.getPayment(created.id);
      expect(read).toMatchObject({ id: created.id, status: outcome, checkoutUrl: null, metadata: { paymentId: 42 } });

      // Decided is decided: the page now only says so.
      const again = await choose(created.checkoutUrl!, 'paid');
      expect(again.status).toBe(409);
      expect((await provider.getPayment(created.id)).status).toBe(outcome);
    });
  }

  it('retries the webhook when the receiver fails, until it answers 2xx', async () => {
    const created = await pay();
    failFirst.set(created.id, 2);
    expect((await choose(created.checkoutUrl!, 'paid')).status).toBe(303);
    const list = await waitFor(() => (deliveries.get(created.id)?.length === 3 ? deliveries.get(created.id) : undefined));
    expect(list.map((d) => d.answered)).toEqual([500, 500, 200]);
    await new Promise((r) => setTimeout(r, 300));
    expect(deliveries.get(created.id)).toHaveLength(3);
  });

  it('pending: the member returns while the payment is decided later', async () => {
    const created = await pay({ method: 'creditcard' });
    expect((await choose(created.checkoutUrl!, 'pending')).status).toBe(303);
    expect((await provider.getPayment(created.id)).status).toBe('pending');
    expect((await choose(created.checkoutUrl!, 'paid')).status).toBe(303);
    expect((await provider.getPayment(created.id)).status).toBe('paid');
    expect(deliveries.get(created.id)).toHaveLength(2);
  });

  it('shows the page in the language of the payment, in every locale', async () => {
    for (const locale of LOCALES) {
      const created = await pay({ locale, country: locale === 'en' ? 'GB' : locale.toUpperCase(), method: 'creditcard' });
      const html = await (await fetch(created.checkoutUrl!)).text();
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).toContain(`<title>${resources[locale].testprovider.title}</title>`);
      expect(html).toContain(resources[locale].testprovider.outcome.failed);
    }
  });

  it('answers an unknown payment with a 404 page', async () => {
    const page = await fetch(`${origin}/dev/mollie/checkout/tr_doesnotexist`, { headers: { 'accept-language': 'de' } });
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Es gibt keine Zahlung mit diesem Code.');
  });
});

describe('bank transfer', () => {
  it('stays open when the member goes back to the shop, and is paid when marked paid', async () => {
    const created = await pay({ method: 'banktransfer', amount: 2500, locale: 'de', country: 'DE' });
    expect(created.status).toBe('open');
    expect(created.bankTransfer).toMatchObject({ iban: 'NL91ABNA0417164300', bic: 'ABNANL2A' });
    expect(created.bankTransfer!.reference).toMatch(/^RF\d{2}[A-Z0-9]{8}$/);

    const html = await (await fetch(created.checkoutUrl!)).text();
    expect(html).toContain(created.bankTransfer!.reference);
    expect(html).toContain('Als bezahlt markieren');
    expect(html).toContain('Zurück zum Shop (die Zahlung bleibt offen)');
    expect(html).not.toContain('value="failed"');

    const later = await choose(created.checkoutUrl!, 'open');
    expect(later.status).toBe(303);
    expect((await provider.getPayment(created.id)).status).toBe('open');
    expect(deliveries.get(created.id)).toBeUndefined();

    expect((await choose(created.checkoutUrl!, 'paid')).status).toBe(303);
    expect(deliveries.get(created.id)).toHaveLength(1);
    expect((await provider.getPayment(created.id)).status).toBe('paid');
  });
});

describe('customers, mandates and recurring payments', () => {
  it('a paid first payment leaves a valid mandate, then a recurring payment is charged without the member', async () => {
    const customer = await provider.createCustomer({ name: 'Test Member', email: 'member@amora.test', locale: 'nl', metadata: { userId: 7 } });
    expect(customer.id).toMatch(/^cst_/);
    expect(await provider.listMandates(customer.id)).toEqual([]);

    const first = await pay({ customerId: customer.id, sequenceType: 'first' });
    expect(first.sequenceType).toBe('first');
    expect((await choose(first.checkoutUrl!, 'paid')).status).toBe(303);
    const paidFirst = await provider.getPayment(first.id);
    const mandates = await provider.listMandates(customer.id);
    expect(mandates).toHaveLength(1);
    expect(mandates[0]).toMatchObject({ status: 'valid', method: 'directdebit', id: paidFirst.mandateId });

    const recurring = await provider.createPayment({
      amount: 995,
      currency: 'EUR',
      description: 'Amora: 50 credits (repeat order)',
      method: 'directdebit',
      redirectUrl: redirectUrl(2),
      webhookUrl,
      metadata: { paymentId: 2 },
      customerId: customer.id,
      sequenceType: 'recurring',
    });
    expect(recurring).toMatchObject({ status: 'pending', sequenceType: 'recurring', checkoutUrl: null, mandateId: mandates[0]!.id });
    expect(recurring.changePaymentStateUrl).toBeTruthy();
    const answer = await choose(recurring.changePaymentStateUrl!, 'paid');
    expect(answer.status).toBe(303);
    expect(deliveries.get(recurring.id)).toHaveLength(1);
    expect((await provider.getPayment(recurring.id)).status).toBe('paid');
  });

  it('refuses a recurring payment for a customer without a valid mandate, with Mollie’s 422', async () => {
    const customer = await provider.createCustomer({ name: 'No Mandate' });
    const attempt = provider.createPayment({
      amount: 995,
      currency: 'EUR',
      description: 'x',
      method: 'creditcard',
      redirectUrl: redirectUrl(3),
      webhookUrl,
      metadata: {},
      customerId: customer.id,
      sequenceType: 'recurring',
    });
    await expect(attempt).rejects.toBeInstanceOf(MollieApiError);
    await expect(attempt).rejects.toMatchObject({ statusCode: 422, field: 'customerId' });
  });
});

describe('a SEPA direct debit mandate created through the Mandates API', () => {
  it('is valid at once with the given account; a recurring directdebit payment on it is pending until the tester decides', async () => {
    const customer = await provider.createCustomer({ name: 'Sanne de Vries', email: 'sanne@example.com' });
    const mandate = await provider.createDirectDebitMandate(customer.id, {
      consumerName: 'Sanne de Vries',
      consumerAccount: 'NL91ABNA0417164300',
      signatureDate: '2026-01-15',
      mandateReference: 'AMORA-1-TEST',
    });
    expect(mandate).toMatchObject({ status: 'valid', method: 'directdebit' });
    const raw = await (await fetch(`${origin}/dev/mollie/v2/customers/${customer.id}/mandates/${mandate.id}`, { headers: { authorization: `Bearer ${TEST_PROVIDER_API_KEY}` } })).json();
    expect(raw).toMatchObject({ mandateReference: 'AMORA-1-TEST', signatureDate: '2026-01-15', details: { consumerName: 'Sanne de Vries', consumerAccount: 'NL91ABNA0417164300' } });

    const payment = await provider.createPayment({
      amount: 1995,
      currency: 'EUR',
      description: 'Amora: 50 credits',
      method: 'directdebit',
      webhookUrl,
      metadata: { payment_id: 9 },
      customerId: customer.id,
      sequenceType: 'recurring',
      mandateId: mandate.id,
    });
    expect(payment).toMatchObject({ status: 'pending', sequenceType: 'recurring', mandateId: mandate.id, method: 'directdebit', checkoutUrl: null });
    expect(payment.changePaymentStateUrl).toContain('/dev/mollie/checkout/');
    const listed = (await (await fetch(`${origin}/dev/mollie/v2/customers/${customer.id}/payments`, { headers: { authorization: `Bearer ${TEST_PROVIDER_API_KEY}` } })).json()) as {
      _embedded: { payments: { id: string }[] };
    };
    expect(listed._embedded.payments.map((p) => p.id)).toEqual([payment.id]);
    const paid = await fetch(`${origin}/dev/mollie/test/payments/${payment.id}/status`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'status=paid' });
    expect(paid.status).toBe(200);
    expect((await provider.getPayment(payment.id)).status).toBe('paid');
    expect((await waitFor(() => deliveries.get(payment.id)))[0]!.body).toBe(`id=${payment.id}`);
  });

  it('refuses what Mollie refuses: a bad IBAN, no name, a signature date in the future, an unknown customer', async () => {
    const customer = await provider.createCustomer({ name: 'X' });
    const valid = { consumerName: 'X', consumerAccount: 'NL91ABNA0417164300', signatureDate: '2026-01-15', mandateReference: 'R' };
    const cases: [Partial<typeof valid>, string][] = [
      [{ consumerAccount: 'NL00ABNA0417164300' }, 'consumerAccount'],
      [{ consumerAccount: 'BR1500000000000010932840814P2' }, 'consumerAccount'],
      [{ consumerName: ' ' }, 'consumerName'],
      [{ signatureDate: '2999-01-01' }, 'signatureDate'],
    ];
    for (const [change, field] of cases) {
      await expect(provider.createDirectDebitMandate(customer.id, { ...valid, ...change })).rejects.toMatchObject({ statusCode: 422, field });
    }
    await expect(provider.createDirectDebitMandate('cst_doesnotexist', valid)).rejects.toMatchObject({ statusCode: 404 });
    expect(await provider.listMandates(customer.id)).toEqual([]);
  });
});

describe('refunds and chargebacks', () => {
  it('a refund and a chargeback each call the webhook and show on the payment', async () => {
    const created = await pay({ method: 'creditcard', amount: 2000 });
    await choose(created.checkoutUrl!, 'paid');
    expect(deliveries.get(created.id)).toHaveLength(1);

    const refund = await provider.createRefund(created.id, { amount: 500, currency: 'EUR', description: 'goodwill', metadata: { payment_id: 1, refund_event: 7 } });
    expect(refund).toMatchObject({ amount: 500, currency: 'EUR', status: 'pending', metadata: { payment_id: 1, refund_event: 7 } });
    await waitFor(() => (deliveries.get(created.id)!.length === 2 ? true : undefined));
    // The metadata comes back with the refund: how a refund whose process died is recognised (decision 080).
    expect(await provider.listRefunds(created.id)).toEqual([
      { id: refund.id, paymentId: created.id, amount: 500, currency: 'EUR', status: 'refunded', metadata: { payment_id: 1, refund_event: 7 } },
    ]);

    const chargeback = await fetch(`${origin}/dev/mollie/test/payments/${created.id}/chargebacks`, { method: 'POST' });
    expect(chargeback.status).toBe(201);
    expect(await chargeback.json()).toMatchObject({ amount: { value: '15.00', currency: 'EUR' }, webhookDelivered: true });
    expect(deliveries.get(created.id)).toHaveLength(3);

    expect(await provider.getPayment(created.id)).toMatchObject({ status: 'paid', amountRefunded: 500, amountChargedBack: 1500 });
    expect((await provider.listChargebacks(created.id)).map((c) => c.amount)).toEqual([1500]);
    // Nothing is left to refund.
    await expect(provider.createRefund(created.id, { amount: 1, currency: 'EUR' })).rejects.toMatchObject({ statusCode: 422, field: 'amount' });
  });

  it('refuses to refund a payment that is not paid', async () => {
    const created = await pay();
    await expect(provider.createRefund(created.id, {})).rejects.toMatchObject({ statusCode: 422 });
  });
});

describe('what the provider refuses', () => {
  it('answers 401 in Mollie’s shape without a valid test key', async () => {
    const bare = await fetch(`${origin}/dev/mollie/v2/methods`);
    expect(bare.status).toBe(401);
    expect(bare.headers.get('content-type')).toContain('application/hal+json');
    expect(await bare.json()).toMatchObject({ status: 401, title: 'Unauthorized Request', detail: expect.any(String) });

    for (const apiKey of ['test_short', `live_${'x'.repeat(30)}`]) {
      const client = createMollieClient({ apiKey, apiEndpoint: `${origin}/dev/mollie/v2/` });
      // The plain-http detour is the adapter's; a bare client fails before reaching the provider.
      await expect(client.methods.list()).rejects.toBeInstanceOf(MollieApiError);
    }
    const wrong = await fetch(`${origin}/dev/mollie/v2/payments/tr_x`, { headers: { authorization: 'Bearer live_abcdefghijklmnopqrstuvwxyz0123' } });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${origin}/dev/mollie/v2/payments/tr_x`, { headers: { authorization: `Bearer ${TEST_PROVIDER_API_KEY}` } });
    expect(right.status).toBe(404);
    expect(await right.json()).toMatchObject({ status: 404, title: 'Not Found', detail: 'No payment exists with token tr_x.' });
  });

  it('answers 422 with the field for what Mollie would refuse', async () => {
    await expect(pay({ method: 'ideal', currency: 'PLN' })).rejects.toMatchObject({ statusCode: 422, field: 'amount' });
    await expect(pay({ sequenceType: 'first' })).rejects.toMatchObject({ statusCode: 422, field: 'customerId' });
    await expect(pay({ metadata: { note: 'x'.repeat(1100) } })).rejects.toMatchObject({ statusCode: 422, field: 'metadata' });
    const raw = await fetch(`${origin}/dev/mollie/v2/payments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_PROVIDER_API_KEY}`, 'content-type': 'application/json' },
      body: '{"amount": {"value": "10", "currency": "EUR"}}',
    });
    expect(raw.status).toBe(422);
    expect(await raw.json()).toMatchObject({ status: 422, field: 'amount' });
    const broken = await fetch(`${origin}/dev/mollie/v2/payments`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_PROVIDER_API_KEY}`, 'content-type': 'application/json' },
      body: '{"amount": ',
    });
    expect(broken.status).toBe(400);
  });

  it('does not exist for a request from another machine or through a proxy', async () => {
    const auth = { authorization: `Bearer ${TEST_PROVIDER_API_KEY}` };
    for (const url of ['/dev/mollie/v2/methods', '/dev/mollie/checkout/tr_x', '/dev/mollie/checkout.css']) {
      expect((await app.inject({ url, headers: auth, remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
      expect((await app.inject({ url, headers: { ...auth, 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(404);
    }
    expect((await app.inject({ url: '/dev/mollie/v2/methods', headers: auth, remoteAddress: '::1' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/dev/mollie/checkout.css', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
  });
});

describe('configuration', () => {
  it('never runs with NODE_ENV=production unless explicitly allowed', async () => {
    expect(testProviderWanted(loadEnv({ NODE_ENV: 'production' }))).toBe(false);
    expect(testProviderWanted(loadEnv({ NODE_ENV: 'development' }))).toBe(true);
    expect(loadEnv({ NODE_ENV: 'production', TEST_PAYMENT_PROVIDER: 'allow' }).testPaymentProvider).toBe('allow');
    expect(testProviderWanted(loadEnv({ NODE_ENV: 'production', TEST_PAYMENT_PROVIDER: 'allow' }))).toBe(true);
    expect(testProviderWanted(loadEnv({ MOLLIE_API_KEY: `test_${'a'.repeat(30)}` }))).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', MOLLIE_API_KEY: `live_${'a'.repeat(30)}` }).mollieApiKey).toBe(`live_${'a'.repeat(30)}`);
    expect(() => loadEnv({ MOLLIE_API_KEY: 'sk_live_123' })).toThrow(/MOLLIE_API_KEY/);

    // The plugin itself refuses too, whoever builds the app.
    await expect(buildProviderApp({ nodeEnv: 'production', mollieApiKey: undefined, testPaymentProvider: undefined })).rejects.toThrow(/NODE_ENV=production/);
    const allowed = await buildProviderApp({ nodeEnv: 'production', mollieApiKey: undefined, testPaymentProvider: 'allow' });
    expect((await allowed.inject({ url: '/dev/mollie/checkout.css' })).statusCode).toBe(200);
    await allowed.close();
  });

  it('is not there at all when MOLLIE_API_KEY is set, and the adapter then talks to Mollie', async () => {
    const withKey = await buildProviderApp({ nodeEnv: 'development', mollieApiKey: `test_${'a'.repeat(30)}`, testPaymentProvider: undefined });
    expect((await withKey.inject({ url: '/dev/mollie/checkout.css' })).statusCode).toBe(404);
    await withKey.close();
    expect(createPaymentProvider({ mollieApiKey: `test_${'a'.repeat(30)}`, port: 1, host: '127.0.0.1' }).kind).toBe('mollie');
  });
});

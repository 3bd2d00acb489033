import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { createPaymentProvider, TEST_PROVIDER_API_KEY, type PaymentProvider } from './provider.js';

/** The test provider as the whole app serves it (registered in app.ts), reached over a real socket. */

let t: TestApp;
let provider: PaymentProvider;
let receiver: Server;
let webhookUrl: string;
const received: string[] = [];

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push(body);
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payment-webhook.php`;
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  provider = createPaymentProvider({ ...t.app.deps.env, port: (t.app.server.address() as AddressInfo).port, host: '127.0.0.1' });
});

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('the test provider inside the app', () => {
  it('takes a payment from creation through the checkout to its webhook', async () => {
    expect(provider.kind).toBe('test');
    const methods = await provider.listMethods('BE', { amount: 1495, currency: 'EUR' }, 'fr');
    expect(methods[0]!.id).toBe('bancontact');

    const payment = await provider.createPayment({
      amount: 1495,
      currency: 'EUR',
      description: 'Amora: 100 crédits',
      method: 'bancontact',
      redirectUrl: 'http://amora.test/transactions/9',
      webhookUrl,
      metadata: { paymentId: 9 },
      locale: 'fr',
      country: 'BE',
    });
    const page = await fetch(payment.checkoutUrl!);
    const html = await page.text();
    expect(html).toContain('<html lang="fr-BE">');
    expect(html).toContain('Paiement de test');
    const css = await fetch(new URL('/dev/mollie/checkout.css', payment.checkoutUrl!));
    expect(css.headers.get('content-type')).toContain('text/css');

    const answer = await fetch(payment.checkoutUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=paid',
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('http://amora.test/transactions/9');
    expect(received).toEqual([`id=${payment.id}`]);
    expect((await provider.getPayment(payment.id)).status).toBe('paid');
  });

  it('answers the app’s own 404 to anyone not on this machine', async () => {
    const response = await t.app.inject({
      url: '/dev/mollie/v2/methods',
      headers: { authorization: `Bearer ${TEST_PROVIDER_API_KEY}`, 'accept-language': 'en' },
      remoteAddress: '198.51.100.7',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found', statusCode: 404 });
    expect((await t.app.inject({ url: '/dev/mollie/checkout/tr_x', remoteAddress: '198.51.100.7' })).statusCode).toBe(404);
  });
});

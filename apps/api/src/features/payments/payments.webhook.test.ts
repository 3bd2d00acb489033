import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { creditLedger, payments } from '@dating/db';
import { createTestApp, type TestApp } from '../../../test/build-app.js';

/**
 * The webhook when the provider cannot be asked: Mollie calls again only after a non-2xx answer, so a
 * provider that is down or failing must be answered 503, never 200 (the payment would never be applied).
 * Only "no such payment" is answered 200. The app here is not listening, so its adapter reaches the
 * provider at http://127.0.0.1:$PORT: a port where nothing listens, or a server failing every request.
 */

/** A port that was free a moment ago and now has nobody listening. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function webhook(t: TestApp, id: string) {
  return t.app.inject({ method: 'POST', url: '/api/payment-webhook.php', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `id=${id}` });
}

async function nothingWritten(t: TestApp) {
  const [ledger] = await t.db.select({ n: sql<number>`count(*)::int` }).from(creditLedger).where(sql`${creditLedger.reason} = 'purchase'`);
  const [paymentRows] = await t.db.select({ n: sql<number>`count(*)::int` }).from(payments);
  expect([ledger!.n, paymentRows!.n]).toEqual([0, 0]);
}

describe('the webhook with the provider unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PORT: String(await closedPort()) });
  });
  afterAll(() => t.close());

  it('answers 503 so the provider sends it again, and writes nothing', async () => {
    const response = await webhook(t, 'tr_WDqYK6vllg');
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('service_unavailable');
    await nothingWritten(t);
  });

  it('still answers 200 for an id that cannot be a payment (nobody to ask), and 400 without an id', async () => {
    for (const id of ['x', 'ord_123', 're_abc']) expect((await webhook(t, id)).statusCode, id).toBe(200);
    expect((await webhook(t, '')).statusCode).toBe(400);
  });
});

describe('the webhook with the provider failing', () => {
  let t: TestApp;
  let provider: Server;
  let status = 500;
  const asked: string[] = [];
  beforeAll(async () => {
    // Mollie's error shape; Retry-After 0 so the client's own retries of a 5xx do not wait.
    provider = createServer((request, response) => {
      asked.push(`${request.method} ${request.url}`);
      response.writeHead(status, { 'content-type': 'application/hal+json', 'retry-after': '0' });
      response.end(JSON.stringify({ status, title: status === 404 ? 'Not Found' : 'Internal Server Error', detail: status === 404 ? 'No payment exists with token tr_WDqYK6vllg.' : 'Something went wrong' }));
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    t = await createTestApp({ PORT: String((provider.address() as AddressInfo).port) });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => provider.close(resolve));
  });

  it('answers 503 when the provider answers 5xx or refuses the key, and 200 when it says the payment does not exist', async () => {
    for (const code of [500, 502, 401, 429]) {
      status = code;
      const response = await webhook(t, 'tr_WDqYK6vllg');
      expect(response.statusCode, String(code)).toBe(503);
    }
    expect(asked.every((line) => line.startsWith('GET /dev/mollie/v2/payments/tr_WDqYK6vllg'))).toBe(true);
    status = 404;
    expect((await webhook(t, 'tr_WDqYK6vllg')).statusCode).toBe(200);
    await nothingWritten(t);
  });
});

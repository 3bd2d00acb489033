import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { creditLedger, domainEvents, payments, users } from '@dating/db';
import type { TestApp } from '../../../test/build-app.js';
import { payingApp } from '../../../test/paying-app.js';
import { createMember } from '../../../test/factories.js';
import { charge } from '../credits/credits.service.js';
import { createPaymentProvider } from './provider.js';
import { connect } from '../../../test/sockets.js';

/**
 * Paying end to end through the real Mollie client against the built-in test provider: the app listens
 * on a port of its own, the provider calls the webhook over loopback as Mollie would.
 */

let t: TestApp;
let base: string;
/** Every balance equals the sum of its ledger rows, after every test (checked by payingApp). */
payingApp((app, url) => {
  t = app;
  base = url;
});

type Member = Awaited<ReturnType<typeof createMember>>;

async function prices(member: Member) {
  const response = await t.app.inject({ url: '/api/credits.php', headers: { cookie: member.cookie, 'accept-language': 'en' } });
  expect(response.statusCode).toBe(200);
  return response.json<{ packages: { id: number; credits: number; price: number }[]; tryout: { id: number; credits: number; price: number }; tryout_available: boolean }>();
}

async function start(member: Member, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/payment.php', headers: { cookie: member.cookie, 'accept-language': 'en', host: 'amora.test' }, payload: body });
}

async function started(member: Member, body: Record<string, unknown>): Promise<{ payment_id: number; checkout_url: string }> {
  const response = await start(member, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The tester's choice on the provider's checkout page, as the browser posts it. */
async function checkout(url: string, outcome: string) {
  const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `outcome=${outcome}`, redirect: 'manual' });
  expect(answer.status).toBe(303);
  return answer.headers.get('location');
}

async function payment(member: Member, id: number) {
  return t.app.inject({ url: `/api/payment.php?id=${id}`, headers: { cookie: member.cookie } });
}

async function providerIdOf(id: number): Promise<string> {
  const [row] = await t.db.select({ providerId: payments.providerId }).from(payments).where(eq(payments.id, id));
  return row!.providerId!;
}

async function webhook(providerId: string) {
  return fetch(`${base}/api/payment-webhook.php`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `id=${providerId}` });
}

async function account(id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function purchases(userId: number) {
  return t.db.select().from(creditLedger).where(sql`${creditLedger.userId} = ${userId} and ${creditLedger.reason} = 'purchase'`);
}

describe('starting a payment', () => {
  it('takes the amount from the package, sends the member to the checkout and back to /transactions/{id} in their language', async () => {
    const member = await createMember(t.db, { country: 'NL' });
    const list = await prices(member);
    const pkg = list.packages[1]!;
    const { payment_id, checkout_url } = await started(member, { package_id: pkg.id, method: 'ideal', issuer: 'ideal_INGBNL2A', amount: 1 });
    expect(checkout_url).toContain('/dev/mollie/checkout/tr_');
    // The provider's page names the site and what is bought, in the member's language.
    expect(await (await fetch(checkout_url)).text()).toContain(`<dd>Amora: ${pkg.credits} credits</dd>`);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, payment_id));
    expect(row).toMatchObject({ userId: member.id, amount: pkg.price, credits: pkg.credits, currency: 'EUR', method: 'ideal', status: 'open' });
    expect(row!.providerId).toMatch(/^tr_/);

    const answer = await payment(member, payment_id);
    expect(answer.json()).toMatchObject({ id: payment_id, status: 'open', amount: pkg.price, credits: pkg.credits, paid_at: null });
    // The member's interface language is nl: the Dutch path.
    expect(await checkout(checkout_url, 'paid')).toBe(`http://amora.test/transacties/${payment_id}`);
  });

  it('refuses bad input with a message per field and writes nothing', async () => {
    const member = await createMember(t.db, { country: 'NL' });
    const list = await prices(member);
    const cases: [Record<string, unknown>, string][] = [
      [{ method: 'ideal' }, 'package_id'],
      [{ package_id: 'x', method: 'ideal' }, 'package_id'],
      [{ package_id: list.packages[0]!.id }, 'method'],
      [{ package_id: 999999, method: 'ideal' }, 'package_id'],
      [{ package_id: list.packages[0]!.id, method: 'blik' }, 'method'],
      [{ package_id: list.packages[0]!.id, method: 'ideal', issuer: 'ideal_NOPE' }, 'issuer'],
    ];
    for (const [body, field] of cases) {
      const response = await start(member, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const answer = response.json<{ code: string; fields: Record<string, string> }>();
      expect(answer.code).toBe('validation_failed');
      expect(Object.keys(answer.fields)).toEqual([field]);
      expect(answer.fields[field]).toMatch(/\w{3}/);
    }
    // A package of another currency is not on a Dutch member's list; the message in the member's language.
    const polish = await createMember(t.db, { country: 'PL', region: null, city: null });
    const zloty = (await prices(polish)).packages[0]!.id;
    const other = await start(member, { package_id: zloty, method: 'ideal' });
    expect(other.json().fields).toEqual({ package_id: 'Dit pakket is niet beschikbaar in jouw land.' });
    expect(await t.db.select().from(payments).where(eq(payments.userId, member.id))).toEqual([]);
  });

  it('lets a visitor start nothing and shows nobody someone else’s payment', async () => {
    const visitor = await t.app.inject({ method: 'POST', url: '/api/payment.php', payload: { package_id: 1, method: 'ideal' } });
    expect(visitor.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/transactions.php' })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/payment.php?id=1' })).statusCode).toBe(403);

    const owner = await createMember(t.db, { country: 'NL' });
    const other = await createMember(t.db, { country: 'NL' });
    const { payment_id } = await started(owner, { package_id: (await prices(owner)).packages[0]!.id, method: 'creditcard' });
    const answer = await payment(other, payment_id);
    expect(answer.statusCode).toBe(404);
    expect(answer.json().code).toBe('not_found');
    expect((await t.app.inject({ url: '/api/transactions.php', headers: { cookie: other.cookie } })).json()).toEqual({ payments: [], adjustments: [] });
    expect((await payment(owner, 99999999)).statusCode).toBe(404);
  });
});

describe('the webhook applies the provider’s status once', () => {
  it('grants the credits and premium for life on the first paid purchase, and announces it', async () => {
    const member = await createMember(t.db, { country: 'NL', credits: 5 });
    const pkg = (await prices(member)).packages[0]!;
    const { payment_id, checkout_url } = await started(member, { package_id: pkg.id, method: 'creditcard' });
    await checkout(checkout_url, 'paid');

    const user = await account(member.id);
    expect(user).toMatchObject({ credits: 5 + pkg.credits, paidUser: true });
    expect(user.premiumSince).toBeInstanceOf(Date);
    const [entry] = await purchases(member.id);
    expect(entry).toMatchObject({ amount: pkg.credits, reference: `payment:${payment_id}`, balanceAfter: 5 + pkg.credits });
    expect((await payment(member, payment_id)).json()).toMatchObject({ status: 'paid', method: 'creditcard' });
    const events = await t.db.select().from(domainEvents).where(eq(domainEvents.type, 'payment.completed'));
    expect(events.map((e) => e.payload)).toContainEqual({ type: 'payment.completed', paymentId: payment_id, userId: member.id, credits: pkg.credits, firstPurchase: true });

    // A second purchase adds credits; premium stays from the first.
    const second = await started(member, { package_id: pkg.id, method: 'paypal' });
    await checkout(second.checkout_url, 'paid');
    const again = await account(member.id);
    expect(again.credits).toBe(5 + 2 * pkg.credits);
    expect(again.premiumSince).toEqual(user.premiumSince);
    const list = (await t.app.inject({ url: '/api/transactions.php', headers: { cookie: member.cookie } })).json<{ payments: { id: number; status: string }[] }>();
    expect(list.payments.map((p) => [p.id, p.status])).toEqual([
      [second.payment_id, 'paid'],
      [payment_id, 'paid'],
    ]);
  });

  it('tells every open tab of the member the new balance and premium', async () => {
    const member = await createMember(t.db, { country: 'NL', credits: 7 });
    const tab = await connect(base.replace('http', 'ws'), member.cookie);
    const pkg = (await prices(member)).packages[0]!;
    const { checkout_url } = await started(member, { package_id: pkg.id, method: 'creditcard' });
    await checkout(checkout_url, 'paid');
    expect(await tab.waitFor((e) => e.type === 'balance')).toEqual({ type: 'balance', credits: 7 + pkg.credits, premium: true });
    tab.socket.close();
  });

  it.each(['failed', 'canceled', 'expired'])('records %s and grants nothing', async (outcome) => {
    const member = await createMember(t.db, { country: 'NL' });
    const { payment_id, checkout_url } = await started(member, { package_id: (await prices(member)).packages[0]!.id, method: 'creditcard' });
    await checkout(checkout_url, outcome);
    expect((await payment(member, payment_id)).json().status).toBe(outcome);
    expect(await account(member.id)).toMatchObject({ credits: 0, paidUser: false });
    expect(await purchases(member.id)).toEqual([]);
    // A late "paid" webhook for a closed payment changes nothing either.
    expect((await webhook(await providerIdOf(payment_id))).status).toBe(200);
    expect((await account(member.id)).credits).toBe(0);
  });

  it('grants once for the same webhook 10 times in a row and 20 at once', async () => {
    const member = await createMember(t.db, { country: 'NL' });
    const pkg = (await prices(member)).packages[2]!;
    const first = await started(member, { package_id: pkg.id, method: 'creditcard' });
    // Paid at the checkout (its webhook arrives once), then the same webhook replayed.
    const setPaid = await fetch(first.checkout_url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=paid', redirect: 'manual' });
    expect(setPaid.status).toBe(303);
    const id = await providerIdOf(first.payment_id);
    for (let i = 0; i < 10; i++) expect((await webhook(id)).status).toBe(200);
    expect((await account(member.id)).credits).toBe(pkg.credits);

    const second = await started(member, { package_id: pkg.id, method: 'creditcard' });
    const secondId = await providerIdOf(second.payment_id);
    const control = await fetch(`${base}/dev/mollie/test/payments/${secondId}/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'status=paid',
    });
    expect(control.status).toBe(200);
    const answers = await Promise.all([...Array(20)].map(() => webhook(secondId)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect((await account(member.id)).credits).toBe(2 * pkg.credits);
    expect((await purchases(member.id)).map((e) => e.reference).sort()).toEqual([`payment:${first.payment_id}`, `payment:${second.payment_id}`].sort());
  });

  it('answers 200 and does nothing for an id nobody knows', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(creditLedger);
    for (const id of ['tr_doesnotexist1', 'x', 'tr_' + 'a'.repeat(60)]) expect((await webhook(id)).status).toBe(200);
    expect((await webhook('')).status).toBe(400);
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(creditLedger)).toEqual(before);
  });

  it('the return page brings an open payment up to date when it comes before the webhook', async () => {
    const member = await createMember(t.db, { country: 'NL' });
    const pkg = (await prices(member)).packages[0]!;
    const { payment_id } = await started(member, { package_id: pkg.id, method: 'creditcard' });
    const id = await providerIdOf(payment_id);
    // The provider says paid, its webhook has not arrived: the payment page asks the provider itself.
    await t.db.update(payments).set({ status: 'open' }).where(eq(payments.id, payment_id));
    await fetch(`${base}/dev/mollie/test/payments/${id}/status`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'status=paid' });
    const [viaPage, viaHook] = await Promise.all([payment(member, payment_id), webhook(id)]);
    expect(viaPage.json().status).toBe('paid');
    expect(viaHook.status).toBe(200);
    expect((await account(member.id)).credits).toBe(pkg.credits);
  });
});

describe('refunds and chargebacks', () => {
  async function paidPurchase(credits: number) {
    const member = await createMember(t.db, { country: 'NL', credits });
    const pkg = (await prices(member)).packages[0]!;
    const { payment_id, checkout_url } = await started(member, { package_id: pkg.id, method: 'creditcard' });
    await checkout(checkout_url, 'paid');
    return { member, pkg, payment_id, providerId: await providerIdOf(payment_id) };
  }

  it('a full refund takes the purchase’s credits back with its own ledger row, once', async () => {
    const { member, pkg, payment_id, providerId } = await paidPurchase(3);
    // Refunded through the adapter (the real client), as an operator's refund will be.
    await createPaymentProvider({ ...t.app.deps.env, port: Number(new URL(base).port), host: '127.0.0.1' }).createRefund(providerId, {});
    // The provider carries the refund out a moment later and calls the webhook.
    for (let i = 0; i < 50 && (await account(member.id)).credits !== 3; i++) await new Promise((r) => setTimeout(r, 100));
    expect((await account(member.id)).credits).toBe(3);
    for (let i = 0; i < 3; i++) await webhook(providerId);
    const back = await t.db.select().from(creditLedger).where(sql`${creditLedger.userId} = ${member.id} and ${creditLedger.reason} = 'refund'`);
    expect(back.map((e) => [e.amount, e.reference])).toEqual([[-pkg.credits, `refund:${payment_id}`]]);
    expect((await payment(member, payment_id)).json().status).toBe('refunded');
    expect((await account(member.id)).paidUser).toBe(true);
  });

  it('a chargeback takes back what is left when the credits were partly spent; the balance never goes below zero', async () => {
    const { member, pkg, payment_id, providerId } = await paidPurchase(0);
    await charge(t.db, { userId: member.id, cost: pkg.credits - 4, reason: 'message', reference: 'test:spent', now: new Date() });
    const tab = await connect(base.replace('http', 'ws'), member.cookie);
    const response = await fetch(`${base}/dev/mollie/test/payments/${providerId}/chargebacks`, { method: 'POST' });
    expect(response.status).toBe(201);
    expect((await account(member.id)).credits).toBe(0);
    // The open tab hears the lower balance without a reload (the purchase's own balance event may reach it
    // first on a busy machine: its delivery can still be under way when the tab connects).
    expect(await tab.waitFor((e) => e.type === 'balance' && e.credits === 0)).toEqual({ type: 'balance', credits: 0, premium: true });
    tab.socket.close();
    const back = await t.db.select().from(creditLedger).where(sql`${creditLedger.userId} = ${member.id} and ${creditLedger.reason} = 'refund'`);
    expect(back.map((e) => [e.amount, e.reference, e.balanceAfter])).toEqual([[-4, `chargeback:${payment_id}`, 0]]);
    expect((await payment(member, payment_id)).json().status).toBe('charged_back');
  });
});

describe('the tryout', () => {
  it('can be bought once; a failed tryout leaves it open, a paid one closes it', async () => {
    const member = await createMember(t.db, { country: 'NL' });
    const list = await prices(member);
    expect(list.tryout_available).toBe(true);
    const failed = await started(member, { package_id: list.tryout.id, method: 'ideal' });
    await checkout(failed.checkout_url, 'failed');
    const paid = await started(member, { package_id: list.tryout.id, method: 'ideal', issuer: 'ideal_INGBNL2A' });
    await checkout(paid.checkout_url, 'paid');
    expect(await account(member.id)).toMatchObject({ credits: list.tryout.credits, paidUser: true });
    expect((await prices(member)).tryout_available).toBe(false);

    const again = await start(member, { package_id: list.tryout.id, method: 'ideal' });
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toEqual({ package_id: 'Je hebt het proefpakket al gehad; kies een ander pakket.' });
    expect((await t.db.select().from(payments).where(eq(payments.userId, member.id))).length).toBe(2);
  });
});

describe('starting a payment with an Idempotency-Key', () => {
  async function startWithKey(member: Member, key: string, body: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST',
      url: '/api/payment.php',
      headers: { cookie: member.cookie, 'accept-language': 'en', host: 'amora.test', 'idempotency-key': key },
      payload: body,
    });
  }
  const rowsOf = async (userId: number) => t.db.select().from(payments).where(eq(payments.userId, userId));

  it('answers a retry with the same key with the same payment and checkout, and starts nothing new', async () => {
    const member = await createMember(t.db, { country: 'NL' });
    const body = { package_id: (await prices(member)).packages[0]!.id, method: 'creditcard' };
    const key = 'pay-0f8a1c2e-retry-1';
    const first = await startWithKey(member, key, body);
    expect(first.statusCode, first.body).toBe(200);
    const again = await startWithKey(member, key, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await rowsOf(member.id)).length).toBe(1);

    // Five at once with one key (a double click and the client's retries): still one payment.
    const other = 'pay-0f8a1c2e-burst-2';
    const burst = await Promise.all([...Array(5)].map(() => startWithKey(member, other, body)));
    expect(burst.map((r) => r.statusCode)).toEqual(Array(5).fill(200));
    expect(new Set(burst.map((r) => r.json<{ payment_id: number }>().payment_id)).size).toBe(1);
    expect(new Set(burst.map((r) => r.json<{ checkout_url: string }>().checkout_url)).size).toBe(1);
    expect((await rowsOf(member.id)).length).toBe(2);

    // The same key for another request is refused; a new key starts a new payment.
    const reused = await startWithKey(member, key, { ...body, method: 'paypal' });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe('idempotency_key_reused');
    const fresh = await startWithKey(member, 'pay-0f8a1c2e-next-3', body);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().payment_id).not.toBe(first.json().payment_id);
    expect((await rowsOf(member.id)).length).toBe(3);
  });

  it('stores nothing for a refused start, so the retry after fixing it works', async () => {
    const member = await createMember(t.db, { country: 'NL' });
    const pkg = (await prices(member)).packages[0]!;
    const key = 'pay-0f8a1c2e-refused-4';
    expect((await startWithKey(member, key, { package_id: pkg.id, method: 'ideal', issuer: 'ideal_NOPE' })).statusCode).toBe(400);
    expect((await rowsOf(member.id)).length).toBe(0);
    const ok = await startWithKey(member, 'pay-0f8a1c2e-refused-5', { package_id: pkg.id, method: 'ideal', issuer: 'ideal_INGBNL2A' });
    expect(ok.statusCode).toBe(200);
  });
});

describe('the tryout, started or paid twice', () => {
  const control = (providerId: string, status: string) =>
    fetch(`${base}/dev/mollie/test/payments/${providerId}/status`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `status=${status}` });
  const adapter = () => createPaymentProvider({ ...t.app.deps.env, port: Number(new URL(base).port), host: '127.0.0.1' });

  it('refuses a second tryout started beside the first (in parallel too) with a clear message', async () => {
    const member = await createMember(t.db, { country: 'NL' });
    const { tryout } = await prices(member);
    const answers = await Promise.all([...Array(4)].map(() => start(member, { package_id: tryout.id, method: 'ideal' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400]);
    for (const refused of answers.filter((a) => a.statusCode === 400)) {
      expect(refused.json().fields).toEqual({ package_id: expect.stringContaining('al een betaling voor het proefpakket gestart') });
    }
    expect((await t.db.select().from(payments).where(eq(payments.userId, member.id))).length).toBe(1);
    // Still refused one after the other while the first is open; a normal package can be bought meanwhile.
    expect((await start(member, { package_id: tryout.id, method: 'creditcard' })).statusCode).toBe(400);
    expect((await start(member, { package_id: (await prices(member)).packages[0]!.id, method: 'creditcard' })).statusCode).toBe(200);
  });

  it('lets the member try again once the first tryout payment ended, even when its webhook was lost', async () => {
    const member = await createMember(t.db, { country: 'NL' });
    const { tryout } = await prices(member);
    const first = await started(member, { package_id: tryout.id, method: 'ideal' });
    const providerId = await providerIdOf(first.payment_id);
    // Cancelled at the provider; our row still says open (as if the webhook never arrived).
    expect((await control(providerId, 'canceled')).status).toBe(200);
    await t.db.update(payments).set({ status: 'open' }).where(eq(payments.id, first.payment_id));
    const second = await start(member, { package_id: tryout.id, method: 'ideal' });
    expect(second.statusCode, second.body).toBe(200);
    expect((await payment(member, first.payment_id)).json().status).toBe('canceled');
  });

  it('refunds a second paid tryout in full instead of granting it again', async () => {
    const member = await createMember(t.db, { country: 'NL' });
    const { tryout } = await prices(member);
    // A bank transfer tryout left waiting past the hold, then an iDEAL tryout: both end up paid.
    const transfer = await started(member, { package_id: tryout.id, method: 'banktransfer' });
    await t.db.update(payments).set({ createdAt: new Date(t.clock.now().getTime() - 2 * 3_600_000) }).where(eq(payments.id, transfer.payment_id));
    const ideal = await started(member, { package_id: tryout.id, method: 'ideal' });
    const [transferId, idealId] = [await providerIdOf(transfer.payment_id), await providerIdOf(ideal.payment_id)];
    await checkout(ideal.checkout_url, 'paid');
    expect(await account(member.id)).toMatchObject({ credits: tryout.credits, paidUser: true });

    expect((await control(transferId, 'paid')).status).toBe(200);
    expect((await payment(member, transfer.payment_id)).json()).toMatchObject({ status: 'refunded' });
    expect((await account(member.id)).credits).toBe(tryout.credits);
    expect((await purchases(member.id)).map((e) => e.reference)).toEqual([`payment:${ideal.payment_id}`]);
    // The money goes back through the provider, once, however often the webhook comes.
    for (let i = 0; i < 50 && (await adapter().listRefunds(transferId)).length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    for (let i = 0; i < 3; i++) expect((await webhook(transferId)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 300));
    const refunds = await adapter().listRefunds(transferId);
    expect(refunds.map((r) => r.amount)).toEqual([tryout.price]);
    expect((await adapter().listRefunds(idealId)).length).toBe(0);
    expect((await account(member.id)).credits).toBe(tryout.credits);
    expect((await payment(member, transfer.payment_id)).json().status).toBe('refunded');
  });

  it('grants one of two tryouts paid at the same moment and refunds the other', async () => {
    const member = await createMember(t.db, { country: 'NL' });
    const { tryout } = await prices(member);
    const a = await started(member, { package_id: tryout.id, method: 'creditcard' });
    await t.db.update(payments).set({ createdAt: new Date(t.clock.now().getTime() - 2 * 3_600_000) }).where(eq(payments.id, a.payment_id));
    const b = await started(member, { package_id: tryout.id, method: 'creditcard' });
    const ids = [await providerIdOf(a.payment_id), await providerIdOf(b.payment_id)];
    await Promise.all(ids.map((id) => control(id, 'paid')));
    await Promise.all(ids.flatMap((id) => [webhook(id), webhook(id)]));
    expect((await account(member.id)).credits).toBe(tryout.credits);
    expect((await purchases(member.id)).length).toBe(1);
    const statuses = await Promise.all([a, b].map(async (p) => (await payment(member, p.payment_id)).json<{ status: string }>().status));
    expect(statuses.sort()).toEqual(['paid', 'refunded']);
  });
});

import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { creditLedger, payments, users } from '@dating/db';
import type { TestApp } from '../../../test/build-app.js';
import { payingApp } from '../../../test/paying-app.js';
import { createMember } from '../../../test/factories.js';

/**
 * First payments that leave a mandate, and the repeat order charged on it, end to end through the real
 * Mollie client against the built-in test provider (the app listens on a port of its own; the provider
 * calls the webhook over loopback as Mollie would).
 */

let t: TestApp;
let base: string;
/** Every balance equals the sum of its ledger rows, after every test (checked by payingApp). */
payingApp((app, url) => {
  t = app;
  base = url;
});

type Member = Awaited<ReturnType<typeof createMember>>;
const headers = (member: Member, extra: Record<string, string> = {}) => ({ cookie: member.cookie, 'accept-language': 'en', host: 'amora.test', ...extra });

async function packages(member: Member) {
  const response = await t.app.inject({ url: '/api/credits.php', headers: headers(member) });
  expect(response.statusCode).toBe(200);
  return response.json<{ packages: { id: number; credits: number; price: number }[]; tryout: { id: number; credits: number; price: number }; premium_since: string | null }>();
}

/** Starts a payment and decides it at the test provider's checkout, as the member's browser would. */
async function pay(member: Member, body: Record<string, unknown>, outcome = 'paid'): Promise<number> {
  const response = await t.app.inject({ method: 'POST', url: '/api/payment.php', headers: headers(member), payload: body });
  expect(response.statusCode, response.body).toBe(200);
  const { payment_id, checkout_url } = response.json<{ payment_id: number; checkout_url: string }>();
  const answer = await fetch(checkout_url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `outcome=${outcome}`, redirect: 'manual' });
  expect(answer.status).toBe(303);
  return payment_id;
}

async function row(id: number) {
  const [found] = await t.db.select().from(payments).where(eq(payments.id, id));
  return found!;
}

async function account(id: number) {
  const [found] = await t.db.select().from(users).where(eq(users.id, id));
  return found!;
}

async function purchases(userId: number) {
  return t.db.select().from(creditLedger).where(sql`${creditLedger.userId} = ${userId} and ${creditLedger.reason} = 'purchase'`);
}

/** What a bank (or, in Mollie's test mode, the tester on the changePaymentState page) decides later. */
async function decide(providerId: string, status: string) {
  const answer = await fetch(`${base}/dev/mollie/test/payments/${providerId}/status`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `status=${status}` });
  expect(answer.status, await answer.clone().text()).toBe(200);
  expect(((await answer.json()) as { webhookDelivered: boolean }).webhookDelivered).toBe(true);
}

async function webhook(providerId: string) {
  return fetch(`${base}/api/payment-webhook.php`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `id=${providerId}` });
}

const repeatOffer = (member: Member) => t.app.inject({ url: '/api/repeat-order.php', headers: headers(member) });
const repeat = (member: Member, packageId: number, key?: string) =>
  t.app.inject({ method: 'POST', url: '/api/repeat-order.php', headers: headers(member, key ? { 'idempotency-key': key } : {}), payload: { package_id: packageId } });

/** A member who bought a package with a card: premium, with a card mandate at the provider. */
async function premiumWithCard(country = 'NL') {
  const member = await createMember(t.db, { country });
  const pkg = (await packages(member)).packages[1]!;
  const first = await pay(member, { package_id: pkg.id, method: 'creditcard' });
  return { member, pkg, first };
}

describe('first payments', () => {
  it('start a mandate: a paid card payment leaves a card mandate on the member’s customer and the row records it', async () => {
    const { member, first } = await premiumWithCard();
    const me = await account(member.id);
    expect(me.paymentCustomerId).toMatch(/^cst_/);
    expect(me.paidUser).toBe(true);
    const paid = await row(first);
    expect(paid).toMatchObject({ status: 'paid', sequenceType: 'first', method: 'creditcard' });
    expect(paid.mandateId).toMatch(/^mdt_/);
    const answer = await t.app.inject({ url: `/api/payment.php?id=${first}`, headers: headers(member) });
    expect(answer.json()).toMatchObject({ status: 'paid', sequence_type: 'first', method: 'creditcard' });

    // The next payment reuses the customer; iDEAL leaves a SEPA direct debit mandate.
    const second = await pay(member, { package_id: (await packages(member)).packages[0]!.id, method: 'ideal', issuer: 'ideal_INGBNL2A' });
    expect((await account(member.id)).paymentCustomerId).toBe(me.paymentCustomerId);
    expect(await row(second)).toMatchObject({ status: 'paid', sequenceType: 'first' });
    const offer = (await repeatOffer(member)).json();
    // The repeat order takes the mandate last paid with.
    expect(offer.mandate).toEqual({ method: 'directdebit', account: 'NL55 •••• 0000' });
  });

  it('pays a method that cannot start a mandate as a one-off, and a failed first payment leaves no mandate', async () => {
    const member = await createMember(t.db, { country: 'NL' });
    const list = await packages(member);
    const transfer = await t.app.inject({ method: 'POST', url: '/api/payment.php', headers: headers(member), payload: { package_id: list.packages[0]!.id, method: 'banktransfer' } });
    expect(transfer.statusCode).toBe(200);
    expect(await row(transfer.json().payment_id)).toMatchObject({ sequenceType: 'oneoff', mandateId: null });

    const failed = await pay(member, { package_id: list.packages[0]!.id, method: 'creditcard' }, 'failed');
    expect(await row(failed)).toMatchObject({ status: 'failed', sequenceType: 'first', mandateId: null });
    expect((await account(member.id)).paidUser).toBe(false);
  });

  it('makes a new customer when the stored one is unknown to the provider (the built-in one forgets on restart)', async () => {
    const member = await createMember(t.db, { country: 'NL' });
    await t.db.update(users).set({ paymentCustomerId: 'cst_forgotten0' }).where(eq(users.id, member.id));
    const id = await pay(member, { package_id: (await packages(member)).packages[0]!.id, method: 'paypal' });
    expect(await row(id)).toMatchObject({ status: 'paid', sequenceType: 'first' });
    const stored = (await account(member.id)).paymentCustomerId;
    expect(stored).toMatch(/^cst_/);
    expect(stored).not.toBe('cst_forgotten0');
    expect((await repeatOffer(member)).json().mandate).toEqual({ method: 'paypal', account: 'te•••@example.com' });
  });
});

describe('the repeat order', () => {
  it('is refused to free members, with a clear message, and writes nothing', async () => {
    const member = await createMember(t.db, { country: 'NL', language: 'en' });
    const pkg = (await packages(member)).packages[0]!;
    for (const response of [await repeatOffer(member), await repeat(member, pkg.id, 'free-member-key-1')]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'premium_required', message: 'Repeat orders are for premium members. Your first purchase makes you premium for life.' });
    }
    expect(await t.db.select().from(payments).where(eq(payments.userId, member.id))).toEqual([]);
    expect((await t.app.inject({ url: '/api/repeat-order.php' })).statusCode).toBe(403);
  });

  it('offers nothing to a premium member without a mandate and refuses to charge', async () => {
    const member = await createMember(t.db, { country: 'NL', paid: true, language: 'en' });
    const offer = await repeatOffer(member);
    expect(offer.statusCode).toBe(200);
    expect(offer.json()).toMatchObject({ package: null, mandate: null });
    const response = await repeat(member, (await packages(member)).packages[0]!.id, 'no-mandate-key-1');
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('repeat_order_unavailable');
    expect(response.json().message).toContain('credits page');
    expect(await t.db.select().from(payments).where(eq(payments.userId, member.id))).toEqual([]);
  });

  it('charges the last package on the mandate; the credits come once, when the webhook says paid', async () => {
    const { member, pkg, first } = await premiumWithCard();
    const balance = (await account(member.id)).credits;
    const offer = await repeatOffer(member);
    expect(offer.statusCode).toBe(200);
    expect(offer.json()).toMatchObject({ package: { id: pkg.id, credits: pkg.credits, price: pkg.price, currency: 'EUR' }, mandate: { method: 'creditcard', account: 'Mastercard •••• 6787' } });
    expect(offer.json().premium_since).toEqual(expect.any(String));

    const response = await repeat(member, pkg.id, 'repeat-paid-key-1');
    expect(response.statusCode, response.body).toBe(200);
    const { payment_id, status } = response.json<{ payment_id: number; status: string }>();
    expect(status).toBe('pending');
    const charged = await row(payment_id);
    expect(charged).toMatchObject({ sequenceType: 'recurring', mandateId: (await row(first)).mandateId, method: 'creditcard', amount: pkg.price, credits: pkg.credits, status: 'pending' });
    expect(charged.providerId).toMatch(/^tr_/);
    // Nothing before the provider says paid.
    expect((await account(member.id)).credits).toBe(balance);

    await decide(charged.providerId!, 'paid');
    for (let i = 0; i < 5; i++) expect((await webhook(charged.providerId!)).status).toBe(200);
    expect(await row(payment_id)).toMatchObject({ status: 'paid' });
    expect((await account(member.id)).credits).toBe(balance + pkg.credits);
    expect((await purchases(member.id)).filter((l) => l.reference === `payment:${payment_id}`)).toHaveLength(1);
    const shown = await t.app.inject({ url: `/api/payment.php?id=${payment_id}`, headers: headers(member) });
    expect(shown.json()).toMatchObject({ status: 'paid', sequence_type: 'recurring', method: 'creditcard' });
  });

  it('charges once for any number of retries with the same Idempotency-Key, one after the other or at once', async () => {
    const { member, pkg } = await premiumWithCard();
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await repeat(member, pkg.id, 'same-key-sequential'));
    answers.push(...(await Promise.all(Array.from({ length: 5 }, () => repeat(member, pkg.id, 'same-key-sequential')))));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(new Set(answers.map((a) => a.json().payment_id)).size).toBe(1);
    expect(answers.slice(1).every((a) => a.headers['idempotent-replayed'] === 'true')).toBe(true);

    const recurring = await t.db.select().from(payments).where(sql`${payments.userId} = ${member.id} and ${payments.sequenceType} = 'recurring'`);
    expect(recurring).toHaveLength(1);
    // The provider has one charge for it too.
    const listed = (await (await fetch(`${base}/dev/mollie/test/payments.json`)).json()) as { payments: { sequenceType: string; customerId: string | null }[] };
    const customerId = (await account(member.id)).paymentCustomerId;
    expect(listed.payments.filter((p) => p.sequenceType === 'recurring' && p.customerId === customerId)).toHaveLength(1);

    // Five webhooks at once for the paid charge: one grant.
    const balance = (await account(member.id)).credits;
    await decide(recurring[0]!.providerId!, 'paid');
    await Promise.all(Array.from({ length: 5 }, () => webhook(recurring[0]!.providerId!)));
    expect((await account(member.id)).credits).toBe(balance + pkg.credits);

    // The same key for another package is refused; a new click (a new key) is a new order.
    expect((await repeat(member, pkg.id + 1000, 'same-key-sequential')).json().code).toBe('idempotency_key_reused');
    const again = await repeat(member, pkg.id, 'another-click-key');
    expect(again.statusCode).toBe(200);
    expect(again.json().payment_id).not.toBe(answers[0]!.json().payment_id);
  });

  it('grants nothing for a failed recurring card payment, and the payment says it was a repeat order by card', async () => {
    const { member, pkg } = await premiumWithCard();
    const balance = (await account(member.id)).credits;
    const { payment_id } = (await repeat(member, pkg.id, 'failing-repeat-key')).json<{ payment_id: number }>();
    await decide((await row(payment_id)).providerId!, 'failed');
    expect((await account(member.id)).credits).toBe(balance);
    const shown = await t.app.inject({ url: `/api/payment.php?id=${payment_id}`, headers: headers(member) });
    expect(shown.json()).toMatchObject({ status: 'failed', sequence_type: 'recurring', method: 'creditcard', package_id: pkg.id });
  });

  it('refuses a package other than the one on offer, and offers no package after only the tryout', async () => {
    const { member, pkg } = await premiumWithCard();
    const other = await repeat(member, pkg.id + 1, 'wrong-package-key');
    expect(other.statusCode).toBe(400);
    expect(Object.keys(other.json().fields)).toEqual(['package_id']);
    expect(await t.db.select().from(payments).where(sql`${payments.userId} = ${member.id} and ${payments.sequenceType} = 'recurring'`)).toEqual([]);
    expect((await repeat(member, 'x' as unknown as number, 'bad-input-key')).statusCode).toBe(400);

    const tryoutOnly = await createMember(t.db, { country: 'NL' });
    await pay(tryoutOnly, { package_id: (await packages(tryoutOnly)).tryout.id, method: 'creditcard' });
    expect((await repeatOffer(tryoutOnly)).json()).toMatchObject({ package: null, mandate: { method: 'creditcard' } });
    expect((await repeat(tryoutOnly, (await packages(tryoutOnly)).packages[0]!.id, 'tryout-only-key')).json().code).toBe('repeat_order_unavailable');
  });

  it('stops offering a mandate the member revoked at the provider', async () => {
    const { member, first } = await premiumWithCard();
    const { paymentCustomerId } = await account(member.id);
    const mandateId = (await row(first)).mandateId;
    const revoked = await fetch(`${base}/dev/mollie/v2/customers/${paymentCustomerId}/mandates/${mandateId}`, { method: 'DELETE', headers: { authorization: 'Bearer test_BuiltInTestProviderKey00000000' } });
    expect(revoked.status).toBe(204);
    expect((await repeatOffer(member)).json().mandate).toBeNull();
  });
});

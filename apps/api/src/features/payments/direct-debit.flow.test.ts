import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { discountedPrice } from '@dating/contracts';
import { blockedPaymentDetails, creditLedger, directDebitRequests, discountCodes, discountRedemptions, payments, users } from '@dating/db';
import type { TestApp } from '../../../test/build-app.js';
import { payingApp } from '../../../test/paying-app.js';
import { createMember } from '../../../test/factories.js';
import { createPaymentProvider } from './provider.js';
import { directDebitForm as form, e164, nextPhone } from '../../../test/direct-debit-form.js';

/**
 * SEPA direct debit with an SMS code, end to end: the form, the code from the SMS outbox, the mandate
 * and the recurring payment at the built-in test provider through the real Mollie client, and the
 * webhook that grants the credits once the provider says paid.
 */

let t: TestApp;
let base: string;
/** Every balance equals the sum of its ledger rows, after every test (checked by payingApp). */
payingApp((app, url) => {
  t = app;
  base = url;
});

type Member = Awaited<ReturnType<typeof createMember>>;

async function packagesOf(member: Member) {
  const response = await t.app.inject({ url: '/api/credits.php', headers: { cookie: member.cookie } });
  return response.json<{ packages: { id: number; credits: number; price: number }[] }>().packages;
}

const post = (member: Member | null, url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload, headers: member ? { cookie: member.cookie } : {} });

async function texts(phone: string) {
  return t.app.deps.smsOutbox!.list(e164(phone));
}

/** The code of the newest text to a number. */
async function codeFor(phone: string): Promise<string> {
  const [newest] = await texts(phone);
  const code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${phone}`);
  return code;
}

async function started(member: Member, body: Record<string, unknown>) {
  const response = await post(member, '/api/directdebit.php', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ request_id: number; phone: string; expires_in: number; resend_in: number | null }>();
}

const confirm = (member: Member, requestId: number, otp: string) => post(member, '/api/directdebit-confirm.php', { request_id: requestId, otp });
const resend = (member: Member, requestId: number) => post(member, '/api/directdebit-resend.php', { request_id: requestId });

/** A whole direct debit up to the pending payment; answers its id. */
async function debited(member: Member, packageId: number): Promise<number> {
  const body = form(packageId);
  const { request_id } = await started(member, body);
  const response = await confirm(member, request_id, await codeFor(body.phone));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ payment_id: number }>().payment_id;
}

async function paymentRow(id: number) {
  const [row] = await t.db.select().from(payments).where(eq(payments.id, id));
  return row!;
}

async function account(id: number) {
  const [row] = await t.db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function requestsOf(userId: number) {
  return t.db.select().from(directDebitRequests).where(eq(directDebitRequests.userId, userId));
}

/** What the tester does on the provider's page for a recurring payment (Mollie test mode: changePaymentState). */
async function setProviderStatus(providerId: string, status: string) {
  const response = await fetch(`${base}/dev/mollie/test/payments/${providerId}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `status=${status}`,
  });
  expect(response.status).toBe(200);
}

const provider = () => createPaymentProvider({ ...t.app.deps.env, port: Number(new URL(base).port), host: '127.0.0.1' });

describe('a direct debit confirmed with the SMS code', () => {
  it('sends a code, makes the mandate and a pending payment on it, and grants the credits once when the provider says paid', async () => {
    const member = await createMember(t.db, { country: 'NL', credits: 2 });
    const pkg = (await packagesOf(member))[1]!;
    const body = form(pkg.id);
    const sent = await started(member, body);
    expect(sent).toMatchObject({ expires_in: 600, resend_in: 60 });
    expect(sent.phone).toMatch(/^\+31 •+\d{3}$/);

    // The text, in the member's language (Dutch), names the site, the amount and the code.
    const [text] = await texts(body.phone);
    expect(text!.to).toBe(e164(body.phone));
    expect(text!.text).toMatch(/^\d{6} is je Amora-code om de incasso van €\s\d+,\d{2} te bevestigen/);
    // Nothing is charged yet, and the code is stored only as a hash.
    expect((await t.db.select().from(payments).where(eq(payments.userId, member.id))).length).toBe(0);
    const [stored] = await requestsOf(member.id);
    expect(stored!.codeHash).not.toContain(await codeFor(body.phone));
    expect(stored).toMatchObject({ iban: 'NL91ABNA0417164300', phone: e164(body.phone), status: 'open', sends: 1 });

    const response = await confirm(member, sent.request_id, await codeFor(body.phone));
    expect(response.statusCode, response.body).toBe(200);
    const { payment_id } = response.json<{ payment_id: number }>();
    const row = await paymentRow(payment_id);
    expect(row).toMatchObject({ userId: member.id, method: 'directdebit', sequenceType: 'recurring', status: 'pending', amount: pkg.price, credits: pkg.credits });
    expect(row.mandateId).toMatch(/^mdt_/);
    expect(row.providerId).toMatch(/^tr_/);

    // The member's customer at the provider holds the SEPA mandate with the form's account.
    const { paymentCustomerId } = await account(member.id);
    expect(paymentCustomerId).toMatch(/^cst_/);
    const mandates = await provider().listMandates(paymentCustomerId!);
    expect(mandates).toEqual([expect.objectContaining({ id: row.mandateId, status: 'valid', method: 'directdebit' })]);
    const raw = await fetch(`${base}/dev/mollie/v2/customers/${paymentCustomerId}/mandates/${row.mandateId}`, { headers: { authorization: 'Bearer test_BuiltInTestProviderKey00000000' } });
    expect((await raw.json() as { details: unknown }).details).toMatchObject({ consumerName: 'J. de Vries', consumerAccount: 'NL91ABNA0417164300' });

    // Pending: no credits, the member sees it on /transactions/{id}.
    expect((await account(member.id)).credits).toBe(2);
    expect((await t.app.inject({ url: `/api/payment.php?id=${payment_id}`, headers: { cookie: member.cookie } })).json()).toMatchObject({ status: 'pending', method: 'directdebit' });

    // The bank collects it: the provider calls the webhook; replays change nothing.
    await setProviderStatus(row.providerId!, 'paid');
    expect(await account(member.id)).toMatchObject({ credits: 2 + pkg.credits, paidUser: true });
    for (let i = 0; i < 3; i++) {
      await fetch(`${base}/api/payment-webhook.php`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `id=${row.providerId}` });
    }
    expect((await account(member.id)).credits).toBe(2 + pkg.credits);
    const ledger = await t.db.select().from(creditLedger).where(and(eq(creditLedger.userId, member.id), eq(creditLedger.reason, 'purchase')));
    expect(ledger.map((l) => l.reference)).toContain(`payment:${payment_id}`);

    // The request keeps no bank details and cannot be used again.
    const [done] = await requestsOf(member.id);
    expect(done).toMatchObject({ status: 'confirmed', iban: null, accountHolder: null, street: null, paymentId: payment_id });
    const again = await confirm(member, sent.request_id, await codeFor(body.phone));
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('direct_debit_request_void');

    // A second direct debit reuses the member's customer.
    await debited(member, (await packagesOf(member))[0]!.id);
    expect((await account(member.id)).paymentCustomerId).toBe(paymentCustomerId);
    expect(await provider().listMandates(paymentCustomerId!)).toHaveLength(2);
  });

  it('a failed collection grants nothing', async () => {
    const member = await createMember(t.db, { country: 'NL' });
    const id = await debited(member, (await packagesOf(member))[0]!.id);
    await setProviderStatus((await paymentRow(id)).providerId!, 'failed');
    expect((await paymentRow(id)).status).toBe('failed');
    expect((await account(member.id)).credits).toBe(0);
  });
});

describe('the SMS code', () => {
  it('a wrong code is refused in the member’s language, counts as an attempt and writes no payment', async () => {
    const member = await createMember(t.db, { country: 'NL' });
    const body = form((await packagesOf(member))[0]!.id);
    const { request_id } = await started(member, body);
    const right = await codeFor(body.phone);
    const wrong = right === '000000' ? '000001' : '000000';
    const response = await confirm(member, request_id, wrong);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'direct_debit_code_invalid', attempts_left: 4, message: 'De code klopt niet. Resterende pogingen: 4.', fields: { otp: 'De code klopt niet.' } });
    expect(await t.db.select().from(payments).where(eq(payments.userId, member.id))).toEqual([]);
    // Not six digits: a field error, and no attempt counted.
    const malformed = await confirm(member, request_id, '12ab');
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().fields)).toEqual(['otp']);
    expect((await requestsOf(member.id))[0]!.attempts).toBe(1);
    expect((await confirm(member, request_id, right)).statusCode).toBe(200);
  });

  it('after 5 wrong codes the request is void, even for the right code', async () => {
    const member = await createMember(t.db, { country: 'NL' });
    const body = form((await packagesOf(member))[0]!.id);
    const { request_id } = await started(member, body);
    const right = await codeFor(body.phone);
    const wrong = right === '999999' ? '999998' : '999999';
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await confirm(member, request_id, wrong));
    expect(answers.map((a) => a.json().attempts_left ?? a.json().code)).toEqual([4, 3, 2, 1, 'direct_debit_request_void']);
    expect(answers[4]!.statusCode).toBe(410);
    const late = await confirm(member, request_id, right);
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe('direct_debit_request_void');
    expect((await requestsOf(member.id))[0]).toMatchObject({ status: 'void', iban: null });
    expect(await t.db.select().from(payments).where(eq(payments.userId, member.id))).toEqual([]);
    // No new code for a void request either.
    expect((await resend(member, request_id)).json().code).toBe('direct_debit_request_void');
  });

  it('expires after 10 minutes; a new code then works', async () => {
    const member = await createMember(t.db, { country: 'NL' });
    const body = form((await packagesOf(member))[0]!.id);
    const { request_id } = await started(member, body);
    const first = await codeFor(body.phone);
    t.clock.advance(10 * 60_000 + 1_000);
    const expired = await confirm(member, request_id, first);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ code: 'direct_debit_code_expired', message: 'Deze code is verlopen. Vraag een nieuwe code aan.' });
    const renewed = await resend(member, request_id);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toMatchObject({ expires_in: 600 });
    expect((await confirm(member, request_id, await codeFor(body.phone))).statusCode).toBe(200);
  });

  it('can be sent again 60 s apart, 3 codes in all; only the newest code works', async () => {
    const member = await createMember(t.db, { country: 'NL' });
    const body = form((await packagesOf(member))[0]!.id);
    const { request_id } = await started(member, body);
    const first = await codeFor(body.phone);

    t.clock.advance(20_000);
    const early = await resend(member, request_id);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toMatchObject({ code: 'sms_resend_too_soon', seconds: 40 });
    expect(await texts(body.phone)).toHaveLength(1);

    t.clock.advance(40_000);
    const second = await resend(member, request_id);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ request_id, resend_in: 60 });
    expect(await texts(body.phone)).toHaveLength(2);
    t.clock.advance(60_000);
    const third = await resend(member, request_id);
    expect(third.json()).toMatchObject({ resend_in: null });
    t.clock.advance(60_000);
    const fourth = await resend(member, request_id);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe('sms_resend_limit');
    expect(await texts(body.phone)).toHaveLength(3);

    const newest = await codeFor(body.phone);
    if (first !== newest) expect((await confirm(member, request_id, first)).json().code).toBe('direct_debit_code_invalid');
    expect((await confirm(member, request_id, newest)).statusCode).toBe(200);
  });

  it('nobody else can use or resend a member’s request; a visitor can start nothing', async () => {
    const owner = await createMember(t.db, { country: 'NL' });
    const other = await createMember(t.db, { country: 'NL' });
    const body = form((await packagesOf(owner))[0]!.id);
    const { request_id } = await started(owner, body);
    expect((await confirm(other, request_id, await codeFor(body.phone))).statusCode).toBe(404);
    expect((await resend(other, request_id)).statusCode).toBe(404);
    expect((await post(null, '/api/directdebit.php', body)).statusCode).toBe(403);
    expect((await post(null, '/api/directdebit-confirm.php', { request_id, otp: '123456' })).statusCode).toBe(403);
  });
});

describe('refused before any code is sent', () => {
  it('a blocked IBAN (the seeded test IBAN) or a blocked phone number, with the field it concerns', async () => {
    const member = await createMember(t.db, { country: 'NL' });
    const packageId = (await packagesOf(member))[0]!.id;
    const iban = await post(member, '/api/directdebit.php', form(packageId, { iban: 'NL13 TEST 0123 4567 89' }));
    expect(iban.statusCode).toBe(403);
    expect(iban.json()).toMatchObject({
      code: 'direct_debit_blocked',
      message: 'Automatische incasso is niet mogelijk met dit rekeningnummer of telefoonnummer. Kies een andere betaalmethode.',
      fields: { iban: 'Automatische incasso is met deze bankrekening niet mogelijk.' },
    });

    const phone = nextPhone();
    await t.db.insert(blockedPaymentDetails).values({ kind: 'phone', value: e164(phone), reason: 'test' });
    const blocked = await post(member, '/api/directdebit.php', form(packageId, { phone: `+31 ${phone.slice(1)}` }));
    expect(blocked.statusCode).toBe(403);
    expect(Object.keys(blocked.json().fields)).toEqual(['phone']);
    expect(await texts(phone)).toEqual([]);
    expect(await requestsOf(member.id)).toEqual([]);
  });

  it('the limit: at most 200.00 in direct debits within 30 days; a cheaper package still fits, later everything does', async () => {
    const member = await createMember(t.db, { country: 'NL' });
    const list = await packagesOf(member);
    const biggest = list[list.length - 1]!;
    const cheap = list[1]!;
    expect(biggest.price + cheap.price).toBeLessThanOrEqual(20_000);
    await debited(member, biggest.id);
    const refused = await post(member, '/api/directdebit.php', form(list[2]!.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'direct_debit_limit_reached',
      message: 'Je hebt de limiet voor betalingen via automatische incasso bereikt. Probeer het later opnieuw, kies een goedkoper pakket of betaal op een andere manier.',
    });
    expect((await requestsOf(member.id)).length).toBe(1);
    await started(member, form(cheap.id));
    t.clock.advanceDays(31);
    await started(member, form(list[2]!.id));
  });

  it('bad input: a 400 with a message for that field, nothing stored, no text sent', async () => {
    const member = await createMember(t.db, { country: 'NL' });
    const packageId = (await packagesOf(member))[0]!.id;
    const cases: [Record<string, unknown>, string, string?][] = [
      [{ package_id: undefined }, 'package_id'],
      [{ package_id: 999999 }, 'package_id', 'Dit pakket is niet beschikbaar in jouw land.'],
      [{ account_holder: '' }, 'account_holder'],
      [{ account_holder: '12345' }, 'account_holder', 'Vul de naam van de rekeninghouder in zoals je bank die kent.'],
      [{ iban: 'NL00 ABNA 0417 1643 00' }, 'iban', 'Dit IBAN klopt niet. Je vindt het in je bankapp of op een afschrift.'],
      [{ iban: 'BR15 0000 0000 0000 1093 2840 814P 2' }, 'iban', 'Automatische incasso kan alleen met een bankrekening in het SEPA-gebied.'],
      [{ iban: 'x'.repeat(51) }, 'iban'],
      [{ street: '   ' }, 'street'],
      [{ street: '123' }, 'street', 'Vul je straat in.'],
      [{ house_number: 'a' }, 'house_number', 'Vul je huisnummer in, bijvoorbeeld 12 of 12a.'],
      [{ zip: '!!!' }, 'zip', 'Vul een geldige postcode in.'],
      [{ city: '1234' }, 'city', 'Vul je woonplaats in.'],
      [{ phone: '12' }, 'phone', 'Dit telefoonnummer is niet geldig. Begin een buitenlands nummer met de landcode (+…).'],
      [{ phone: '020 123 4567' }, 'phone', 'Vul een mobiel nummer in: we sturen de code per sms.'],
      [{ phone: 42 }, 'phone'],
    ];
    for (const [overrides, field, message] of cases) {
      const body = form(packageId, overrides);
      const response = await post(member, '/api/directdebit.php', body);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      const answer = response.json<{ code: string; fields: Record<string, string> }>();
      expect(answer.code).toBe('validation_failed');
      expect(Object.keys(answer.fields), JSON.stringify(overrides)).toEqual([field]);
      if (message) expect(answer.fields[field]).toBe(message);
    }
    // Every bad field at once.
    const all = await post(member, '/api/directdebit.php', form(packageId, { iban: 'NL00', phone: '12', zip: 'ABC', city: '9' }));
    expect(Object.keys(all.json().fields).sort()).toEqual(['city', 'iban', 'phone', 'zip']);
    expect(await requestsOf(member.id)).toEqual([]);
    expect(await t.db.select().from(payments).where(eq(payments.userId, member.id))).toEqual([]);
  });

  it('a package in another currency: direct debit is for euro packages only', async () => {
    const polish = await createMember(t.db, { country: 'PL', region: null, city: null });
    const zloty = (await packagesOf(polish))[0]!.id;
    const response = await post(polish, '/api/directdebit.php', form(zloty, { phone: '+48 512 345 678' }));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['package_id']);
  });
});

describe('the SMS outbox pages', () => {
  it('show the texts to this machine only', async () => {
    const member = await createMember(t.db, { country: 'NL' });
    const body = form((await packagesOf(member))[0]!.id);
    await started(member, body);
    const json = await t.app.inject({ url: `/dev/sms.json?to=${encodeURIComponent(e164(body.phone))}`, remoteAddress: '127.0.0.1' });
    expect(json.json().messages).toHaveLength(1);
    expect((await t.app.inject({ url: '/dev/sms', remoteAddress: '127.0.0.1' })).body).toContain(e164(body.phone));
    for (const url of ['/dev/sms', '/dev/sms.json']) expect((await t.app.inject({ url, remoteAddress: '203.0.113.7' })).statusCode).toBe(404);
  });
});

describe('a direct debit with a discount code (decision 036)', () => {
  it('names and charges the discounted price, reserves the code at confirmation and gives it back when the debit fails', async () => {
    const member = await createMember(t.db, { country: 'NL', language: 'en' });
    const pkg = (await packagesOf(member))[1]!;
    const text = `DD-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    await t.db.insert(discountCodes).values({ code: text, valuePercentage: '30', validity: 'once-per-user' });
    const expected = discountedPrice(pkg.price, 30);

    // A code not valid for direct debit is refused at the start, with its message.
    const sepaOnly = `DD-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    await t.db.insert(discountCodes).values({ code: sepaOnly, valuePercentage: '30', paymentMethods: ['ideal'] });
    const refused = await post(member, '/api/directdebit.php', form(pkg.id, { discount_code: sepaOnly }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { discount_code: 'This code is not valid with this payment method. Choose another way to pay.' } });

    const body = form(pkg.id, { discount_code: text.toLowerCase() });
    const { request_id } = await started(member, body);
    const [sms] = await texts(body.phone);
    // The text names the price the member will pay.
    expect(sms!.text.replace(',', '.')).toContain((expected / 100).toFixed(2));
    const response = await confirm(member, request_id, await codeFor(body.phone));
    expect(response.statusCode, response.body).toBe(200);
    const paymentId = response.json<{ payment_id: number }>().payment_id;
    const row = await paymentRow(paymentId);
    expect(row).toMatchObject({ amount: expected, discountCode: text, originalAmount: pkg.price });
    expect((await provider().getPayment(row.providerId!)).amount).toBe(expected);
    expect(await t.db.select().from(discountRedemptions).where(eq(discountRedemptions.paymentId, paymentId))).toHaveLength(1);

    await setProviderStatus(row.providerId!, 'failed');
    expect((await paymentRow(paymentId)).status).toBe('failed');
    expect(await t.db.select().from(discountRedemptions).where(eq(discountRedemptions.paymentId, paymentId))).toEqual([]);
    expect((await account(member.id)).credits).toBe(0);
  });
});

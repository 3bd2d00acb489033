import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { BankTransfer } from '@dating/contracts';
import { creditLedger, payments, users } from '@dating/db';
import type { TestApp } from '../../../test/build-app.js';
import { payingApp } from '../../../test/paying-app.js';
import { createMember } from '../../../test/factories.js';

/**
 * A bank transfer end to end through the real Mollie client against the built-in test provider: the
 * member is sent to our own /transactions/{id} page with the transfer details, the payment stays
 * pending until the money arrives, then the provider's webhook grants the credits once.
 */

let t: TestApp;
let base: string;
/** Every balance equals the sum of its ledger rows, after every test (checked by payingApp). */
payingApp((app, url) => {
  t = app;
  base = url;
});

type Member = Awaited<ReturnType<typeof createMember>>;

async function firstPackage(member: Member) {
  const response = await t.app.inject({ url: '/api/credits.php', headers: { cookie: member.cookie } });
  expect(response.statusCode).toBe(200);
  const answer = response.json<{ packages: { id: number; credits: number; price: number; currency: string }[]; methods: { id: string }[] }>();
  expect(answer.methods.map((m) => m.id)).toContain('banktransfer');
  return answer.packages[0]!;
}

async function startTransfer(member: Member, packageId: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payment.php',
    headers: { cookie: member.cookie, host: 'amora.test' },
    payload: { package_id: packageId, method: 'banktransfer' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ payment_id: number; checkout_url: string }>();
}

async function payment(member: Member, id: number) {
  const response = await t.app.inject({ url: `/api/payment.php?id=${id}`, headers: { cookie: member.cookie } });
  expect(response.statusCode).toBe(200);
  return response.json<Record<string, unknown> & { status: string; bank_transfer: BankTransfer | null }>();
}

/** The bank received the member's transfer: the test provider's control, as a tester would use it. */
async function transferArrives(body: Record<string, string>) {
  return fetch(`${base}/dev/mollie/test/transfers`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body).toString() });
}

async function credits(id: number) {
  const [row] = await t.db.select({ credits: users.credits, paidUser: users.paidUser }).from(users).where(eq(users.id, id));
  return row!;
}

describe('bank transfer', () => {
  it('sends the member to our own page with IBAN, BIC, reference and due date; pending until the money arrives, then granted once', async () => {
    const member = await createMember(t.db, { country: 'DE', region: null, city: null, language: 'de', credits: 2 });
    const pkg = await firstPackage(member);
    const started = await startTransfer(member, pkg.id);
    // Not the provider's checkout: the member's own payment page, in the member's language.
    expect(started.checkout_url).toBe(`http://amora.test/transaktionen/${started.payment_id}`);

    const open = await payment(member, started.payment_id);
    expect(open).toMatchObject({ status: 'open', method: 'banktransfer', amount: pkg.price, currency: 'EUR', paid_at: null });
    expect(open.bank_transfer).toMatchObject({ iban: 'NL91ABNA0417164300', bic: 'ABNANL2A', bank_name: 'Stichting Test Payments' });
    expect(open.bank_transfer!.reference).toMatch(/^RF\d{2}[A-Z0-9]{8}$/);
    // Mollie's bank transfers wait 12 days (from the provider's own clock: this machine's time).
    const due = new Date(open.bank_transfer!.due_date!).getTime() - Date.now();
    expect(Math.round(due / 86_400_000)).toBe(12);

    // Days pass; the page keeps asking and nothing is granted.
    for (let i = 0; i < 3; i++) expect((await payment(member, started.payment_id)).status).toBe('open');
    expect(await credits(member.id)).toEqual({ credits: 2, paidUser: false });

    // A transfer with a wrong amount or an unknown reference pays nothing.
    expect((await transferArrives({ reference: open.bank_transfer!.reference, amount: '0.01' })).status).toBe(422);
    expect((await transferArrives({ reference: 'RF00NOTHING' })).status).toBe(404);
    expect((await payment(member, started.payment_id)).status).toBe('open');

    // The money arrives (the reference as a member types it: lower case, spaces); the webhook completes it.
    const typed = open.bank_transfer!.reference.toLowerCase().replace(/(.{4})/g, '$1 ');
    const arrived = await transferArrives({ reference: typed });
    expect(arrived.status).toBe(200);
    expect(await arrived.json()).toMatchObject({ status: 'paid', webhookDelivered: true });
    expect(await credits(member.id)).toEqual({ credits: 2 + pkg.credits, paidUser: true });
    const paid = await payment(member, started.payment_id);
    expect(paid).toMatchObject({ status: 'paid', paid_at: expect.any(String) });
    // The details stay readable on the completed payment (the member's own records).
    expect(paid.bank_transfer).toEqual(open.bank_transfer);

    // The same money announced again changes nothing: the payment is no longer open.
    expect((await transferArrives({ reference: open.bank_transfer!.reference })).status).toBe(404);
    const providerId = (await t.db.select({ id: payments.providerId }).from(payments).where(eq(payments.id, started.payment_id)))[0]!.id!;
    for (let i = 0; i < 5; i++) {
      await fetch(`${base}/api/payment-webhook.php`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `id=${providerId}` });
    }
    const ledger = await t.db.select().from(creditLedger).where(sql`${creditLedger.userId} = ${member.id} and ${creditLedger.reason} = 'purchase' and ${creditLedger.reference} = ${`payment:${started.payment_id}`}`);
    expect(ledger.map((e) => e.amount)).toEqual([pkg.credits]);
    expect((await credits(member.id)).credits).toBe(2 + pkg.credits);
  });

  it('expires at the provider without money: nothing granted, the details stay', async () => {
    const member = await createMember(t.db, { country: 'NL' });
    const pkg = await firstPackage(member);
    const started = await startTransfer(member, pkg.id);
    const providerId = (await t.db.select({ id: payments.providerId }).from(payments).where(eq(payments.id, started.payment_id)))[0]!.id!;
    const control = await fetch(`${base}/dev/mollie/test/payments/${providerId}/status`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'status=expired' });
    expect(control.status).toBe(200);
    const expired = await payment(member, started.payment_id);
    expect(expired.status).toBe('expired');
    expect(expired.bank_transfer).not.toBeNull();
    expect(await credits(member.id)).toEqual({ credits: 0, paidUser: false });
  });

  it('the test bank page pays the open transfer with the reference the tester types, and says so when none has it', async () => {
    const member = await createMember(t.db, { country: 'NL' });
    const pkg = await firstPackage(member);
    const started = await startTransfer(member, pkg.id);
    const { reference } = (await payment(member, started.payment_id)).bank_transfer!;

    const form = await fetch(`${base}/dev/mollie/transfers`, { headers: { 'accept-language': 'de' } });
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('<label for="reference">Verwendungszweck</label>');
    const post = (value: string) =>
      fetch(`${base}/dev/mollie/transfers`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'de' }, body: `reference=${encodeURIComponent(value)}`, redirect: 'manual' });
    const wrong = await post('<b>RF00</b>');
    expect(wrong.status).toBe(404);
    const page = await wrong.text();
    expect(page).toContain('Es gibt keine offene Überweisung mit diesem Verwendungszweck.');
    expect(page).toContain('value="&lt;b&gt;RF00&lt;/b&gt;"');
    expect((await payment(member, started.payment_id)).status).toBe('open');

    const right = await post(reference);
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toMatch(/^\/dev\/mollie\/checkout\/tr_/);
    expect((await payment(member, started.payment_id)).status).toBe('paid');
    expect((await credits(member.id)).credits).toBe(pkg.credits);
  });

  it('answers no transfer details for other methods', async () => {
    const member = await createMember(t.db, { country: 'NL' });
    const pkg = await firstPackage(member);
    const response = await t.app.inject({ method: 'POST', url: '/api/payment.php', headers: { cookie: member.cookie }, payload: { package_id: pkg.id, method: 'ideal' } });
    const { payment_id, checkout_url } = response.json<{ payment_id: number; checkout_url: string }>();
    expect(checkout_url).toContain('/dev/mollie/checkout/tr_');
    expect((await payment(member, payment_id)).bank_transfer).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { domainEvents, payments, users } from '@dating/db';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { createMember } from '../../../test/factories.js';
import type { OutboxMessage } from '../../mail/outbox.js';
import { sendPaymentReceipt } from './receipt.service.js';

/**
 * The receipt after a completed payment: paid through the real Mollie client at the built-in test
 * provider, the provider's webhook completes it, the payment.completed subscriber mails the receipt
 * into the dev outbox — once, however often the event is delivered.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMember>>;

async function pay(member: Member, method: string, tryout = false) {
  const offer = (await t.app.inject({ url: '/api/credits.php', headers: { cookie: member.cookie } })).json<{
    packages: { id: number; credits: number; price: number }[];
    tryout: { id: number; credits: number; price: number };
  }>();
  const pkg = tryout ? offer.tryout : offer.packages[1]!;
  const started = await t.app.inject({ method: 'POST', url: '/api/payment.php', headers: { cookie: member.cookie }, payload: { package_id: pkg.id, method } });
  expect(started.statusCode, started.body).toBe(200);
  const { payment_id, checkout_url } = started.json<{ payment_id: number; checkout_url: string }>();
  const chosen = await fetch(checkout_url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=paid', redirect: 'manual' });
  expect(chosen.status).toBe(303);
  return { pkg, paymentId: payment_id };
}

async function receiptsTo(email: string): Promise<OutboxMessage[]> {
  return (await t.outbox.list()).filter((m) => m.to === email);
}

/** The outbox delivers after the webhook answered: wait until the mail is there. */
async function waitForReceipts(email: string, count = 1): Promise<OutboxMessage[]> {
  for (let i = 0; i < 100; i++) {
    const mails = await receiptsTo(email);
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return receiptsTo(email);
}

async function emailOf(member: Member) {
  const [row] = await t.db.select({ email: users.email }).from(users).where(eq(users.id, member.id));
  return row!.email;
}

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('the receipt mail', () => {
  it('mails a Dutch member one receipt with date, credits, amount, method, numbers, refund period and the company', async () => {
    const member = await createMember(t.db, { country: 'NL', name: 'Sanne' });
    const email = await emailOf(member);
    const { pkg, paymentId } = await pay(member, 'ideal');
    const [mail, ...more] = await waitForReceipts(email);
    expect(more).toEqual([]);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    const price = plain(new Intl.NumberFormat('nl', { style: 'currency', currency: 'EUR' }).format(pkg.price / 100));
    const date = new Intl.DateTimeFormat('nl', { dateStyle: 'long', timeZone: 'Europe/Amsterdam' }).format(row!.paidAt!);

    expect(mail!.subject).toBe(`Je betaalbewijs van Amora (betaling ${paymentId})`);
    const text = plain(mail!.text);
    expect(text).toContain('Hoi Sanne,');
    expect(text).toContain(`Datum: ${date}`);
    expect(text).toContain(`Aankoop: ${pkg.credits} credits`);
    expect(text).toContain(`Bedrag: ${price} (inclusief btw)`);
    expect(text).toContain('Betaalmethode: iDEAL');
    expect(text).toContain(`Betalingsnummer: ${paymentId}`);
    expect(text).toContain(`Transactiekenmerk: ${row!.providerId}`);
    expect(text).toContain('Je kunt deze aankoop binnen 14 dagen kosteloos annuleren.');
    // The company details of /api/companyinfo.php.
    const company = (await t.app.inject({ url: '/api/companyinfo.php' })).json<{ companyinfo: { name: string; address: string; city: string; kvk: string; vat_numbers: string[]; support_phone: string } }>().companyinfo;
    for (const value of [company.name, company.address, company.city, `KvK-nummer: ${company.kvk}`, `Btw-nummer: ${company.vat_numbers[0]}`, company.support_phone]) {
      expect(text).toContain(value);
    }
    expect(mail!.html).toContain('<th scope="row"');
    expect(mail!.html).not.toMatch(/\{\{|\}\}/);
    expect(text).not.toMatch(/\{\{|\}\}/);
    expect(row!.receiptSentAt).toBeInstanceOf(Date);
  });

  it('a German member gets it in German; the tryout names premium for life; a bank transfer names the method', async () => {
    const member = await createMember(t.db, { country: 'DE', region: null, city: null, language: 'de', name: 'Jonas' });
    const email = await emailOf(member);
    const { pkg } = await pay(member, 'creditcard', true);
    const [mail] = await waitForReceipts(email);
    expect(mail!.subject).toMatch(/^Deine Quittung von Amora \(Zahlung \d+\)$/);
    const text = plain(mail!.text);
    expect(text).toContain('Hallo Jonas,');
    expect(text).toContain(`Kauf: ${pkg.credits} Credits und lebenslange Premium-Mitgliedschaft`);
    expect(text).toContain(`Betrag: ${plain(new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(pkg.price / 100))} (inkl. MwSt.)`);
    expect(text).toContain('Zahlungsart: Kreditkarte');
    expect(text).toContain('Du kannst diesen Kauf innerhalb von 14 Tagen kostenlos stornieren.');
    expect(text).toContain('USt-IdNr.: NL001234567B01');

    // A bank transfer: the receipt comes when the money arrived, not when the transfer was started.
    const offer = (await t.app.inject({ url: '/api/credits.php', headers: { cookie: member.cookie } })).json<{ packages: { id: number }[] }>();
    const started = await t.app.inject({ method: 'POST', url: '/api/payment.php', headers: { cookie: member.cookie }, payload: { package_id: offer.packages[0]!.id, method: 'banktransfer' } });
    const answer = await t.app.inject({ url: `/api/payment.php?id=${started.json().payment_id}`, headers: { cookie: member.cookie } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await receiptsTo(email)).toHaveLength(1);
    const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const arrived = await fetch(`${base}/dev/mollie/test/transfers`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reference: answer.json().bank_transfer.reference }) });
    expect(arrived.status).toBe(200);
    const mails = await waitForReceipts(email, 2);
    expect(mails).toHaveLength(2);
    expect(plain(mails[0]!.text)).toContain('Zahlungsart: Überweisung');
  });

  it('is sent once when payment.completed is delivered again, or twice at the same time', async () => {
    const member = await createMember(t.db, { country: 'NL' });
    const email = await emailOf(member);
    const { paymentId } = await pay(member, 'creditcard');
    expect(await waitForReceipts(email)).toHaveLength(1);
    const completed = sql`${domainEvents.type} = 'payment.completed' and (${domainEvents.payload} ->> 'paymentId')::bigint = ${paymentId}`;
    // The first delivery marks the event delivered a moment after the mail is out: wait for that, so it
    // cannot overwrite the reset below.
    for (let i = 0; i < 100; i++) {
      const [row] = await t.db.select({ deliveredAt: domainEvents.deliveredAt }).from(domainEvents).where(completed);
      if (row?.deliveredAt) break;
      await new Promise((r) => setTimeout(r, 50));
    }

    // The outbox hands the event out again (a process died before marking it delivered).
    const redelivered = await t.db
      .update(domainEvents)
      .set({ deliveredAt: null, availableAt: sql`now()` })
      .where(completed)
      .returning({ id: domainEvents.id });
    expect(redelivered).toHaveLength(1);
    expect(await t.app.events.sweep()).toBeGreaterThanOrEqual(1);
    await Promise.all([sendPaymentReceipt(t.app, paymentId), sendPaymentReceipt(t.app, paymentId)]);
    expect(await receiptsTo(email)).toHaveLength(1);
  });

  it('a mail server that refuses gives the claim back, so the next delivery sends it', async () => {
    const member = await createMember(t.db, { country: 'NL' });
    const email = await emailOf(member);
    const { mailer } = t.app.deps;
    const send = mailer.send;
    // The one stand-in of this file: the SMTP server says no once.
    mailer.send = async () => {
      mailer.send = send;
      throw new Error('421 service not available');
    };
    const { paymentId } = await pay(member, 'creditcard');
    // The outbox records the failed attempt and keeps the event for later.
    const event = sql`${domainEvents.type} = 'payment.completed' and (${domainEvents.payload} ->> 'paymentId')::bigint = ${paymentId}`;
    let failed: { attempts: number; lastError: string | null; deliveredAt: Date | null } | undefined;
    for (let i = 0; i < 100 && !failed?.lastError; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      [failed] = await t.db.select({ attempts: domainEvents.attempts, lastError: domainEvents.lastError, deliveredAt: domainEvents.deliveredAt }).from(domainEvents).where(event);
    }
    expect(failed).toMatchObject({ attempts: 1, lastError: '421 service not available', deliveredAt: null });
    const [row] = await t.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(row).toMatchObject({ receiptClaimedAt: null, receiptSentAt: null });
    expect(await receiptsTo(email)).toEqual([]);

    // The outbox's next try (its backoff passed) sends the receipt, once.
    await t.db.update(domainEvents).set({ availableAt: sql`now()` }).where(event);
    expect(await t.app.events.sweep()).toBeGreaterThanOrEqual(1);
    expect(await receiptsTo(email)).toHaveLength(1);
    await sendPaymentReceipt(t.app, paymentId);
    expect(await receiptsTo(email)).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { payments } from '@dating/db';
import type { TestApp } from '../../../test/build-app.js';
import { payingApp } from '../../../test/paying-app.js';
import { createMember } from '../../../test/factories.js';
import { directDebitForm as form, e164 } from '../../../test/direct-debit-form.js';

/**
 * The member's own monthly spending cap (issue 12, decision 039): set, lowered at once, raised only
 * after 24 hours (the test's clock), and refused with a clear message by every way of starting a
 * payment: payment.php, the repeat order and both steps of direct debit.
 */

let t: TestApp;
payingApp((app) => {
  t = app;
});

type Member = Awaited<ReturnType<typeof createMember>>;
type Cap = { currency: string; amount: number | null; pending: { amount: number | null; effective_at: string } | null; spent: number; left: number | null; month_start: string; month_end: string };
const HOUR = 3_600_000;

const headers = (member: Member) => ({ cookie: member.cookie, host: 'amora.test' });

async function packagesOf(member: Member) {
  const response = await t.app.inject({ url: '/api/credits.php', headers: headers(member) });
  expect(response.statusCode).toBe(200);
  return response.json<{ packages: { id: number; credits: number; price: number }[] }>().packages;
}

async function getCap(member: Member): Promise<Cap> {
  const response = await t.app.inject({ url: '/api/spending-cap.php', headers: headers(member) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Cap>();
}

async function setCap(member: Member, amount: number | null): Promise<Cap> {
  const response = await t.app.inject({ method: 'PUT', url: '/api/spending-cap.php', headers: headers(member), payload: { amount } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Cap>();
}

const startPayment = (member: Member, packageId: number) =>
  t.app.inject({ method: 'POST', url: '/api/payment.php', headers: headers(member), payload: { package_id: packageId, method: 'creditcard' } });

/** Decides a started payment at the test provider's checkout, as the member's browser would. */
async function checkout(url: string, outcome: string) {
  const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `outcome=${outcome}`, redirect: 'manual' });
  expect(answer.status).toBe(303);
}

/** A member with a cap, the packages of their price list (euro) sorted by price. */
async function capped(cap: number | null, language: 'en' | 'de' = 'en') {
  const member = await createMember(t.db, { country: 'NL', language });
  const packages = [...(await packagesOf(member))].sort((a, b) => a.price - b.price);
  if (cap !== null) await setCap(member, cap);
  return { member, packages, cheap: packages[0]!, dear: packages[packages.length - 1]! };
}

describe('setting the cap', () => {
  it('starts with no cap, in the currency of the member’s prices; a first cap applies at once', async () => {
    const { member } = await capped(null);
    expect(await getCap(member)).toMatchObject({ currency: 'EUR', amount: null, pending: null, spent: 0, left: null });
    expect(await setCap(member, 5_000)).toMatchObject({ amount: 5_000, pending: null, spent: 0, left: 5_000 });
  });

  it('refuses a cap below 1.00 or above 10,000.00 and a cap in decimals', async () => {
    const { member } = await capped(null);
    for (const amount of [99, 1_000_001, 12.5, -100]) {
      const response = await t.app.inject({ method: 'PUT', url: '/api/spending-cap.php', headers: headers(member), payload: { amount } });
      expect(response.statusCode).toBe(400);
    }
    expect((await getCap(member)).amount).toBeNull();
  });

  it('raises only after 24 hours: the old cap still holds at 23:59, the new one at 24:00', async () => {
    const { member, cheap } = await capped(null);
    await setCap(member, cheap.price - 1);
    const raised = await setCap(member, cheap.price);
    expect(raised).toMatchObject({ amount: cheap.price - 1, pending: { amount: cheap.price } });
    expect(new Date(raised.pending!.effective_at).getTime()).toBe(t.clock.now().getTime() + 24 * HOUR);

    t.clock.advance(24 * HOUR - 60_000);
    expect((await getCap(member)).amount).toBe(cheap.price - 1);
    expect((await startPayment(member, cheap.id)).statusCode).toBe(409);

    t.clock.advance(60_000);
    expect(await getCap(member)).toMatchObject({ amount: cheap.price, pending: null });
    expect((await startPayment(member, cheap.id)).statusCode).toBe(200);
  });

  it('asking for the same raise again keeps its time; a different one starts the 24 hours again', async () => {
    const { member } = await capped(1_000);
    const first = await setCap(member, 2_000);
    t.clock.advance(HOUR);
    expect((await setCap(member, 2_000)).pending!.effective_at).toBe(first.pending!.effective_at);
    const other = await setCap(member, 3_000);
    expect(new Date(other.pending!.effective_at).getTime()).toBe(t.clock.now().getTime() + 24 * HOUR);
  });

  it('lowers at once and cancels a raise that is waiting', async () => {
    const { member, cheap } = await capped(100_000);
    await setCap(member, 200_000);
    const lowered = await setCap(member, cheap.price - 1);
    expect(lowered).toMatchObject({ amount: cheap.price - 1, pending: null });
    expect((await startPayment(member, cheap.id)).statusCode).toBe(409);
  });

  it('removing the cap counts as raising it: it goes after 24 hours', async () => {
    // The smallest cap there is (1.00): below every package.
    const { member, cheap } = await capped(100);
    const removed = await setCap(member, null);
    expect(removed).toMatchObject({ amount: 100, pending: { amount: null } });
    expect((await startPayment(member, cheap.id)).statusCode).toBe(409);
    t.clock.advance(24 * HOUR);
    expect(await getCap(member)).toMatchObject({ amount: null, pending: null, left: null });
    expect((await startPayment(member, cheap.id)).statusCode).toBe(200);
  });
});

describe('a payment against the cap (payment.php)', () => {
  it('is allowed exactly up to the cap and refused one cent above it, saying the cap and what is left', async () => {
    const { member, cheap } = await capped(null);
    await setCap(member, cheap.price);
    const atCap = await startPayment(member, cheap.id);
    expect(atCap.statusCode, atCap.body).toBe(200);

    const other = await capped(null);
    await setCap(other.member, other.cheap.price - 1);
    const over = await startPayment(other.member, other.cheap.id);
    expect(over.statusCode).toBe(409);
    const left = ((other.cheap.price - 1) / 100).toFixed(2);
    expect(over.json()).toMatchObject({ code: 'spending_cap_reached', cap_amount: other.cheap.price - 1, left_amount: other.cheap.price - 1, currency: 'EUR' });
    expect(over.json().message).toBe(
      `This purchase would take you over your monthly spending limit of €${left}. You can spend €${left} more this month. You can change your limit in your account settings.`,
    );
    // Nothing was written.
    expect(await t.db.select().from(payments).where(eq(payments.userId, other.member.id))).toEqual([]);
  });

  it('counts a payment underway (open at the checkout), so a second one cannot pass as well', async () => {
    const { member, cheap } = await capped(null);
    await setCap(member, cheap.price * 2 - 1);
    expect((await startPayment(member, cheap.id)).statusCode).toBe(200);
    expect(await getCap(member)).toMatchObject({ spent: cheap.price, left: cheap.price - 1 });
    const second = await startPayment(member, cheap.id);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ left_amount: cheap.price - 1 });
  });

  it('two payments started at the same moment: only one passes', async () => {
    const { member, cheap } = await capped(null);
    await setCap(member, cheap.price);
    const answers = await Promise.all([startPayment(member, cheap.id), startPayment(member, cheap.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('a payment that failed no longer counts; a paid one does', async () => {
    const { member, cheap } = await capped(null);
    await setCap(member, cheap.price);
    const first = await startPayment(member, cheap.id);
    await checkout(first.json<{ checkout_url: string }>().checkout_url, 'failed');
    await t.app.inject({ url: `/api/payment.php?id=${first.json<{ payment_id: number }>().payment_id}`, headers: headers(member) });
    expect((await getCap(member)).spent).toBe(0);
    const second = await startPayment(member, cheap.id);
    expect(second.statusCode).toBe(200);
    await checkout(second.json<{ checkout_url: string }>().checkout_url, 'paid');
    await t.app.inject({ url: `/api/payment.php?id=${second.json<{ payment_id: number }>().payment_id}`, headers: headers(member) });
    expect(await getCap(member)).toMatchObject({ spent: cheap.price, left: 0 });
    expect((await startPayment(member, cheap.id)).statusCode).toBe(409);
  });

  it('says it in the member’s language, with the money written their way', async () => {
    const { member, cheap } = await capped(null, 'de');
    await setCap(member, cheap.price - 1);
    const over = await startPayment(member, cheap.id);
    const left = ((cheap.price - 1) / 100).toFixed(2).replace('.', ',');
    expect(over.json().message).toContain(`monatliches Ausgabenlimit von ${left}\u00a0€`);
  });
});

describe('the repeat order against the cap', () => {
  it('is refused above the cap and charges nothing', async () => {
    const { member, packages } = await capped(null);
    const pkg = packages[1]!;
    const first = await startPayment(member, pkg.id);
    await checkout(first.json<{ checkout_url: string }>().checkout_url, 'paid');
    await t.app.inject({ url: `/api/payment.php?id=${first.json<{ payment_id: number }>().payment_id}`, headers: headers(member) });
    const offer = await t.app.inject({ url: '/api/repeat-order.php', headers: headers(member) });
    expect(offer.json()).toMatchObject({ package: { id: pkg.id } });

    await setCap(member, pkg.price * 2 - 1);
    const repeat = await t.app.inject({ method: 'POST', url: '/api/repeat-order.php', headers: headers(member), payload: { package_id: pkg.id } });
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json()).toMatchObject({ code: 'spending_cap_reached', left_amount: pkg.price - 1 });
    expect((await t.db.select().from(payments).where(eq(payments.userId, member.id))).length).toBe(1);
  });
});

describe('direct debit against the cap', () => {
  it('is refused before a code is sent', async () => {
    const { member, cheap } = await capped(null);
    await setCap(member, cheap.price - 1);
    const body = form(cheap.id);
    const response = await t.app.inject({ method: 'POST', url: '/api/directdebit.php', headers: headers(member), payload: body });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'spending_cap_reached' });
    expect(await t.app.deps.smsOutbox!.list(e164(body.phone))).toEqual([]);
  });

  it('is refused at the code when the cap was lowered in between, and nothing is charged', async () => {
    const { member, cheap } = await capped(null);
    const body = form(cheap.id);
    const started = await t.app.inject({ method: 'POST', url: '/api/directdebit.php', headers: headers(member), payload: body });
    expect(started.statusCode, started.body).toBe(200);
    const [text] = await t.app.deps.smsOutbox!.list(e164(body.phone));
    const code = /\b(\d{6})\b/.exec(text!.text)![1]!;
    await setCap(member, cheap.price - 1);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/directdebit-confirm.php',
      headers: headers(member),
      payload: { request_id: started.json<{ request_id: number }>().request_id, otp: code },
    });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json()).toMatchObject({ code: 'spending_cap_reached' });
    expect(await t.db.select().from(payments).where(eq(payments.userId, member.id))).toEqual([]);
  });
});

describe('the month', () => {
  it('is the calendar month in the member’s time zone: a new month starts at their midnight', async () => {
    const { member, cheap } = await capped(null);
    await setCap(member, cheap.price);
    expect((await startPayment(member, cheap.id)).statusCode).toBe(200);
    // 23:59 on 30 June in Amsterdam (summer time, UTC+2): still June.
    t.clock.advance(new Date('2026-06-30T21:59:00Z').getTime() - t.clock.now().getTime());
    expect((await startPayment(member, cheap.id)).statusCode).toBe(409);
    t.clock.advance(60_000);
    expect(await getCap(member)).toMatchObject({ spent: 0, left: cheap.price, month_start: '2026-06-30T22:00:00.000Z', month_end: '2026-07-31T22:00:00.000Z' });
    expect((await startPayment(member, cheap.id)).statusCode).toBe(200);
  });
});

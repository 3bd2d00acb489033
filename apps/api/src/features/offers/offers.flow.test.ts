import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { discountedPrice, LOCALES, TIME_BONUS } from '@dating/contracts';
import { discountCodes, discountRedemptions, payments, users } from '@dating/db';
import type { TestApp } from '../../../test/build-app.js';
import { payingApp } from '../../../test/paying-app.js';
import { createMember } from '../../../test/factories.js';
import { createPaymentProvider } from '../payments/provider.js';

/**
 * Discount codes, the welcome discount and the time bonus (decision 036), through the API and paid at the
 * built-in test provider, with the test clock deciding how old a signup is.
 */

let t: TestApp;
let base: string;
/** Every balance equals the sum of its ledger rows, after every test (checked by payingApp). */
payingApp((app, url) => {
  t = app;
  base = url;
});

type Member = Awaited<ReturnType<typeof createMember>>;
type Pkg = { id: number; credits: number; price: number };

const SECOND = 1000;
const HOUR = 3_600_000;

function messages(locale: string): Record<string, string> {
  return (JSON.parse(readFileSync(new URL(`../../../../../packages/i18n/locales/${locale}/errors.json`, import.meta.url), 'utf8')) as { field: Record<string, string> }).field;
}
const en = messages('en');

/** A member (Dutch, English interface) who signed up `ageMs` before the test clock's now. */
async function member(ageMs = 10 * 60_000, options: Parameters<typeof createMember>[1] = {}): Promise<Member> {
  const m = await createMember(t.db, { country: 'NL', language: 'en', ...options });
  await t.db.update(users).set({ createdAt: new Date(t.clock.now().getTime() - ageMs) }).where(eq(users.id, m.id));
  return m;
}

async function code(values: Partial<typeof discountCodes.$inferInsert> = {}): Promise<string> {
  const text = values.code ?? `TEST-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  await t.db.insert(discountCodes).values({ valuePercentage: '20', ...values, code: text });
  return text;
}

async function ask(m: Member, query = '') {
  return t.app.inject({ url: `/api/discountcode.php${query}`, headers: { cookie: m.cookie, 'accept-language': 'en' } });
}

async function packages(m: Member): Promise<Pkg[]> {
  return (await t.app.inject({ url: '/api/credits.php', headers: { cookie: m.cookie } })).json<{ packages: Pkg[] }>().packages;
}

async function start(m: Member, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/payment.php', headers: { cookie: m.cookie, host: 'amora.test' }, payload: body });
}

async function started(m: Member, body: Record<string, unknown>): Promise<{ payment_id: number; checkout_url: string }> {
  const response = await start(m, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The tester's choice on the provider's checkout page; the provider then calls the webhook. */
async function checkout(url: string, outcome: 'paid' | 'failed' | 'canceled' | 'expired') {
  const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `outcome=${outcome}`, redirect: 'manual' });
  expect(answer.status).toBe(303);
}

async function payment(m: Member, id: number) {
  return (await t.app.inject({ url: `/api/payment.php?id=${id}`, headers: { cookie: m.cookie } })).json<{ status: string; amount: number; discount: unknown }>();
}

/** What the provider was asked to charge for our payment. */
async function providerAmount(paymentId: number): Promise<number> {
  const [row] = await t.db.select({ providerId: payments.providerId }).from(payments).where(eq(payments.id, paymentId));
  const provider = createPaymentProvider({ ...t.app.deps.env, port: Number(new URL(base).port), host: '127.0.0.1' });
  return (await provider.getPayment(row!.providerId!)).amount;
}

/** The answer is refused with the rule's message, as the message and on the field. */
function expectRefused(response: { statusCode: number; json: () => unknown }, field: string, key: string, texts = en) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'validation_failed', message: texts[key], fields: { [field]: texts[key] } });
}

async function timeBonus(m: Member | null) {
  const response = await t.app.inject({ url: '/api/time-bonus.php', headers: m ? { cookie: m.cookie } : {} });
  expect(response.statusCode).toBe(200);
  return response.json<{ isVisible: boolean; hours: string; minutes: string; seconds: string; seconds_left: number; code: string; value_percentage: number }>();
}

describe('GET /api/discountcode.php?code=', () => {
  it('answers a valid code with every field of spec section 3, in any case', async () => {
    const m = await member();
    const text = await code({ valuePercentage: '15.5', currency: 'EUR', country: 'NL', minimumOrderValue: '10.00', paymentMethods: ['ideal', 'creditcard'], expires: new Date(t.clock.now().getTime() + 86_400_000) });
    const response = await ask(m, `?code=${text.toLowerCase()}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      code: text,
      value_percentage: 15.5,
      currency: 'EUR',
      minimum_order_value: 10,
      country: 'NL',
      user_id: null,
      expires: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
      status: 'active',
      validity: 'once-per-user',
      expired: false,
      paymentmethods: ['ideal', 'creditcard'],
      kind: 'campaign',
    });
  });

  it('refuses each rule with its own message', async () => {
    const m = await member();
    const other = await member();
    const [smallest] = await packages(m);
    const cases: [string, string][] = [
      ['?code=NO-SUCH-CODE', 'discount_not_found'],
      // Another member's personal code is not found either: it is not theirs to know about.
      [`?code=${await code({ userId: other.id, purpose: 'retention', validity: 'once' })}`, 'discount_not_found'],
      [`?code=${await code({ status: 'disabled' })}`, 'discount_disabled'],
      [`?code=${await code({ status: 'used', validity: 'once' })}`, 'discount_used'],
      [`?code=${await code({ expires: t.clock.now() })}`, 'discount_expired'],
      [`?code=${await code({ country: 'DE' })}`, 'discount_country'],
      [`?code=${await code({ currency: 'GBP' })}`, 'discount_currency'],
      [`?code=${await code({ minimumOrderValue: '50.00' })}&package_id=${smallest!.id}`, 'discount_minimum_order'],
      [`?code=${await code({ paymentMethods: ['paypal'] })}&method=ideal`, 'discount_payment_method'],
    ];
    for (const [query, key] of cases) expectRefused(await ask(m, query), 'code', key);
    // Minimum and methods are checked only when the package and method are named.
    expect((await ask(m, `?code=${await code({ minimumOrderValue: '50.00', paymentMethods: ['paypal'] })}`)).statusCode).toBe(200);
    // Every rule has its message in all 7 languages, different from the English one except where a word is shared.
    for (const locale of LOCALES) {
      const texts = messages(locale);
      for (const [, key] of cases) expect(texts[key], `${locale} ${key}`).toMatch(/\p{L}{3}/u);
    }
    expect(en.discount_not_found).toBe('Code not found');
    expect(en.discount_used).toBe('Code already used');
  });

  it('answers in the member’s language', async () => {
    const m = await member();
    for (const locale of LOCALES) {
      await t.db.update(users).set({ language: locale }).where(eq(users.id, m.id));
      const response = await t.app.inject({ url: '/api/discountcode.php?code=NOPE', headers: { cookie: m.cookie, 'accept-language': locale } });
      expectRefused(response, 'code', 'discount_not_found', messages(locale));
    }
  });

  it('is for members only', async () => {
    expect((await t.app.inject({ url: '/api/discountcode.php?code=X' })).statusCode).toBe(403);
  });
});

describe('the welcome discount', () => {
  it('is a personal 25% code valid 72 hours after signup, the same on every ask, and gone after', async () => {
    const m = await member(HOUR);
    const response = await ask(m, '?welcome=true');
    expect(response.statusCode, response.body).toBe(200);
    const welcome = response.json<{ code: string; expires: string }>();
    const signup = t.clock.now().getTime() - HOUR;
    expect(welcome).toMatchObject({ value_percentage: 25, user_id: m.id, validity: 'once-per-user', kind: 'welcome', expired: false, expires: new Date(signup + 72 * HOUR).toISOString() });
    expect(welcome.code).toMatch(/^WELCOME-[0-9A-F]{8}$/);
    expect((await ask(m, '?welcome=true')).json().code).toBe(welcome.code);
    expect(await t.db.select().from(discountCodes).where(eq(discountCodes.userId, m.id))).toHaveLength(1);
    // Another member cannot use it.
    const other = await member();
    expectRefused(await ask(other, `?code=${welcome.code}`), 'code', 'discount_not_found');

    t.clock.advance(71 * HOUR - SECOND);
    expect((await ask(m, '?welcome=true')).statusCode).toBe(200);
    t.clock.advance(SECOND);
    expect((await ask(m, '?welcome=true')).statusCode).toBe(404);
    expectRefused(await ask(m, `?code=${welcome.code}`), 'code', 'discount_expired');
  });

  it('is not there for a member who has paid', async () => {
    const m = await member(HOUR, { paid: true });
    expect((await ask(m, '?welcome=true')).statusCode).toBe(404);
    expect((await ask(m)).statusCode).toBe(404);
    expectRefused(await ask(m, `?code=${TIME_BONUS.code}`), 'code', 'discount_first_purchase');
  });
});

describe('the time bonus', () => {
  it('is visible for 14,399 s after signup and not at 14,400 s, with the time left as two-digit strings', async () => {
    const m = await member(0);
    expect(await timeBonus(m)).toEqual({ isVisible: true, hours: '04', minutes: '00', seconds: '00', seconds_left: 14_400, code: 'TIMEBONUS25', value_percentage: 25 });
    t.clock.advance(3 * HOUR + 58 * 60_000 + 51 * SECOND);
    expect(await timeBonus(m)).toMatchObject({ isVisible: true, hours: '00', minutes: '01', seconds: '09', seconds_left: 69 });
    // The active discount is the time bonus while it lasts, ending at signup + 4 hours.
    expect((await ask(m)).json()).toMatchObject({ code: 'TIMEBONUS25', value_percentage: 25, status: 'active', validity: 'once-per-user', kind: 'timebonus', user_id: null });
    t.clock.advance(68 * SECOND);
    expect(await timeBonus(m)).toMatchObject({ isVisible: true, hours: '00', minutes: '00', seconds: '01', seconds_left: 1 });
    t.clock.advance(SECOND);
    expect(await timeBonus(m)).toMatchObject({ isVisible: false, hours: '00', minutes: '00', seconds: '00', seconds_left: 0 });
    // Then the welcome code is the active discount.
    expect((await ask(m)).json()).toMatchObject({ kind: 'welcome', value_percentage: 25 });
    expectRefused(await ask(m, '?code=timebonus25'), 'code', 'discount_expired');
  });

  it('is never visible to a visitor or a paid member', async () => {
    expect(await timeBonus(null)).toMatchObject({ isVisible: false, seconds_left: 0 });
    expect(await timeBonus(await member(0, { paid: true }))).toMatchObject({ isVisible: false });
  });

  it('is decided by the server at payment time: refused at 14,400 s', async () => {
    const m = await member(TIME_BONUS.windowSeconds * SECOND);
    const [pkg] = await packages(m);
    expectRefused(await start(m, { package_id: pkg!.id, method: 'creditcard', discount_code: 'TIMEBONUS25' }), 'discount_code', 'discount_expired');
    expect(await t.db.select().from(payments).where(eq(payments.userId, m.id))).toEqual([]);
  });

  it('charges the discounted price, and the first paid purchase ends the time bonus and the welcome discount', async () => {
    const m = await member(HOUR);
    const pkg = (await packages(m))[1]!;
    const expected = discountedPrice(pkg.price, 25);
    const { payment_id, checkout_url } = await started(m, { package_id: pkg.id, method: 'creditcard', discount_code: 'timebonus25' });
    expect(await providerAmount(payment_id)).toBe(expected);
    expect(await payment(m, payment_id)).toMatchObject({ amount: expected, discount: { code: 'TIMEBONUS25', value_percentage: 25, original_amount: pkg.price } });
    await checkout(checkout_url, 'paid');
    expect(await payment(m, payment_id)).toMatchObject({ status: 'paid', amount: expected });
    const [row] = await t.db.select().from(users).where(eq(users.id, m.id));
    expect(row).toMatchObject({ paidUser: true, credits: pkg.credits });

    expect(await timeBonus(m)).toMatchObject({ isVisible: false });
    expect((await ask(m)).statusCode).toBe(404);
    expect((await ask(m, '?welcome=true')).statusCode).toBe(404);
    expectRefused(await start(m, { package_id: pkg.id, method: 'creditcard', discount_code: 'TIMEBONUS25' }), 'discount_code', 'discount_first_purchase');
    // TIMEBONUS25 itself stays active for the next new member.
    const [bonus] = await t.db.select().from(discountCodes).where(eq(discountCodes.code, 'TIMEBONUS25'));
    expect(bonus).toMatchObject({ status: 'active', valuePercentage: '25.00', validity: 'once-per-user', purpose: 'timebonus' });
    expect((await timeBonus(await member(0))).isVisible).toBe(true);
  });
});

describe('paying with a code', () => {
  it('checks every rule against the package, the method and the member, and writes nothing when one fails', async () => {
    const m = await member();
    const [smallest] = await packages(m);
    const cases: [Record<string, unknown>, string][] = [
      [{ discount_code: 'NOT-A-CODE' }, 'discount_not_found'],
      [{ discount_code: await code({ country: 'BE' }) }, 'discount_country'],
      [{ discount_code: await code({ currency: 'PLN' }) }, 'discount_currency'],
      [{ discount_code: await code({ minimumOrderValue: '19.96' }) }, 'discount_minimum_order'],
      [{ discount_code: await code({ paymentMethods: ['paypal', 'ideal'] }) }, 'discount_payment_method'],
      [{ discount_code: await code({ expires: new Date(t.clock.now().getTime() - SECOND) }) }, 'discount_expired'],
      [{ discount_code: await code({ status: 'disabled' }) }, 'discount_disabled'],
    ];
    for (const [body, key] of cases) expectRefused(await start(m, { package_id: smallest!.id, method: 'creditcard', ...body }), 'discount_code', key);
    expect(await t.db.select().from(payments).where(eq(payments.userId, m.id))).toEqual([]);
    // At exactly the minimum order value (19.95 for a 19.95 package) and with an allowed method it applies.
    const ok = await code({ minimumOrderValue: (smallest!.price / 100).toFixed(2), paymentMethods: ['creditcard'], valuePercentage: '33.33' });
    const { payment_id } = await started(m, { package_id: smallest!.id, method: 'creditcard', discount_code: ok });
    expect(await providerAmount(payment_id)).toBe(discountedPrice(smallest!.price, 33.33));
  });

  it('uses a once-per-member code once when two payments start at the same moment', async () => {
    const m = await member();
    const [pkg] = await packages(m);
    const text = await code({ validity: 'once-per-user', valuePercentage: '10' });
    const answers = await Promise.all([0, 1].map(() => start(m, { package_id: pkg!.id, method: 'creditcard', discount_code: text })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expectRefused(answers.find((a) => a.statusCode === 400)!, 'discount_code', 'discount_in_use');
    const rows = await t.db.select().from(payments).where(eq(payments.userId, m.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount: discountedPrice(pkg!.price, 10), discountCode: text });
    await checkout(answers.find((a) => a.statusCode === 200)!.json<{ checkout_url: string }>().checkout_url, 'paid');
    expectRefused(await start(m, { package_id: pkg!.id, method: 'creditcard', discount_code: text }), 'discount_code', 'discount_used');
    expectRefused(await ask(m, `?code=${text}`), 'code', 'discount_used');
  });

  it('uses a code meant once in all once, when two members pay with it at the same moment', async () => {
    const a = await member();
    const b = await member();
    const [pkg] = await packages(a);
    const text = await code({ validity: 'once', valuePercentage: '50' });
    const answers = await Promise.all([a, b].map((m) => start(m, { package_id: pkg!.id, method: 'creditcard', discount_code: text })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = answers[0]!.statusCode === 200 ? a : b;
    const loser = winner === a ? b : a;
    await checkout(answers.find((r) => r.statusCode === 200)!.json<{ checkout_url: string }>().checkout_url, 'paid');
    expect((await t.db.select().from(discountCodes).where(eq(discountCodes.code, text)))[0]!.status).toBe('used');
    expectRefused(await start(loser, { package_id: pkg!.id, method: 'creditcard', discount_code: text }), 'discount_code', 'discount_used');
    expect(await t.db.select().from(payments).where(eq(payments.userId, loser.id))).toEqual([]);
  });

  it.each(['failed', 'canceled', 'expired'] as const)('gives the code back when the payment is %s, so it can be used again', async (outcome) => {
    const m = await member();
    const [pkg] = await packages(m);
    const text = await code({ validity: 'once', valuePercentage: '20' });
    const first = await started(m, { package_id: pkg!.id, method: 'creditcard', discount_code: text });
    // While the first payment is underway, the code is held by it.
    expectRefused(await start(m, { package_id: pkg!.id, method: 'creditcard', discount_code: text }), 'discount_code', 'discount_in_use');
    await checkout(first.checkout_url, outcome);
    expect((await payment(m, first.payment_id)).status).toBe(outcome);
    expect(await t.db.select().from(discountRedemptions).where(eq(discountRedemptions.paymentId, first.payment_id))).toEqual([]);
    const again = await started(m, { package_id: pkg!.id, method: 'creditcard', discount_code: text });
    await checkout(again.checkout_url, 'paid');
    expect(await payment(m, again.payment_id)).toMatchObject({ status: 'paid', amount: discountedPrice(pkg!.price, 20) });
    const [row] = await t.db.select().from(users).where(eq(users.id, m.id));
    expect(row!.credits).toBe(pkg!.credits);
  });

  it('lets an unlimited code be used again and again, and a retry with the same key reserve nothing twice', async () => {
    const m = await member();
    const [pkg] = await packages(m);
    const text = await code({ validity: 'unlimited', valuePercentage: '5' });
    const first = await started(m, { package_id: pkg!.id, method: 'creditcard', discount_code: text });
    await checkout(first.checkout_url, 'paid');
    const again = await started(m, { package_id: pkg!.id, method: 'paypal', discount_code: text });
    expect(await payment(m, again.payment_id)).toMatchObject({ amount: discountedPrice(pkg!.price, 5) });

    const once = await code({ validity: 'once-per-user', valuePercentage: '10' });
    const headers = { cookie: m.cookie, host: 'amora.test', 'idempotency-key': `offers-retry-${m.id}` };
    const payload = { package_id: pkg!.id, method: 'creditcard', discount_code: once };
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await t.app.inject({ method: 'POST', url: '/api/payment.php', headers, payload }));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.json<{ payment_id: number }>().payment_id)).size).toBe(1);
    const [held] = await t.db.select().from(discountCodes).where(eq(discountCodes.code, once));
    expect(await t.db.select().from(discountRedemptions).where(eq(discountRedemptions.codeId, held!.id))).toHaveLength(1);
  });

  it('redeems the retention code that account deletion offers, once', async () => {
    const m = await member();
    const offer = await t.app.inject({ method: 'POST', url: '/api/retention-offer.php', headers: { cookie: m.cookie }, payload: {} });
    expect(offer.statusCode).toBe(200);
    const { code: retention, percentage } = offer.json<{ code: string; percentage: number }>();
    expect((await ask(m, `?code=${retention}`)).json()).toMatchObject({ code: retention, kind: 'retention', user_id: m.id, validity: 'once', value_percentage: percentage });
    const pkg = (await packages(m))[2]!;
    const paid = await started(m, { package_id: pkg.id, method: 'paypal', discount_code: retention });
    expect(await providerAmount(paid.payment_id)).toBe(discountedPrice(pkg.price, percentage));
    await checkout(paid.checkout_url, 'paid');
    expectRefused(await ask(m, `?code=${retention}`), 'code', 'discount_used');
    // Someone else never finds it.
    expectRefused(await ask(await member(), `?code=${retention}`), 'code', 'discount_not_found');
  });

  it('never holds two first-purchase discounts at once, and pays the welcome discount', async () => {
    const m = await member(5 * HOUR);
    const welcome = (await ask(m, '?welcome=true')).json<{ code: string }>().code;
    const [pkg] = await packages(m);
    const first = await started(m, { package_id: pkg!.id, method: 'creditcard', discount_code: welcome });
    expect(await providerAmount(first.payment_id)).toBe(discountedPrice(pkg!.price, 25));
    await checkout(first.checkout_url, 'paid');
    expectRefused(await start(m, { package_id: pkg!.id, method: 'creditcard', discount_code: welcome }), 'discount_code', 'discount_first_purchase');

    const fresh = await member(HOUR);
    const code2 = (await ask(fresh, '?welcome=true')).json<{ code: string }>().code;
    await started(fresh, { package_id: pkg!.id, method: 'creditcard', discount_code: 'TIMEBONUS25' });
    expectRefused(await start(fresh, { package_id: pkg!.id, method: 'creditcard', discount_code: code2 }), 'discount_code', 'discount_in_use');
  });
});

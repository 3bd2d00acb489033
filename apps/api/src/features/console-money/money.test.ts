import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, creditLedger, domainEvents, payments, users } from '@dating/db';
import type { TestApp } from '../../../test/build-app.js';
import { payingApp } from '../../../test/paying-app.js';
import { createMember } from '../../../test/factories.js';
import { charge } from '../credits/credits.service.js';
import { providerOf } from '../payments/payments.routes.js';
import type { PaymentProvider } from '../payments/provider.js';
import { refundPayment } from './money.service.js';

/**
 * The admins' money actions (decision 052): credit adjustments through grant/charge, idempotent, never
 * below zero; refunds through the built-in test provider. payingApp checks after every test that every
 * balance equals the sum of its ledger rows.
 */
let t: TestApp;
payingApp((app) => {
  t = app;
});

type Member = Awaited<ReturnType<typeof createMember>>;
let keys = 0;
const key = () => `test-key-${Date.now()}-${++keys}`;

function call(method: 'GET' | 'POST', url: string, cookie: string, payload?: object, idempotencyKey?: string | null) {
  return t.app.inject({
    method,
    url,
    ...(payload && { payload }),
    headers: { cookie, 'accept-language': 'en', 'x-request-type': 'client', ...(idempotencyKey !== null && method === 'POST' && { 'idempotency-key': idempotencyKey ?? key() }) },
  });
}

/** An admin whose console language is English: staff calls answer in it (decision 052). */
const admin = () => createMember(t.db, { role: 'admin', language: 'en' }).then((a) => ({ ...a, cookie: a.staffCookie! }));
const account = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const auditOf = (action: string, recordId: number) =>
  t.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.recordId, String(recordId))));
const ledgerSum = async (id: number) =>
  Number((await t.db.select({ sum: sql<string>`coalesce(sum(${creditLedger.amount}), 0)` }).from(creditLedger).where(eq(creditLedger.userId, id)))[0]!.sum);

const adjust = (cookie: string, body: object, idempotencyKey?: string | null) => call('POST', '/api/staff-credit-adjustment.php', cookie, body, idempotencyKey);

describe('credit adjustments by an admin', () => {
  it('grants and charges through the ledger: the balance equals the ledger sum, one audit row per adjustment, the member sees the reason', async () => {
    const boss = await admin();
    const member = await createMember(t.db, { credits: 10 });
    const granted = await adjust(boss.cookie, { member_id: member.id, direction: 'grant', amount: 25, reason: 'compensation', note: 'Chat outage on 23 Nov' });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().member.credits).toBe(35);
    expect(granted.json().entry).toMatchObject({ amount: 25, balance_after: 35, reason: 'adjustment' });
    const charged = await adjust(boss.cookie, { member_id: member.id, direction: 'charge', amount: 5, reason: 'correction', note: 'Double grant' });
    expect(charged.statusCode, charged.body).toBe(200);
    expect((await account(member.id)).credits).toBe(30);
    expect(await ledgerSum(member.id)).toBe(30);

    const rows = await auditOf('credits.adjust', member.id);
    expect(rows.map((r) => [r.actorId, r.before, (r.after as { amount: number; note: string }).amount, (r.after as { note: string }).note])).toEqual([
      [boss.id, { credits: 10 }, 25, 'Chat outage on 23 Nov'],
      [boss.id, { credits: 35 }, -5, 'Double grant'],
    ]);

    // The member's own transaction list names the reason (a code their language translates), not the admin's note.
    const mine = await t.app.inject({ url: '/api/transactions.php', headers: { cookie: member.cookie } });
    // (The factory's own grant of 10 is dated by the real clock, the adjustments by the test's.)
    expect(mine.json().adjustments.map((a: { amount: number; reason: string }) => [a.amount, a.reason])).toEqual(
      expect.arrayContaining([
        [-5, 'correction'],
        [25, 'compensation'],
        [10, 'goodwill'],
      ]),
    );
    expect(mine.json().adjustments).toHaveLength(3);
    expect(mine.body).not.toContain('Double grant');
  });

  it('a retried request with the same Idempotency-Key adjusts once and answers the same', async () => {
    const boss = await admin();
    const member = await createMember(t.db);
    const body = { member_id: member.id, direction: 'grant', amount: 7, reason: 'goodwill', note: 'Welcome back' };
    const same = key();
    const [first, second] = await Promise.all([adjust(boss.cookie, body, same), adjust(boss.cookie, body, same)]);
    const third = await adjust(boss.cookie, body, same);
    expect([first.statusCode, second.statusCode, third.statusCode]).toEqual([200, 200, 200]);
    expect(third.json()).toEqual(first.json());
    expect((await account(member.id)).credits).toBe(7);
    expect(await auditOf('credits.adjust', member.id)).toHaveLength(1);
    // The same key for another adjustment is refused; no key at all too.
    expect((await adjust(boss.cookie, { ...body, amount: 8 }, same)).json().code).toBe('idempotency_key_reused');
    expect((await adjust(boss.cookie, body, null)).json().code).toBe('idempotency_key_invalid');
    expect((await account(member.id)).credits).toBe(7);
  });

  it('refuses a charge below zero, a wrong amount, a missing note and an unknown or staff account, changing nothing', async () => {
    const boss = await admin();
    const member = await createMember(t.db, { credits: 4 });
    const tooMuch = await adjust(boss.cookie, { member_id: member.id, direction: 'charge', amount: 5, reason: 'correction', note: 'x' });
    expect([tooMuch.statusCode, tooMuch.json().code]).toEqual([409, 'adjustment_exceeds_balance']);
    expect(tooMuch.json().message).toBe("This charge is larger than the member's balance: nothing was taken.");
    for (const amount of [0, -3, 1.5, 100_001, 'abc']) {
      const wrong = await adjust(boss.cookie, { member_id: member.id, direction: 'grant', amount, reason: 'goodwill', note: 'x' });
      expect([wrong.statusCode, wrong.json().fields?.amount]).toEqual([400, 'Enter a number of credits from 1 to 100,000.']);
    }
    const noNote = await adjust(boss.cookie, { member_id: member.id, direction: 'grant', amount: 1, reason: 'goodwill', note: '  ' });
    expect(noNote.json().fields).toEqual({ note: 'This field is required.' });
    const badReason = await adjust(boss.cookie, { member_id: member.id, direction: 'grant', amount: 1, reason: 'because', note: 'x' });
    expect(badReason.statusCode).toBe(400);
    expect((await adjust(boss.cookie, { member_id: 999_999_999, direction: 'grant', amount: 1, reason: 'goodwill', note: 'x' })).statusCode).toBe(404);
    expect((await adjust(boss.cookie, { member_id: boss.id, direction: 'grant', amount: 1, reason: 'goodwill', note: 'x' })).statusCode).toBe(404);
    expect((await account(member.id)).credits).toBe(4);
    expect(await auditOf('credits.adjust', member.id)).toHaveLength(0);
  });

  it('finds a member by id or e-mail with their ledger', async () => {
    const boss = await admin();
    const member = await createMember(t.db, { credits: 3 });
    const { email } = await account(member.id);
    for (const query of [String(member.id), email.toUpperCase()]) {
      const found = await call('GET', `/api/staff-member-credits.php?member=${encodeURIComponent(query)}`, boss.cookie);
      expect(found.statusCode).toBe(200);
      expect(found.json().member).toMatchObject({ id: member.id, email, credits: 3 });
      expect(found.json().ledger).toHaveLength(1);
    }
    expect((await call('GET', '/api/staff-member-credits.php?member=nobody%40example.com', boss.cookie)).statusCode).toBe(404);
  });
});

describe('the role matrix of the money calls: admins only', () => {
  it('refuses visitors, members, operators and moderators', async () => {
    const member = await createMember(t.db);
    const operator = await createMember(t.db, { role: 'operator' });
    const moderator = await createMember(t.db, { role: 'moderator' });
    const calls: ['GET' | 'POST', string, object?][] = [
      ['GET', `/api/staff-member-credits.php?member=${member.id}`],
      ['POST', '/api/staff-credit-adjustment.php', { member_id: member.id, direction: 'grant', amount: 1, reason: 'goodwill', note: 'x' }],
      ['GET', `/api/staff-payments.php?member=${member.id}`],
      ['POST', '/api/staff-payment-refund.php', { payment_id: 1, note: 'x' }],
    ];
    for (const [method, url, body] of calls) {
      expect((await call(method, url, '', body)).json().code).toBe('staff_authentication_required');
      expect((await call(method, url, member.cookie, body)).json().code).toBe('staff_authentication_required');
      expect((await call(method, url, operator.staffCookie!, body)).json().code).toBe('role_required');
      expect((await call(method, url, moderator.staffCookie!, body)).json().code).toBe('role_required');
    }
    expect((await account(member.id)).credits).toBe(0);
  });
});

describe('refunds by an admin through the provider', () => {
  async function paidPurchase(member: Member) {
    const headers = { cookie: member.cookie, 'accept-language': 'en', host: 'amora.test' };
    const list = (await t.app.inject({ url: '/api/credits.php', headers })).json<{ packages: { id: number; credits: number }[] }>();
    const pkg = list.packages[0]!;
    const started = await t.app.inject({ method: 'POST', url: '/api/payment.php', headers, payload: { package_id: pkg.id, method: 'creditcard' } });
    const { payment_id, checkout_url } = started.json<{ payment_id: number; checkout_url: string }>();
    await fetch(checkout_url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=paid', redirect: 'manual' });
    for (let i = 0; i < 50 && (await row(payment_id)).status !== 'paid'; i++) await new Promise((r) => setTimeout(r, 100));
    expect((await row(payment_id)).status).toBe('paid');
    return { paymentId: payment_id, credits: pkg.credits };
  }
  const row = async (id: number) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;
  const refund = (cookie: string, paymentId: number, idempotencyKey?: string) =>
    call('POST', '/api/staff-payment-refund.php', cookie, { payment_id: paymentId, note: 'Member asked within 14 days' }, idempotencyKey);

  it('refunds in full: the credits back through the ledger, premium gone, refunded for the member, one audit row; never twice', async () => {
    const boss = await admin();
    const member = await createMember(t.db, { country: 'NL', credits: 2 });
    const { paymentId, credits } = await paidPurchase(member);
    expect((await account(member.id)).paidUser).toBe(true);

    const found = await call('GET', `/api/staff-payments.php?member=${member.id}`, boss.cookie);
    expect(found.json().payments.map((p: { id: number; status: string }) => [p.id, p.status])).toEqual([[paymentId, 'paid']]);
    const byProvider = await call('GET', `/api/staff-payments.php?payment=${(await row(paymentId)).providerId}`, boss.cookie);
    expect(byProvider.json().payments[0].id).toBe(paymentId);

    const sameKey = key();
    const done = await refund(boss.cookie, paymentId, sameKey);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ payment: { id: paymentId, status: 'refunded' }, credits_taken: credits, credits_spent: 0, premium_revoked: true });
    const after = await account(member.id);
    expect([after.credits, after.paidUser, after.premiumSince]).toEqual([2, false, null]);
    const back = await t.db.select().from(creditLedger).where(and(eq(creditLedger.userId, member.id), eq(creditLedger.reason, 'refund')));
    expect(back.map((e) => [e.amount, e.reference])).toEqual([[-credits, `refund:${paymentId}`]]);

    // The member sees it refunded; the provider's webhook about the refund changes nothing more.
    const mine = await t.app.inject({ url: `/api/payment.php?id=${paymentId}`, headers: { cookie: member.cookie } });
    expect(mine.json().status).toBe('refunded');
    await fetch(new URL('/api/payment-webhook.php', `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=${(await row(paymentId)).providerId}`,
    });
    expect((await account(member.id)).credits).toBe(2);

    // The same request again answers the first refund; another request is refused.
    const retried = await refund(boss.cookie, paymentId, sameKey);
    expect(retried.json()).toEqual(done.json());
    const again = await refund(boss.cookie, paymentId);
    expect([again.statusCode, again.json().code]).toEqual([409, 'payment_not_refundable']);
    expect(await auditOf('payment.refund', paymentId)).toHaveLength(1);
  });

  it('takes back only what is left when credits were spent, and keeps premium while another paid payment stands', async () => {
    const boss = await admin();
    const member = await createMember(t.db, { country: 'NL' });
    const first = await paidPurchase(member);
    await paidPurchase(member);
    const spent = first.credits * 2 - 3;
    await charge(t.db, { userId: member.id, cost: spent, reason: 'message', reference: 'test:spent', now: new Date() });
    const done = await refund(boss.cookie, first.paymentId);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ credits_taken: 3, credits_spent: first.credits - 3, premium_revoked: false });
    expect((await account(member.id)).credits).toBe(0);
    expect((await account(member.id)).paidUser).toBe(true);
  });

  it('refuses an unpaid payment and an unknown one, changing nothing', async () => {
    const boss = await admin();
    const member = await createMember(t.db, { country: 'NL' });
    const headers = { cookie: member.cookie, 'accept-language': 'en', host: 'amora.test' };
    const pkg = (await t.app.inject({ url: '/api/credits.php', headers })).json<{ packages: { id: number }[] }>().packages[0]!;
    const open = (await t.app.inject({ method: 'POST', url: '/api/payment.php', headers, payload: { package_id: pkg.id, method: 'creditcard' } })).json<{ payment_id: number }>();
    const refused = await refund(boss.cookie, open.payment_id);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'payment_not_refundable']);
    expect((await row(open.payment_id)).status).toBe('open');
    expect((await refund(boss.cookie, 999_999_999)).statusCode).toBe(404);
    expect(await auditOf('payment.refund', open.payment_id)).toHaveLength(0);
  });

  describe('a process that dies in the middle of a refund (decision 080)', () => {
    /**
     * The test provider, except that the process "dies" at the refund: the call never comes back, after the
     * provider refunded (`refunds`) or before it was asked. The reservation and its outbox row stay.
     */
    const dyingAt = (refunds: boolean): PaymentProvider => {
      const real = providerOf(t.app)()!;
      return {
        ...real,
        createRefund: async (...args) => {
          if (refunds) await real.createRefund(...args);
          return new Promise<never>(() => undefined);
        },
      };
    };
    const startDying = async (boss: Member, paymentId: number, refunds: boolean) => {
      const actor = { user: { id: boss.id, email: (await account(boss.id)).email, role: 'admin' as const }, ip: null };
      void refundPayment(t.db, dyingAt(refunds), actor, { paymentId, note: 'Member asked within 14 days', now: new Date(), locale: 'en' });
      const started = async () =>
        (await t.db.select().from(domainEvents).where(and(eq(domainEvents.type, 'payment.refund_started'), sql`${domainEvents.payload}->>'paymentId' = ${String(paymentId)}`)))[0];
      for (let i = 0; i < 50 && !(await started())?.id; i++) await new Promise((r) => setTimeout(r, 100));
      // Give a refund the provider is making time to be made.
      if (refunds) for (let i = 0; i < 50 && (await providerOf(t.app)()!.listRefunds((await row(paymentId)).providerId!)).length === 0; i++) await new Promise((r) => setTimeout(r, 100));
      return (await started())!;
    };
    /** The lease of the dead request runs out. */
    const leaseOver = (id: number) => t.db.update(domainEvents).set({ availableAt: sql`now()` }).where(eq(domainEvents.id, id));

    it('after the provider refunded: the sweep books it once, as the request would have', async () => {
      const boss = await admin();
      const member = await createMember(t.db, { country: 'NL', credits: 2 });
      const { paymentId, credits } = await paidPurchase(member);
      const event = await startDying(boss, paymentId, true);
      expect((await row(paymentId)).status).toBe('refunded');
      // Within the lease the sweep leaves it to the request.
      await t.app.events.sweep();
      expect((await account(member.id)).credits).toBe(credits + 2);
      expect(await auditOf('payment.refund', paymentId)).toHaveLength(0);

      await leaseOver(event.id);
      // This sweep, or the app's own running meanwhile, delivers it.
      await t.app.events.sweep();
      for (let i = 0; i < 50 && (await auditOf('payment.refund', paymentId)).length === 0; i++) await new Promise((r) => setTimeout(r, 100));
      const after = await account(member.id);
      expect([after.credits, after.paidUser]).toEqual([2, false]);
      const back = await t.db.select().from(creditLedger).where(and(eq(creditLedger.userId, member.id), eq(creditLedger.reason, 'refund')));
      expect(back.map((e) => [e.amount, e.reference])).toEqual([[-credits, `refund:${paymentId}`]]);
      const [audited] = await auditOf('payment.refund', paymentId);
      expect(audited).toMatchObject({ actorId: boss.id, after: { status: 'refunded', credits_taken: credits, premium_revoked: true, note: 'Member asked within 14 days' } });

      // Delivered: another sweep, and the provider's webhook about the refund, take nothing more.
      await leaseOver(event.id);
      await t.app.events.sweep();
      await fetch(new URL('/api/payment-webhook.php', `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `id=${(await row(paymentId)).providerId}`,
      });
      await new Promise((r) => setTimeout(r, 300));
      expect((await account(member.id)).credits).toBe(2);
      expect(await auditOf('payment.refund', paymentId)).toHaveLength(1);
    });

    it('before the provider was asked: the sweep lets the reservation go, and the payment can be refunded again', async () => {
      const boss = await admin();
      const member = await createMember(t.db, { country: 'NL', credits: 2 });
      const { paymentId, credits } = await paidPurchase(member);
      const before = await row(paymentId);
      const event = await startDying(boss, paymentId, false);
      expect((await row(paymentId)).refundedAmount).toBe(before.amount);

      await leaseOver(event.id);
      await t.app.events.sweep();
      for (let i = 0; i < 50 && (await row(paymentId)).refundedAmount !== 0; i++) await new Promise((r) => setTimeout(r, 100));
      expect(await row(paymentId)).toMatchObject({ status: 'paid', refundedAmount: 0, updatedAt: before.updatedAt });
      expect((await account(member.id)).credits).toBe(credits + 2);
      expect(await auditOf('payment.refund', paymentId)).toHaveLength(0);

      const done = await refund(boss.cookie, paymentId);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toMatchObject({ payment: { status: 'refunded' }, credits_taken: credits });
      expect((await account(member.id)).credits).toBe(2);
    });
  });
});

describe('partial refunds by an admin (decision 060)', () => {
  async function paidPurchase(member: Member) {
    const headers = { cookie: member.cookie, 'accept-language': 'en', host: 'amora.test' };
    const pkg = (await t.app.inject({ url: '/api/credits.php', headers })).json<{ packages: { id: number; credits: number }[] }>().packages[0]!;
    const started = (await t.app.inject({ method: 'POST', url: '/api/payment.php', headers, payload: { package_id: pkg.id, method: 'creditcard' } })).json<{
      payment_id: number;
      checkout_url: string;
    }>();
    await fetch(started.checkout_url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'outcome=paid', redirect: 'manual' });
    for (let i = 0; i < 50 && (await row(started.payment_id)).status !== 'paid'; i++) await new Promise((r) => setTimeout(r, 100));
    return row(started.payment_id);
  }
  const row = async (id: number) => (await t.db.select().from(payments).where(eq(payments.id, id)))[0]!;
  const refund = (cookie: string, body: { payment_id: number; amount?: number | string }, idempotencyKey?: string) =>
    call('POST', '/api/staff-payment-refund.php', cookie, { ...body, note: 'Part of the order was a mistake' }, idempotencyKey);
  const webhook = async (providerId: string) =>
    fetch(new URL('/api/payment-webhook.php', `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=${providerId}`,
    });
  const eur = (minor: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(minor / 100);

  it('two partial refunds then the rest: they add up, the credits go back in proportion, premium ends only with the last', async () => {
    const boss = await admin();
    const member = await createMember(t.db, { country: 'NL' });
    const paid = await paidPurchase(member);
    expect(paid.currency).toBe('EUR');
    const third = Math.floor(paid.amount / 3);
    const firstDue = Math.ceil((paid.credits * third) / paid.amount);
    const secondDue = Math.ceil((paid.credits * third * 2) / paid.amount) - firstDue;

    const first = await refund(boss.cookie, { payment_id: paid.id, amount: third });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ payment: { status: 'paid', refunded_amount: third }, refund_amount: third, credits_taken: firstDue, credits_spent: 0, premium_revoked: false });
    // The provider tells us about the refund: it was counted already, nothing more is taken.
    await webhook(paid.providerId!);
    expect((await account(member.id)).credits).toBe(paid.credits - firstDue);
    // What was refunded no longer counts as spent this month.
    const cap = await t.app.inject({ url: '/api/spending-cap.php', headers: { cookie: member.cookie } });
    expect(cap.json().spent).toBe(paid.amount - third);

    const second = await refund(boss.cookie, { payment_id: paid.id, amount: third });
    expect(second.json()).toMatchObject({ payment: { status: 'paid', refunded_amount: third * 2 }, credits_taken: secondDue, premium_revoked: false });
    expect((await account(member.id)).paidUser).toBe(true);

    // The rest: no amount means all that remains.
    const rest = await refund(boss.cookie, { payment_id: paid.id });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ payment: { status: 'refunded', refunded_amount: paid.amount }, refund_amount: paid.amount - third * 2, premium_revoked: true });
    await webhook(paid.providerId!);
    const after = await account(member.id);
    expect([after.credits, after.paidUser]).toEqual([0, false]);
    const taken = await t.db.select().from(creditLedger).where(and(eq(creditLedger.userId, member.id), eq(creditLedger.reason, 'refund')));
    expect(taken.reduce((sum, e) => sum + e.amount, 0)).toBe(-paid.credits);
    expect(await auditOf('payment.refund', paid.id)).toHaveLength(3);
    const last = (await auditOf('payment.refund', paid.id)).at(-1)!;
    expect(last.before).toMatchObject({ status: 'paid', refunded_amount: third * 2 });
    expect(last.after).toMatchObject({ status: 'refunded', refunded_amount: paid.amount, note: 'Part of the order was a mistake' });

    // Nothing remains to refund.
    const more = await refund(boss.cookie, { payment_id: paid.id, amount: 1 });
    expect([more.statusCode, more.json().code]).toEqual([409, 'payment_not_refundable']);
  });

  it('a chargeback after a partial refund takes back only the credits of the rest', async () => {
    const boss = await admin();
    const member = await createMember(t.db, { country: 'NL' });
    const paid = await paidPurchase(member);
    const part = await refund(boss.cookie, { payment_id: paid.id, amount: 500 });
    const firstDue = Math.ceil((paid.credits * 500) / paid.amount);
    expect(part.json().credits_taken).toBe(firstDue);
    const base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    const back = await fetch(`${base}/dev/mollie/test/payments/${paid.providerId}/chargebacks`, { method: 'POST' });
    expect(back.status).toBe(201);
    for (let i = 0; i < 50 && (await row(paid.id)).status !== 'charged_back'; i++) await new Promise((r) => setTimeout(r, 100));
    expect((await row(paid.id)).status).toBe('charged_back');
    const taken = await t.db.select().from(creditLedger).where(and(eq(creditLedger.userId, member.id), eq(creditLedger.reason, 'refund')));
    expect(taken.map((e) => e.amount).sort((a, b) => a - b)).toEqual([-(paid.credits - firstDue), -firstDue].sort((a, b) => a - b));
    expect((await account(member.id)).credits).toBe(0);
  });

  it('refuses more than what remains with a clear message, and a wrong amount, changing nothing', async () => {
    const boss = await admin();
    const member = await createMember(t.db, { country: 'NL' });
    const paid = await paidPurchase(member);
    const part = await refund(boss.cookie, { payment_id: paid.id, amount: 100 });
    expect(part.statusCode, part.body).toBe(200);
    const over = await refund(boss.cookie, { payment_id: paid.id, amount: paid.amount - 99 });
    expect([over.statusCode, over.json().code]).toEqual([409, 'refund_exceeds_remaining']);
    expect(over.json().message).toBe(`This refund is more than what is left of the payment: at most ${eur(paid.amount - 100)} can still be refunded. Nothing was refunded.`);
    expect(over.json()).toMatchObject({ remaining_amount: paid.amount - 100, currency: 'EUR' });
    for (const amount of [0, -5, 1.5, 'ten']) {
      const wrong = await refund(boss.cookie, { payment_id: paid.id, amount });
      expect([wrong.statusCode, wrong.json().fields?.amount]).toEqual([400, 'Enter an amount greater than zero, with at most two decimals.']);
    }
    expect((await row(paid.id)).refundedAmount).toBe(100);
    expect(await auditOf('payment.refund', paid.id)).toHaveLength(1);
  });

  it('parallel retries of one refund with the same Idempotency-Key refund once; different refunds at once never exceed the payment', async () => {
    const boss = await admin();
    const member = await createMember(t.db, { country: 'NL' });
    const paid = await paidPurchase(member);
    const same = key();
    const answers = await Promise.all([1, 2, 3].map(() => refund(boss.cookie, { payment_id: paid.id, amount: 200 }, same)));
    // The retries wait for the first and answer what it answered.
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    for (const a of answers) expect(a.json()).toEqual(answers[0]!.json());
    expect((await row(paid.id)).refundedAmount).toBe(200);
    expect(await auditOf('payment.refund', paid.id)).toHaveLength(1);

    // Two admins each refunding more than half at the same moment: one is refused.
    const half = Math.ceil((paid.amount - 200) / 2) + 1;
    const both = await Promise.all([refund(boss.cookie, { payment_id: paid.id, amount: half }), refund(boss.cookie, { payment_id: paid.id, amount: half })]);
    expect(both.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await row(paid.id)).refundedAmount).toBe(200 + half);
  });
});

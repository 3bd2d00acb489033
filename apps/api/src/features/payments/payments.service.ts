import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { Locale, Payment, PaymentState } from '@dating/contracts';
import { bookCredits, payments, users, type Db, type DbOrTx, type MemberRow } from '@dating/db';
import { fail, invalid } from '../../lib/api-error.js';
import { emit } from '../../events/emit.js';
import { grant } from '../credits/credits.service.js';
import { memberCountry, priceList, TRYOUT_TAKEN, tryoutAvailable } from './packages.service.js';
import { isProviderMethod, type PaymentProvider, type ProviderPayment } from './provider.js';
import { checkSpendingCap } from './spending-cap.service.js';
import { checkCode, discountColumns, findCode, redeemCode, releaseCode, reserveCode, type CodeRow } from '../offers/offers.service.js';

type PaymentRow = typeof payments.$inferSelect;

/**
 * How long an open or pending tryout payment keeps the member from starting another tryout (decision
 * 031): longer than a checkout stays open at the provider for the methods paid on the spot (iDEAL
 * 15 min, cards 30 min), short enough that a bank transfer left waiting for days does not lock the
 * tryout away. The provider is asked first, so a payment that already ended there stands in nobody's way;
 * a second tryout paid after all is refunded.
 */
export const TRYOUT_HOLD_MS = 60 * 60_000;

/** The member's open or pending tryout payments younger than TRYOUT_HOLD_MS. */
async function tryoutsUnderway(db: DbOrTx, userId: number, now: Date): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.tryout, true),
        inArray(payments.status, ['open', 'pending']),
        gt(payments.createdAt, new Date(now.getTime() - TRYOUT_HOLD_MS)),
      ),
    );
}

/** Our states, in the order a payment may move through them: a payment never goes back. */
const FINAL: ReadonlySet<string> = new Set(['paid', 'failed', 'canceled', 'expired', 'refunded', 'charged_back']);

export function present(row: PaymentRow): Payment {
  return {
    id: row.id,
    status: row.status as PaymentState,
    package_id: row.packageId,
    credits: row.credits,
    tryout: row.tryout,
    amount: row.amount,
    currency: row.currency as Payment['currency'],
    refunded_amount: row.refundedAmount,
    method: row.method,
    sequence_type: row.sequenceType as Payment['sequence_type'],
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    bank_transfer: row.bankTransfer
      ? {
          bank_name: row.bankTransfer.bankName,
          iban: row.bankTransfer.iban,
          bic: row.bankTransfer.bic,
          reference: row.bankTransfer.reference,
          due_date: row.expiresAt?.toISOString() ?? null,
        }
      : null,
    discount:
      row.discountCode && row.discountPercentage !== null && row.originalAmount !== null
        ? { code: row.discountCode, value_percentage: Number(row.discountPercentage), original_amount: row.originalAmount }
        : null,
  };
}

export interface StartInput {
  packageId: number;
  method: string;
  issuer?: string | undefined;
  /** A discount code the member applies (decision 036). */
  discountCode?: string | undefined;
  locale: Locale;
  siteDefaultCountry: string;
  description: (credits: number) => string;
  redirectUrl: (paymentId: number) => string;
  webhookUrl: string;
  now: Date;
}

/**
 * Starts a payment: the package must be on the member's own price list, the method (and its bank) one
 * the provider offers for that country and amount; the tryout only while the member may still have it,
 * decided with the member's row locked. The row is written first (open), then the provider is asked for
 * the payment and its id kept. A provider that fails leaves the row failed and answers 503.
 */
export async function startPayment(db: Db, provider: PaymentProvider | null, member: MemberRow, input: StartInput, log: FastifyBaseLogger): Promise<{ payment_id: number; checkout_url: string }> {
  const country = await memberCountry(db, member.id);
  const list = await priceList(db, country, input.siteDefaultCountry);
  const pkg = [...list.packages, ...(list.tryout ? [list.tryout] : [])].find((p) => p.id === input.packageId);
  if (!pkg) throw invalid({ package_id: 'package_unavailable' });
  if (!isProviderMethod(input.method)) throw invalid({ method: 'payment_method_unavailable' });
  if (!provider) throw fail('service_unavailable');
  // A discount code: every rule checked now (so a refused code costs no call to the provider) and again
  // in the transaction below, with the member's row locked, where it is reserved with the payment.
  const target = { country: country ?? list.country, currency: pkg.currency, price: pkg.price, method: input.method };
  const checked = input.discountCode === undefined ? null : await checkCode(db, member, await findCode(db, input.discountCode), target, input.now, 'discount_code');
  const { amount } = discountColumns(checked, pkg.price);

  let methods;
  let firstMethods;
  try {
    // The methods that can start a mandate (sequenceType first) are asked for too: a payment with one of
    // them leaves a mandate for repeat orders; any other method is paid as a one-off.
    [methods, firstMethods] = await Promise.all([
      provider.listMethods(list.country, { amount, currency: pkg.currency }, input.locale),
      provider.listMethods(list.country, { amount, currency: pkg.currency }, input.locale, 'first').catch((error: unknown) => {
        log.warn({ err: error }, 'payment provider gave no first-payment methods; paying as a one-off');
        return [];
      }),
    ]);
  } catch (error) {
    log.warn({ err: error }, 'payment provider gave no methods; payment not started');
    throw fail('service_unavailable');
  }
  const method = methods.find((m) => m.id === input.method);
  if (!method) throw invalid({ method: 'payment_method_unavailable' });
  if (input.issuer !== undefined && !method.issuers.some((i) => i.id === input.issuer)) throw invalid({ issuer: 'issuer_unavailable' });
  const startsMandate = firstMethods.some((m) => m.id === method.id);

  if (pkg.tryout) {
    // A tryout payment already underway may have ended at the provider without its webhook reaching us
    // yet (the member cancelled, then came back): ask first, so only a live one stands in the way.
    for (const other of await tryoutsUnderway(db, member.id, input.now)) {
      if (!other.providerId) continue;
      try {
        const found = await provider.findPayment(other.providerId);
        if (found) await applyProviderPayment(db, found, input.now, log);
      } catch (error) {
        log.warn({ err: error, paymentId: other.id }, 'payment provider not reached; the tryout payment underway counts as live');
      }
    }
  }

  const row = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(users).where(eq(users.id, member.id)).for('update');
    if (!locked) throw fail('not_found');
    if (pkg.tryout && !(await tryoutAvailable(tx, locked))) throw invalid({ package_id: 'tryout_taken' });
    // Two tryouts started side by side (two tabs, a double click with two keys): the second waits on the
    // member's row, then sees the first and is refused.
    if (pkg.tryout && (await tryoutsUnderway(tx, member.id, input.now)).length > 0) throw invalid({ package_id: 'tryout_underway' });
    // The code once more, on the locked member (paid since? another payment holding it committed since?).
    const code: CodeRow | null = checked && (await checkCode(tx, locked, await findCode(tx, checked.code), target, input.now, 'discount_code'));
    // The member's own monthly cap (decision 039), counted with their row locked.
    await checkSpendingCap(tx, locked, { amount, currency: pkg.currency }, input.now, input.locale);
    const [inserted] = await tx
      .insert(payments)
      .values({
        userId: member.id,
        packageId: pkg.id,
        credits: pkg.credits,
        tryout: pkg.tryout,
        ...discountColumns(code, pkg.price),
        currency: pkg.currency,
        method: method.id,
        sequenceType: startsMandate ? 'first' : 'oneoff',
        createdAt: input.now,
        updatedAt: input.now,
      })
      .returning();
    if (!inserted) throw new Error('payment row not written');
    if (code) await reserveCode(tx, code, member.id, inserted.id, input.now);
    return inserted;
  });

  const base = {
    amount: row.amount,
    currency: row.currency,
    description: input.description(row.credits),
    method: method.id,
    ...(input.issuer !== undefined && { issuer: input.issuer }),
    redirectUrl: input.redirectUrl(row.id),
    webhookUrl: input.webhookUrl,
    metadata: { payment_id: row.id },
    locale: input.locale,
    country: list.country,
  };
  // A first payment on the member's customer (made now if they have none); the stored customer may be
  // unknown to the provider (the built-in one forgets on restart): then once more with a new customer,
  // and last as a one-off, so a member can always pay.
  const attempts: (() => Promise<ProviderPayment>)[] = [];
  if (startsMandate) {
    attempts.push(async () => provider.createPayment({ ...base, sequenceType: 'first', customerId: await customerOf(db, provider, member, input.locale, list.country, false) }));
    if (member.paymentCustomerId) {
      attempts.push(async () => provider.createPayment({ ...base, sequenceType: 'first', customerId: await customerOf(db, provider, member, input.locale, list.country, true) }));
    }
  }
  attempts.push(() => provider.createPayment({ ...base, ...(startsMandate && { sequenceType: 'oneoff' as const }) }));

  let created: ProviderPayment | null = null;
  for (const attempt of attempts) {
    try {
      created = await attempt();
      break;
    } catch (error) {
      log.warn({ err: error, paymentId: row.id }, 'payment provider refused the payment');
    }
  }
  if (!created) {
    await db.transaction(async (tx) => {
      await tx.update(payments).set({ status: 'failed', updatedAt: new Date() }).where(eq(payments.id, row.id));
      await releaseCode(tx, row.id);
    });
    throw fail('service_unavailable');
  }
  await db
    .update(payments)
    .set({ providerId: created.id, sequenceType: created.sequenceType, bankTransfer: created.bankTransfer, expiresAt: created.expiresAt, updatedAt: new Date() })
    .where(eq(payments.id, row.id));
  // A bank transfer's details are known now: the member reads them on our own page (decision 030),
  // not on the provider's, and the payment stays open until the money arrives.
  if (created.bankTransfer) return { payment_id: row.id, checkout_url: input.redirectUrl(row.id) };
  if (!created.checkoutUrl) throw fail('service_unavailable');
  return { payment_id: row.id, checkout_url: created.checkoutUrl };
}

/**
 * The member's customer at the provider (users.payment_customer_id): the stored one, or a new one made
 * and stored now; `fresh` replaces a stored one the provider does not know. Two payments started at once
 * keep the customer stored first.
 */
export async function customerOf(db: DbOrTx, provider: PaymentProvider, member: MemberRow, locale: Locale, country: string, fresh: boolean): Promise<string> {
  if (!fresh) {
    const [stored] = await db.select({ id: users.paymentCustomerId }).from(users).where(eq(users.id, member.id));
    if (stored?.id) return stored.id;
  }
  const created = await provider.createCustomer({ email: member.email, locale, country, metadata: { user_id: member.id } });
  const [kept] = await db
    .update(users)
    .set({ paymentCustomerId: fresh ? created.id : sql`coalesce(${users.paymentCustomerId}, ${created.id})` })
    .where(eq(users.id, member.id))
    .returning({ id: users.paymentCustomerId });
  return kept?.id ?? created.id;
}

/**
 * A paid first payment leaves a mandate: Mollie names it on the payment; where it does not (yet), the
 * customer's newest valid mandate is taken, so the payment row can record it.
 */
export async function withMandate(provider: PaymentProvider, p: ProviderPayment): Promise<ProviderPayment> {
  if (p.sequenceType !== 'first' || p.status !== 'paid' || p.mandateId || !p.customerId) return p;
  try {
    const valid = (await provider.listMandates(p.customerId)).filter((m) => m.status === 'valid');
    return { ...p, mandateId: valid[0]?.id ?? null };
  } catch {
    // The payment is applied all the same; the repeat order asks for the mandates again.
    return p;
  }
}

/** The provider's status in our words: authorized (a card not yet captured) is still pending. */
export function stateOf(p: ProviderPayment): PaymentState {
  switch (p.status) {
    case 'open':
      return 'open';
    case 'pending':
    case 'authorized':
      return 'pending';
    default:
      return p.status;
  }
}

/**
 * Applies what the provider says about a payment, once, in one transaction with the payment row
 * locked: an open or pending payment moves to its new state; on `paid` the credits are granted with a
 * ledger row `purchase` / `payment:<id>`, the member becomes premium for life on the first paid
 * purchase, and payment.completed is emitted. A payment already in a final state is left alone, so
 * any number of webhooks (in a row or at once) and the return page apply it once. Answers the row, or
 * null when the payment is not ours or does not match what we asked for.
 */
export async function applyProviderPayment(db: Db, p: ProviderPayment, now: Date, log: FastifyBaseLogger): Promise<PaymentRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(payments).where(eq(payments.providerId, p.id)).for('update');
    if (!row) {
      log.info({ providerId: p.id }, 'payment webhook for a payment we do not know; ignored');
      return null;
    }
    if (row.amount !== p.amount || row.currency !== p.currency) {
      log.error({ paymentId: row.id, providerId: p.id }, 'provider payment does not match the amount we asked; not applied');
      return null;
    }
    // Refunds made through the console are already counted on the row (refunded_amount, decision 060): only what goes beyond them is new.
    if (row.status === 'paid' && p.amountRefunded + p.amountChargedBack > row.refundedAmount) return takeBack(tx, row, p, now);
    const next = stateOf(p);
    if (FINAL.has(row.status)) return row;
    if (next === row.status) {
      // Nothing moved; a bank transfer whose details came only now keeps them.
      if (!p.bankTransfer || row.bankTransfer) return row;
      const [kept] = await tx.update(payments).set({ bankTransfer: p.bankTransfer, expiresAt: p.expiresAt ?? row.expiresAt }).where(eq(payments.id, row.id)).returning();
      return kept ?? row;
    }
    if (next !== 'paid') {
      // A payment that ended unpaid gives its discount code back.
      if (next === 'failed' || next === 'canceled' || next === 'expired') await releaseCode(tx, row.id);
      const [moved] = await tx.update(payments).set({ status: next, method: p.method ?? row.method, mandateId: p.mandateId ?? row.mandateId, updatedAt: now }).where(eq(payments.id, row.id)).returning();
      return moved ?? row;
    }
    if (row.tryout) {
      // The tryout is once per member. A second tryout paid after all (started before the first was paid,
      // e.g. a bank transfer) is not applied: it is refunded in full through the provider (decision 031).
      await tx.select({ id: users.id }).from(users).where(eq(users.id, row.userId)).for('update');
      const [had] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.userId, row.userId), eq(payments.tryout, true), ne(payments.id, row.id), inArray(payments.status, [...TRYOUT_TAKEN])))
        .limit(1);
      if (had) {
        log.info({ paymentId: row.id, firstTryout: had.id }, 'a second tryout was paid; refunded, nothing granted');
        const [refunded] = await tx
          .update(payments)
          .set({ status: 'refunded', method: p.method ?? row.method, paidAt: now, updatedAt: now })
          .where(eq(payments.id, row.id))
          .returning();
        await emit(tx, { type: 'payment.refund_due', paymentId: row.id, providerId: p.id, userId: row.userId, reason: 'tryout_repeated' });
        // Refunded in full, nothing granted: its discount code is given back as well.
        await releaseCode(tx, row.id);
        return refunded ?? row;
      }
    }
    await grant(tx, { userId: row.userId, amount: row.credits, reason: 'purchase', reference: `payment:${row.id}`, now });
    await redeemCode(tx, row.id);
    const premium = await tx
      .update(users)
      .set({ paidUser: true, premiumSince: sql`coalesce(${users.premiumSince}, ${now.toISOString()}::timestamptz)` })
      .where(and(eq(users.id, row.userId), eq(users.paidUser, false)))
      .returning({ id: users.id });
    const [paid] = await tx.update(payments).set({ status: 'paid', method: p.method ?? row.method, mandateId: p.mandateId ?? row.mandateId, paidAt: now, updatedAt: now }).where(eq(payments.id, row.id)).returning();
    await emit(tx, { type: 'payment.completed', paymentId: row.id, userId: row.userId, credits: row.credits, firstPurchase: premium.length > 0 });
    return paid ?? row;
  });
}

/**
 * The credits belonging to the first `refunded` minor units of a payment: its credits in proportion,
 * rounded up. Partial refunds take the difference of this before and after, so any number of them adds
 * up to exactly the payment's credits once it is refunded in full (decision 060).
 */
export const creditsOfShare = (row: Pick<PaymentRow, 'credits' | 'amount'>, refunded: number) => Math.ceil((row.credits * Math.min(refunded, row.amount)) / row.amount);

/**
 * A paid purchase refunded or charged back (the first notice of either beyond the console's own partial
 * refunds): the credits of the share of the amount given back (less what those took already) are taken
 * back with their own ledger row (`refund`, reference refund:<id> or chargeback:<id>), as far as the member still has them — credits already spent stay spent, a balance
 * never goes below zero. Premium for life stays. Later refunds of the same payment change nothing more.
 */
async function takeBack(tx: DbOrTx, row: PaymentRow, p: ProviderPayment, now: Date): Promise<PaymentRow> {
  const chargedBack = p.amountChargedBack > 0;
  const share = Math.min(row.amount, p.amountRefunded + p.amountChargedBack);
  // Of the credits of the share given back, those of the console's partial refunds were taken back already.
  const due = creditsOfShare(row, share) - creditsOfShare(row, row.refundedAmount);
  const [user] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, row.userId)).for('update');
  const take = Math.min(due, user?.credits ?? 0);
  if (take > 0) {
    await bookCredits(tx, { userId: row.userId, amount: -take, reason: 'refund', reference: `${chargedBack ? 'chargeback' : 'refund'}:${row.id}`, now });
  }
  const [moved] = await tx
    .update(payments)
    .set({ status: chargedBack ? 'charged_back' : 'refunded', updatedAt: now })
    .where(eq(payments.id, row.id))
    .returning();
  await emit(tx, { type: 'payment.reversed', paymentId: row.id, userId: row.userId, creditsTaken: take, kind: chargedBack ? 'chargeback' : 'refund' });
  return moved ?? row;
}

/** One payment of the member's own; someone else's is not found. */
export async function ownPayment(db: DbOrTx, userId: number, id: number): Promise<PaymentRow> {
  const [row] = await db.select().from(payments).where(and(eq(payments.id, id), eq(payments.userId, userId)));
  if (!row) throw fail('not_found');
  return row;
}

export async function memberPayments(db: DbOrTx, userId: number): Promise<PaymentRow[]> {
  return db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt), desc(payments.id));
}


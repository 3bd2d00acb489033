import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { ADJUSTMENT_REASONS, type AdjustmentReason, type AdminPayment, type LedgerEntry, type MemberAdjustment, type MoneyMember } from '@dating/contracts';
import { creditLedger, domainEvents, payments, profiles, users, type Db, type DbOrTx } from '@dating/db';
import { ApiError, fail } from '../../lib/api-error.js';
import { emit } from '../../events/emit.js';
import type { EventOf } from '../../events/types.js';
import { audit, type AuditActor } from '../staff/audit.service.js';
import { charge, grant } from '../credits/credits.service.js';
import { creditsOfShare, present } from '../payments/payments.service.js';
import type { PaymentProvider } from '../payments/provider.js';

type PaymentRow = typeof payments.$inferSelect;

/** The newest ledger rows an admin sees of a member. */
const LEDGER_ROWS = 50;
const PAYMENT_ROWS = 50;

/** A member by account id or whole e-mail address (any case); staff accounts are not members here. */
export async function findMember(db: DbOrTx, query: string): Promise<MoneyMember> {
  const byId = /^\d{1,9}$/.test(query);
  const [row] = await db
    .select({ id: users.id, email: users.email, name: profiles.name, credits: users.credits, premium: users.paidUser, role: users.role })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(byId ? eq(users.id, Number(query)) : sql`lower(${users.email}) = lower(${query})`);
  if (!row || row.role !== 'member') throw fail('not_found');
  return { id: row.id, email: row.email, name: row.name, credits: row.credits, premium: row.premium };
}

function presentEntry(row: typeof creditLedger.$inferSelect): LedgerEntry {
  return { id: row.id, amount: row.amount, balance_after: row.balanceAfter, reason: row.reason, reference: row.reference, created_at: row.createdAt.toISOString() };
}

export async function memberLedger(db: DbOrTx, userId: number): Promise<LedgerEntry[]> {
  const rows = await db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(desc(creditLedger.createdAt), desc(creditLedger.id)).limit(LEDGER_ROWS);
  return rows.map(presentEntry);
}

/** An adjustment's ledger reference: `admin:<reason>:<uuid>`; the member's list reads the reason back from it. */
const adjustmentReference = (reason: AdjustmentReason) => `admin:${reason}:${randomUUID()}`;

function reasonOf(reference: string, amount: number): AdjustmentReason {
  const named = reference.split(':')[1];
  return ADJUSTMENT_REASONS.find((r) => r === named) ?? (amount > 0 ? 'goodwill' : 'correction');
}

/**
 * An admin's credit adjustment, in the caller's transaction (the idempotent call's, so a retried request
 * answers the first adjustment): through `grant` or `charge` only, a charge never below zero, and one
 * audit row with the balance before and after and the admin's note.
 */
export async function adjustCredits(
  tx: DbOrTx,
  actor: AuditActor,
  input: { memberId: number; direction: 'grant' | 'charge'; amount: number; reason: AdjustmentReason; note: string; now: Date },
): Promise<{ member: MoneyMember; entry: LedgerEntry }> {
  const before = await findMember(tx, String(input.memberId));
  const reference = adjustmentReference(input.reason);
  const booking = { userId: before.id, reason: 'adjustment' as const, reference, now: input.now };
  try {
    if (input.direction === 'grant') await grant(tx, { ...booking, amount: input.amount });
    else await charge(tx, { ...booking, cost: input.amount });
  } catch (error) {
    if (error instanceof ApiError && error.code === 'insufficient_credits') throw fail('adjustment_exceeds_balance');
    throw error;
  }
  const [row] = await tx.select().from(creditLedger).where(and(eq(creditLedger.userId, before.id), eq(creditLedger.reference, reference)));
  if (!row) throw new Error('adjustment not booked');
  const member = await findMember(tx, String(before.id));
  await audit(
    tx,
    actor,
    {
      action: 'credits.adjust',
      recordType: 'user',
      recordId: before.id,
      before: { credits: before.credits },
      after: { credits: member.credits, amount: row.amount, reason: input.reason, note: input.note, ledger_id: row.id },
    },
    input.now,
  );
  return { member, entry: presentEntry(row) };
}

/** The admins' adjustments of a member's credits, as the member's transaction list shows them. */
export async function memberAdjustments(db: DbOrTx, userId: number): Promise<MemberAdjustment[]> {
  const rows = await db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.reason, 'adjustment')))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id));
  return rows.map((r) => ({ id: r.id, amount: r.amount, reason: reasonOf(r.reference, r.amount), created_at: r.createdAt.toISOString() }));
}

function presentAdmin(row: PaymentRow, email: string): AdminPayment {
  return { ...present(row), member: { id: row.userId, email }, provider_id: row.providerId };
}

/** One payment by our number or the provider's id, or a member's payments, newest first. */
export async function findPayments(db: DbOrTx, query: { payment?: string | undefined; member?: string | undefined }): Promise<AdminPayment[]> {
  const select = db.select({ row: payments, email: users.email }).from(payments).innerJoin(users, eq(users.id, payments.userId));
  if (query.payment !== undefined) {
    const id = query.payment.replace(/^#/, '');
    const where = /^\d{1,15}$/.test(id) ? eq(payments.id, Number(id)) : eq(payments.providerId, id);
    return (await select.where(where)).map((r) => presentAdmin(r.row, r.email));
  }
  const member = await findMember(db, query.member ?? '');
  const rows = await select.where(eq(payments.userId, member.id)).orderBy(desc(payments.createdAt), desc(payments.id)).limit(PAYMENT_ROWS);
  return rows.map((r) => presentAdmin(r.row, r.email));
}

export interface RefundOutcome {
  payment: AdminPayment;
  refund_amount: number;
  credits_taken: number;
  credits_spent: number;
  premium_revoked: boolean;
}

const formatMoney = (minor: number, currency: string, locale: string) => new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);

/**
 * How long the request that reserved a refund has to ask the provider and book the refund before the sweep
 * takes over (decision 080): far longer than a provider call, so the sweep only ever finds a refund whose
 * process died.
 */
export const REFUND_LEASE_MS = 10 * 60_000;

type RefundStarted = EventOf<'payment.refund_started'>;

/**
 * A refund of a paid payment through the provider, in full or in part (decisions 052, 060, 080). The amount is
 * first reserved on the payment in a short transaction of its own (row locked: `refunded_amount` grows,
 * and the payment becomes `refunded` when nothing remains) — so refunds at once can never add up to more
 * than was paid, and the provider's webhook about this refund finds it already counted — together with an
 * outbox row (`payment.refund_started`) leased for REFUND_LEASE_MS; then the provider is asked, with that row's
 * id in the refund's metadata. When it refuses or cannot be reached the reservation is undone and nothing else
 * changed. Once the provider has refunded, `bookRefund` takes the credits back and marks the outbox row
 * delivered in one transaction. Should this process die between the reservation and the booking, the sweep
 * delivers the row after its lease and `recoverRefund` finishes the work: booked if the provider has a refund
 * with that id, else the reservation let go.
 */
export async function refundPayment(
  db: Db,
  provider: PaymentProvider | null,
  actor: AuditActor,
  input: { paymentId: number; amount?: number | undefined; note: string; now: Date; locale: string },
): Promise<RefundOutcome> {
  if (!provider) throw fail('service_unavailable');
  const { started, eventId, currency } = await db.transaction(async (tx) => {
    const [row] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for('update');
    if (!row) throw fail('not_found');
    const remaining = row.amount - row.refundedAmount;
    if (row.status !== 'paid' || !row.providerId || remaining <= 0) throw fail('payment_not_refundable');
    const amount = input.amount ?? remaining;
    if (amount > remaining) {
      throw fail('refund_exceeds_remaining', { remaining: formatMoney(remaining, row.currency, input.locale), remaining_amount: remaining, currency: row.currency });
    }
    const after = row.refundedAmount + amount;
    await tx
      .update(payments)
      .set({ refundedAmount: after, status: after === row.amount ? 'refunded' : 'paid', updatedAt: input.now })
      .where(eq(payments.id, row.id));
    const event: RefundStarted = {
      type: 'payment.refund_started',
      paymentId: row.id,
      providerId: row.providerId,
      amount,
      before: { status: row.status, refundedAmount: row.refundedAmount, updatedAt: row.updatedAt.toISOString() },
      actor: { user: { id: actor.user.id, email: actor.user.email, role: actor.user.role }, ip: actor.ip },
      note: input.note,
    };
    // Written here, not emitted: this request delivers it itself by booking the refund; the sweep only after the lease.
    const [written] = await tx
      .insert(domainEvents)
      .values({ type: event.type, payload: event, availableAt: sql`now() + ${REFUND_LEASE_MS} * interval '1 millisecond'` })
      .returning({ id: domainEvents.id });
    return { started: event, eventId: written!.id, currency: row.currency };
  });
  let providerRefund: { id: string };
  try {
    providerRefund = await provider.createRefund(started.providerId, {
      amount: started.amount,
      currency,
      description: `Refund ${started.paymentId}`,
      metadata: { payment_id: started.paymentId, refund_event: eventId },
    });
  } catch (error) {
    await releaseRefund(db, eventId, started);
    // The provider refuses a refund larger than it still holds (or a payment it never had as paid).
    const refused = error instanceof Error && 'statusCode' in error && (error as { statusCode?: number }).statusCode === 422;
    throw fail(refused ? 'payment_not_refundable' : 'service_unavailable');
  }
  const outcome = await bookRefund(db, eventId, started, providerRefund.id, input.now);
  // Only a request that outlived its lease finds the refund booked by the sweep already.
  if (!outcome) throw fail('service_unavailable');
  return outcome;
}

/** Takes this refund's outbox row (delivered now), once: false when the request or the sweep took it already. */
async function takeRefundEvent(tx: DbOrTx, eventId: number): Promise<boolean> {
  const [taken] = await tx
    .update(domainEvents)
    .set({ deliveredAt: sql`now()` })
    .where(and(eq(domainEvents.id, eventId), isNull(domainEvents.deliveredAt)))
    .returning({ id: domainEvents.id });
  return taken !== undefined;
}

/** The provider did not refund: the reserved amount goes back to the payment, which is as before. */
async function releaseRefund(db: Db, eventId: number, started: RefundStarted): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await takeRefundEvent(tx, eventId))) return;
    await tx
      .update(payments)
      .set({ refundedAmount: sql`${payments.refundedAmount} - ${started.amount}`, status: 'paid', updatedAt: new Date(started.before.updatedAt) })
      .where(eq(payments.id, started.paymentId));
  });
}

/**
 * The provider refunded: the credits of the refunded share are taken back through `charge` as far as the
 * member still has them (spent credits stay spent, the balance never goes below zero), premium goes when the
 * payment is refunded in full and no other paid payment of the member is left, and one audit row records it
 * all — in the transaction that takes the refund's outbox row, so it happens once. Null when it was booked already.
 */
async function bookRefund(db: Db, eventId: number, started: RefundStarted, providerRefundId: string, now: Date): Promise<RefundOutcome | null> {
  return db.transaction(async (tx) => {
    if (!(await takeRefundEvent(tx, eventId))) return null;
    const [payment] = await tx.select().from(payments).where(eq(payments.id, started.paymentId));
    if (!payment) throw fail('not_found');
    const [member] = await tx.select().from(users).where(eq(users.id, payment.userId)).for('update');
    if (!member) throw fail('not_found');
    const before = started.before.refundedAmount;
    const after = before + started.amount;
    const full = after === payment.amount;
    const due = creditsOfShare(payment, after) - creditsOfShare(payment, before);
    const take = Math.min(due, member.credits);
    // A refund of the whole payment at once keeps the reference the webhook path uses; each partial one has its own.
    const reference = full && before === 0 ? `refund:${payment.id}` : `refund:${payment.id}:${providerRefundId}`;
    if (take > 0) await charge(tx, { userId: member.id, cost: take, reason: 'refund', reference, now });
    const [otherPaid] = full
      ? await tx
          .select({ id: payments.id })
          .from(payments)
          .where(and(eq(payments.userId, member.id), eq(payments.status, 'paid'), ne(payments.id, payment.id)))
          .limit(1)
      : [{ id: 0 }];
    const premiumRevoked = member.paidUser && !otherPaid;
    if (premiumRevoked) await tx.update(users).set({ paidUser: false, premiumSince: null }).where(eq(users.id, member.id));
    const outcome = { refund_amount: started.amount, credits_taken: take, credits_spent: due - take, premium_revoked: premiumRevoked };
    // The member's open tabs hear the new balance and premium, as after a refund the provider told us of.
    await emit(tx, { type: 'payment.reversed', paymentId: payment.id, userId: member.id, creditsTaken: take, kind: 'refund' });
    await audit(
      tx,
      started.actor,
      {
        action: 'payment.refund',
        recordType: 'payment',
        recordId: payment.id,
        before: { status: started.before.status, refunded_amount: before, credits: member.credits, premium: member.paidUser },
        after: {
          status: payment.status,
          refunded_amount: after,
          amount: payment.amount,
          currency: payment.currency,
          provider_refund_id: providerRefundId,
          ...outcome,
          note: started.note,
        },
      },
      now,
    );
    return { payment: presentAdmin(payment, member.email), ...outcome };
  });
}

const isRefundOf = (metadata: unknown, eventId: number) =>
  typeof metadata === 'object' && metadata !== null && String((metadata as Record<string, unknown>).refund_event) === String(eventId);

/**
 * The sweep's delivery of a `payment.refund_started` whose request died (decision 080): the provider is asked
 * for the payment's refunds; the one made with this outbox row's id is booked, and when there is none the
 * reservation is let go. A provider that cannot be reached throws, so the sweep tries again later.
 */
export async function recoverRefund(db: Db, provider: PaymentProvider | null, eventId: number, started: RefundStarted, now: Date): Promise<void> {
  if (!provider) throw new Error('no payment provider to look the refund up with');
  const made = (await provider.listRefunds(started.providerId)).find((r) => isRefundOf(r.metadata, eventId));
  if (made) await bookRefund(db, eventId, started, made.id, now);
  else await releaseRefund(db, eventId, started);
}

import { randomUUID } from 'node:crypto';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { ADJUSTMENT_REASONS, type AdjustmentReason, type AdminPayment, type LedgerEntry, type MemberAdjustment, type MoneyMember } from '@dating/contracts';
import { creditLedger, payments, profiles, users, type Db, type DbOrTx } from '@dating/db';
import { ApiError, fail } from '../../lib/api-error.js';
import { audit, type AuditActor } from '../staff/audit.service.js';
import { charge, grant } from '../credits/credits.service.js';
import { present } from '../payments/payments.service.js';
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
  credits_taken: number;
  credits_spent: number;
  premium_revoked: boolean;
}

/**
 * A full refund of a paid payment through the provider (decision 052). The payment is first moved from
 * paid to refunded in a short transaction of its own — so two refunds at once, or the provider's webhook
 * about this refund, find it refunded and do nothing — then the provider is asked; when it refuses or
 * cannot be reached the payment is paid again and nothing else changed. Once the provider has refunded:
 * the credits it bought are taken back through `charge` as far as the member still has them (spent
 * credits stay spent, the balance never goes below zero), premium goes when no other paid payment of
 * the member is left, and one audit row records it all.
 */
export async function refundPayment(db: Db, provider: PaymentProvider | null, actor: AuditActor, input: { paymentId: number; note: string; now: Date }): Promise<RefundOutcome> {
  if (!provider) throw fail('service_unavailable');
  const [claimed] = await db
    .update(payments)
    .set({ status: 'refunded', updatedAt: input.now })
    .where(and(eq(payments.id, input.paymentId), eq(payments.status, 'paid'), sql`${payments.providerId} is not null`))
    .returning();
  if (!claimed) {
    const [exists] = await db.select({ id: payments.id }).from(payments).where(eq(payments.id, input.paymentId));
    throw fail(exists ? 'payment_not_refundable' : 'not_found');
  }
  try {
    await provider.createRefund(claimed.providerId!, { description: `Refund ${claimed.id}`, metadata: { payment_id: claimed.id } });
  } catch (error) {
    await db.update(payments).set({ status: 'paid', updatedAt: claimed.updatedAt }).where(and(eq(payments.id, claimed.id), eq(payments.status, 'refunded')));
    // The provider refuses a payment it has already refunded in full (or never had as paid).
    const refused = error instanceof Error && 'statusCode' in error && (error as { statusCode?: number }).statusCode === 422;
    throw fail(refused ? 'payment_not_refundable' : 'service_unavailable');
  }
  return db.transaction(async (tx) => {
    const [member] = await tx.select().from(users).where(eq(users.id, claimed.userId)).for('update');
    if (!member) throw fail('not_found');
    const take = Math.min(claimed.credits, member.credits);
    if (take > 0) await charge(tx, { userId: member.id, cost: take, reason: 'refund', reference: `refund:${claimed.id}`, now: input.now });
    const [otherPaid] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.userId, member.id), eq(payments.status, 'paid'), ne(payments.id, claimed.id)))
      .limit(1);
    const premiumRevoked = member.paidUser && !otherPaid;
    if (premiumRevoked) await tx.update(users).set({ paidUser: false, premiumSince: null }).where(eq(users.id, member.id));
    const outcome = { credits_taken: take, credits_spent: claimed.credits - take, premium_revoked: premiumRevoked };
    await audit(
      tx,
      actor,
      {
        action: 'payment.refund',
        recordType: 'payment',
        recordId: claimed.id,
        before: { status: 'paid', credits: member.credits, premium: member.paidUser },
        after: { status: 'refunded', amount: claimed.amount, currency: claimed.currency, ...outcome, note: input.note },
      },
      input.now,
    );
    return { payment: presentAdmin(claimed, member.email), ...outcome };
  });
}

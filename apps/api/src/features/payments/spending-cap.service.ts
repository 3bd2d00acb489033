import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { SPENDING_CAP_RAISE_DELAY_MS, type Locale, type PaymentCurrency, type SpendingCap } from '@dating/contracts';
import { payments, rows, spendingCaps, users, type DbOrTx } from '@dating/db';
import { fail } from '../../lib/api-error.js';

/**
 * The member's own monthly spending cap (issue 12, decision 039). Every way of starting a payment calls
 * `checkSpendingCap` with the member's row locked, so two payments started at once are counted one
 * after the other.
 */

type CapRow = typeof spendingCaps.$inferSelect;

/** A payment in one of these states counts toward the month: paid, or still able to be paid. */
export const CAP_COUNTED = ['open', 'pending', 'paid'] as const;

/** The cap in force at `now`: a waiting raise (or removal) whose time has come replaces it. */
export function capInForce(row: CapRow | undefined, now: Date): { amount: number | null; pending: { amount: number | null; at: Date } | null } {
  if (!row) return { amount: null, pending: null };
  if (row.pendingAt && row.pendingAt.getTime() <= now.getTime()) return { amount: row.pendingAmount, pending: null };
  return { amount: row.amount, pending: row.pendingAt ? { amount: row.pendingAmount, at: row.pendingAt } : null };
}

/** The calendar month around `now` in the member's time zone: its first moment and the next month's. */
async function monthOf(db: DbOrTx, timeZone: string, now: Date): Promise<{ start: Date; end: Date }> {
  const [month] = await rows<{ start: Date | string; end: Date | string }>(
    db,
    sql`select date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${timeZone}) at time zone ${timeZone} as start,
               (date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${timeZone}) + interval '1 month') at time zone ${timeZone} as end`,
  );
  return { start: new Date(month!.start), end: new Date(month!.end) };
}

/** This month's purchases in `currency` that count toward the cap (paid, open, pending; less what was refunded of them), minor units. */
async function spentIn(db: DbOrTx, userId: number, currency: string, month: { start: Date; end: Date }): Promise<number> {
  const [found] = await db
    .select({ total: sql<number>`coalesce(sum(${payments.amount} - ${payments.refundedAmount}), 0)::int` })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.currency, currency),
        inArray(payments.status, [...CAP_COUNTED]),
        gte(payments.createdAt, month.start),
        lt(payments.createdAt, month.end),
      ),
    );
  return found?.total ?? 0;
}

async function capRow(db: DbOrTx, userId: number, lock = false): Promise<CapRow | undefined> {
  const query = db.select().from(spendingCaps).where(eq(spendingCaps.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

function money(minor: number, currency: string, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}

/**
 * Refuses (409 spending_cap_reached, with the cap and what is left this month) a payment of `price`
 * that would take the member's month over their cap; exactly up to the cap is allowed. Call it in the
 * transaction that holds the member's row locked and writes the payment row.
 */
export async function checkSpendingCap(
  tx: DbOrTx,
  member: { id: number; timeZone: string },
  price: { amount: number; currency: string },
  now: Date,
  locale: Locale,
): Promise<void> {
  const row = await capRow(tx, member.id);
  const { amount: cap } = capInForce(row, now);
  if (cap === null || !row) return;
  if (row.currency !== price.currency) throw fail('spending_cap_currency', { currency: row.currency });
  const spent = await spentIn(tx, member.id, row.currency, await monthOf(tx, member.timeZone, now));
  if (spent + price.amount <= cap) return;
  const left = Math.max(0, cap - spent);
  throw fail('spending_cap_reached', { cap: money(cap, row.currency, locale), left: money(left, row.currency, locale), cap_amount: cap, left_amount: left, currency: row.currency });
}

/** The member's cap as GET /api/spending-cap.php answers it; `currency` is the price list's when no cap is set. */
export async function spendingCapOf(db: DbOrTx, member: { id: number; timeZone: string }, priceCurrency: PaymentCurrency, now: Date): Promise<SpendingCap> {
  const row = await capRow(db, member.id);
  const { amount, pending } = capInForce(row, now);
  const currency = (amount !== null || pending ? row?.currency : priceCurrency) as PaymentCurrency;
  const month = await monthOf(db, member.timeZone, now);
  const spent = await spentIn(db, member.id, currency, month);
  return {
    currency,
    amount,
    pending: pending && { amount: pending.amount, effective_at: pending.at.toISOString() },
    spent,
    left: amount === null ? null : Math.max(0, amount - spent),
    month_start: month.start.toISOString(),
    month_end: month.end.toISOString(),
  };
}

/**
 * Sets the cap (minor units of the member's price-list currency) or removes it (null). With the
 * member's row locked: no cap yet, a cap in another currency, or a cap not higher than the one in force
 * applies at once and cancels a waiting raise; a higher cap or removing it waits 24 hours (a raise
 * asked for again with the same amount keeps its time).
 */
export async function setSpendingCap(db: DbOrTx, member: { id: number }, wanted: number | null, currency: PaymentCurrency, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, member.id)).for('update');
    const row = await capRow(tx, member.id, true);
    const { amount: current, pending } = capInForce(row, now);
    const atOnce = current === null || row?.currency !== currency || (wanted !== null && wanted <= current);
    const values = atOnce
      ? { amount: wanted, currency, pendingAmount: null, pendingAt: null, updatedAt: now }
      : {
          amount: current,
          currency,
          pendingAmount: wanted,
          pendingAt: pending && pending.amount === wanted ? pending.at : new Date(now.getTime() + SPENDING_CAP_RAISE_DELAY_MS),
          updatedAt: now,
        };
    await tx.insert(spendingCaps).values({ userId: member.id, ...values }).onConflictDoUpdate({ target: spendingCaps.userId, set: values });
  });
}

import { sql } from 'drizzle-orm';
import { rows, type DbOrTx } from './client.js';
import { creditLedger, users } from './schema/users.js';
import type { creditReason } from './schema/enums.js';

export type CreditReason = (typeof creditReason.enumValues)[number];

export interface Booking {
  userId: number;
  /** Credits added (grant) or, negative, taken (charge). */
  amount: number;
  reason: CreditReason;
  /** The operation: `message:<id>`, `signup`, `admin:<...>`, `payment:<id>` ... */
  reference: string;
  now: Date;
}

export type BookingResult =
  /** Booked now; the balance after it. */
  | { outcome: 'booked'; credits: number }
  /** The same (member, reason, reference) was booked before: nothing changed. */
  | { outcome: 'replayed'; credits: number }
  /** A charge larger than the balance: nothing changed. */
  | { outcome: 'insufficient'; credits: number };

/**
 * Books one change of a member's credits exactly once, in the caller's transaction: the balance
 * (never below 0) and an append-only ledger row with the balance after, in one statement. The
 * unique (user_id, reason, reference) index makes a replay a no-op: answered as `replayed` when it
 * was committed before, and refused by the index (rolling the caller's transaction back) when two
 * replays race, so either way the credits move once.
 */
export async function bookCredits(db: DbOrTx, b: Booking): Promise<BookingResult> {
  const at = b.now.toISOString();
  const [row] = await rows<{ booked: number | null; replayed: boolean; current: number | null }>(db, sql`
    with done as (
      select 1 from ${creditLedger} where user_id = ${b.userId} and reason = ${b.reason}::credit_reason and reference = ${b.reference}
    ), moved as (
      update ${users} set credits = credits + ${b.amount}
      where id = ${b.userId} and credits + ${b.amount} >= 0 and not exists (select 1 from done)
      returning credits
    ), booked as (
      insert into ${creditLedger} (user_id, amount, balance_after, reason, reference, created_at)
      select ${b.userId}, ${b.amount}, credits, ${b.reason}::credit_reason, ${b.reference}, ${at}::timestamptz
      from moved where ${b.amount}::int <> 0
      returning 1
    )
    select (select credits from moved) as booked, exists (select 1 from done) as replayed,
      (select credits from ${users} where id = ${b.userId}) as current`);
  if (!row) throw new Error('ledger statement answered no row');
  if (row.booked !== null) return { outcome: 'booked', credits: Number(row.booked) };
  if (row.current === null) throw new Error(`no account ${b.userId} to book credits for`);
  return { outcome: row.replayed ? 'replayed' : 'insufficient', credits: Number(row.current) };
}

/** Adds credits once per (reason, reference): signup credits, seed data, purchases, an operator's gift. */
export async function grantCredits(db: DbOrTx, input: Omit<Booking, 'amount'> & { amount: number }): Promise<BookingResult> {
  if (input.amount <= 0) throw new RangeError('a grant adds a positive number of credits');
  return bookCredits(db, input);
}

import type { DbOrTx } from './client.js';
import { runStatement, statement } from './prepared.js';
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
  const [row] = await runStatement<{ booked: number | null; replayed: boolean; current: number | null }>(db, BOOK_CREDITS, [
    b.userId,
    b.amount,
    b.reason,
    b.reference,
    b.now.toISOString(),
  ]);
  if (!row) throw new Error('ledger statement answered no row');
  if (row.booked !== null) return { outcome: 'booked', credits: Number(row.booked) };
  if (row.current === null) throw new Error(`no account ${b.userId} to book credits for`);
  return { outcome: row.replayed ? 'replayed' : 'insufficient', credits: Number(row.current) };
}

/** The booking, written once (every paid call runs it): $1 member, $2 amount, $3 reason, $4 reference, $5 time. */
const BOOK_CREDITS = statement(
  'book_credits',
  `with done as (
      select 1 from credit_ledger where user_id = $1::int and reason = $3::credit_reason and reference = $4::text
    ), moved as (
      update users set credits = credits + $2::int
      where id = $1::int and credits + $2::int >= 0 and not exists (select 1 from done)
      returning credits
    ), booked as (
      insert into credit_ledger (user_id, amount, balance_after, reason, reference, created_at)
      select $1::int, $2::int, credits, $3::credit_reason, $4::text, $5::timestamptz
      from moved where $2::int <> 0
      returning 1
    )
    select (select credits from moved) as booked, exists (select 1 from done) as replayed,
      (select credits from users where id = $1::int) as current`,
);

/** Adds credits once per (reason, reference): signup credits, seed data, purchases, an operator's gift. */
export async function grantCredits(db: DbOrTx, input: Omit<Booking, 'amount'> & { amount: number }): Promise<BookingResult> {
  if (input.amount <= 0) throw new RangeError('a grant adds a positive number of credits');
  return bookCredits(db, input);
}

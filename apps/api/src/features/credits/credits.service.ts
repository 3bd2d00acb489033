import { bookCredits, grantCredits, type CreditReason, type DbOrTx } from '@dating/db';
import { fail } from '../../lib/api-error.js';

export type ChargeReason = Extract<CreditReason, 'message' | 'gift' | 'photo_unlock' | 'adjustment' | 'refund'>;
export type GrantReason = Extract<CreditReason, 'signup_bonus' | 'purchase' | 'refund' | 'adjustment'>;

/**
 * Takes credits for something the member does, in the caller's transaction, once per
 * (reason, reference): a guarded update (`credits >= cost`) and an append-only ledger row with the
 * balance after. Answers the new balance (the current one when the operation was booked before);
 * throws insufficient_credits (402) and changes nothing when the balance is too low.
 */
export async function charge(db: DbOrTx, input: { userId: number; cost: number; reason: ChargeReason; reference: string; now: Date }): Promise<number> {
  const result = await bookCredits(db, { userId: input.userId, amount: -input.cost, reason: input.reason, reference: input.reference, now: input.now });
  if (result.outcome === 'insufficient') throw fail('insufficient_credits');
  return result.credits;
}

/**
 * Gives credits once per (reason, reference): `signup`, `admin:<who>:<why>`, later `payment:<id>`.
 * Granting the same operation again changes nothing. Answers the balance.
 */
export async function grant(db: DbOrTx, input: { userId: number; amount: number; reason: GrantReason; reference: string; now: Date }): Promise<number> {
  return (await grantCredits(db, input)).credits;
}

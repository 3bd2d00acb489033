import { sql } from 'drizzle-orm';
import { creditLedger, users, rows, type DbOrTx } from '@dating/db';
import { fail } from '../../lib/api-error.js';

export type ChargeReason = 'message' | 'gift' | 'photo_unlock';

/**
 * Takes credits for something the member does, in the caller's transaction: a guarded update
 * (`credits >= cost`) and an append-only ledger row with the balance after. Answers the new
 * balance; throws insufficient_credits (402) and changes nothing when the balance is too low.
 */
export async function charge(db: DbOrTx, input: { userId: number; cost: number; reason: ChargeReason; reference: string; now: Date }): Promise<number> {
  // One statement: the guarded update, and the ledger row only when the update took place.
  const [row] = await rows<{ credits: number }>(db, sql`
    with charged as (
      update ${users} set credits = credits - ${input.cost}
      where id = ${input.userId} and credits >= ${input.cost}
      returning credits
    ), booked as (
      insert into ${creditLedger} (user_id, amount, balance_after, reason, reference, created_at)
      select ${input.userId}, ${-input.cost}, credits, ${input.reason}::credit_reason, ${input.reference}, ${input.now.toISOString()}::timestamptz
      from charged where ${input.cost}::int > 0
      returning 1
    )
    select credits from charged`);
  if (!row) throw fail('insufficient_credits');
  return Number(row.credits);
}

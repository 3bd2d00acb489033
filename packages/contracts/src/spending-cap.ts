import { z } from 'zod';
import { defineRoute } from './route.js';
import { PaymentCurrency } from './payments.js';

/** The highest monthly cap a member can set (minor units): 10,000.00 in their currency. */
export const SPENDING_CAP_MAX = 1_000_000;
/** A raise (or removing the cap) applies this long after it was asked for (decision 039). */
export const SPENDING_CAP_RAISE_DELAY_MS = 24 * 3_600_000;

/**
 * The member's monthly spending cap (issue 12, decision 039): what is in force now, a raise waiting for
 * its 24 hours, and this calendar month's purchases (in the member's time zone) against it. Amounts in
 * minor units of `currency`, the currency of the member's price list.
 */
export const SpendingCap = z.object({
  currency: PaymentCurrency,
  /** The cap in force; null: no cap. */
  amount: z.number().int().nullable(),
  /** A raise or a removal (amount null) that applies at `effective_at` (ISO time); null when none waits. */
  pending: z.object({ amount: z.number().int().nullable(), effective_at: z.string() }).nullable(),
  /** This month's paid purchases and the ones underway (open, pending), in `currency`. */
  spent: z.number().int(),
  /** What may still be spent this month; null without a cap. */
  left: z.number().int().nullable(),
  /** The month counted: its first moment and the first moment of the next (ISO times). */
  month_start: z.string(),
  month_end: z.string(),
});
export type SpendingCap = z.infer<typeof SpendingCap>;

export const getSpendingCap = defineRoute({
  method: 'GET',
  path: '/api/spending-cap.php',
  summary:
    "The member's own monthly spending cap: the cap in force, a raise waiting for its 24 hours, and this calendar month's purchases (paid and underway) against it.",
  access: 'member',
  response: SpendingCap,
});

export const putSpendingCap = defineRoute({
  method: 'PUT',
  path: '/api/spending-cap.php',
  summary:
    "Sets the member's monthly spending cap in their price list's currency (minor units), or removes it (null). A lower cap applies at once and cancels a waiting raise; a higher one, or removing the cap, applies 24 hours later.",
  access: 'member',
  body: z.object({ amount: z.number().int().min(100).max(SPENDING_CAP_MAX).nullable() }),
  response: SpendingCap,
});

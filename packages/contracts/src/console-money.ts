import { z } from 'zod';
import { defineRoute } from './route.js';
import { AdjustmentReason, Payment } from './payments.js';

/** The most credits one adjustment moves. */
export const MAX_ADJUSTMENT = 100_000;

/** A member as the admin's money pages show them. */
export const MoneyMember = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  credits: z.number().int(),
  premium: z.boolean(),
});
export type MoneyMember = z.infer<typeof MoneyMember>;

/** One row of a member's credit ledger, for the admin. */
export const LedgerEntry = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  balance_after: z.number().int(),
  reason: z.string(),
  reference: z.string(),
  created_at: z.string(),
});
export type LedgerEntry = z.infer<typeof LedgerEntry>;

/** Member lookup by account id or e-mail address (the whole address, any case). */
const memberQuery = z.string().trim().min(1, 'required').max(254, 'too_long');

export const getMemberCredits = defineRoute({
  method: 'GET',
  path: '/api/staff-member-credits.php',
  summary: "Admins: a member (by id or e-mail) with their balance and the newest 50 rows of their credit ledger.",
  access: 'admin',
  query: z.object({ member: memberQuery }),
  response: z.object({ member: MoneyMember, ledger: z.array(LedgerEntry) }),
});

export const postCreditAdjustment = defineRoute({
  method: 'POST',
  path: '/api/staff-credit-adjustment.php',
  summary:
    "Admins: adds credits to a member's balance (grant) or takes them off (charge), through the ledger, with a reason the member sees and a note for the audit log. A charge never takes the balance below zero (409 adjustment_exceeds_balance). Send an Idempotency-Key: a retry never adjusts twice.",
  access: 'admin',
  body: z.object({
    member_id: z.coerce.number().int().positive(),
    direction: z.enum(['grant', 'charge']),
    amount: z.coerce.number({ message: 'amount_range' }).int('amount_range').min(1, 'amount_range').max(MAX_ADJUSTMENT, 'amount_range'),
    reason: AdjustmentReason,
    note: z.string().trim().min(1, 'required').max(500, 'too_long'),
  }),
  response: z.object({ member: MoneyMember, entry: LedgerEntry }),
  idempotent: true,
});

/** A payment as the admin sees it: the member's view plus whose it is and the provider's id. */
export const AdminPayment = Payment.extend({
  member: z.object({ id: z.number().int(), email: z.string() }),
  provider_id: z.string().nullable(),
});
export type AdminPayment = z.infer<typeof AdminPayment>;

export const getStaffPayments = defineRoute({
  method: 'GET',
  path: '/api/staff-payments.php',
  summary: "Admins: one payment by its id (our number or the provider's tr_ id), or a member's payments (by id or e-mail), newest first, at most 50.",
  access: 'admin',
  query: z
    .object({
      payment: z.string().trim().min(1, 'required').max(70, 'too_long').optional(),
      member: memberQuery.optional(),
    })
    .refine((q) => (q.payment === undefined) !== (q.member === undefined), { message: 'required', path: ['payment'] }),
  response: z.object({ payments: z.array(AdminPayment) }),
});

export const postPaymentRefund = defineRoute({
  method: 'POST',
  path: '/api/staff-payment-refund.php',
  summary:
    "Admins: refunds a paid payment through the payment provider, in full or in part (`amount` in minor units of the payment's currency; without it, all that remains). Partial refunds add up and never exceed the payment (409 refund_exceeds_remaining, with what remains). The credits of the refunded share are taken back as far as the member still has them (never below zero); premium goes when the payment is refunded in full and it was the member's only paid payment left. A payment refunded in full, or an unpaid one, answers 409 payment_not_refundable. Send an Idempotency-Key: a retry never refunds twice.",
  access: 'admin',
  body: z.object({
    payment_id: z.coerce.number().int().positive(),
    amount: z.coerce.number({ message: 'refund_amount' }).int('refund_amount').min(1, 'refund_amount').max(100_000_000, 'refund_amount').optional(),
    note: z.string().trim().min(1, 'required').max(500, 'too_long'),
  }),
  response: z.object({
    payment: AdminPayment,
    /** Minor units refunded by this call. */
    refund_amount: z.number().int(),
    credits_taken: z.number().int(),
    /** Credits of the refunded share that the member had already spent: they stay spent. */
    credits_spent: z.number().int(),
    premium_revoked: z.boolean(),
  }),
  idempotent: true,
});

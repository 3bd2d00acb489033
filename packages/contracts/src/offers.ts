import { z } from 'zod';
import { defineRoute } from './route.js';
import { Country } from './enums.js';
import { PaymentCurrency } from './payments.js';

/** The time bonus of spec sections 3, 4 and 9: 25% for the first 4 hours after signup, once per member. */
export const TIME_BONUS = {
  code: 'TIMEBONUS25',
  percentage: 25,
  /** Seconds from signup during which the bonus exists (spec section 9). */
  windowSeconds: 14_400,
  /** What the modal says: "still 4 hours" (spec section 9, timeLeft 4). */
  timeLeftHours: 4,
  /** The modal shows after this long in the members area, only with 0 credits. */
  modalDelayMs: 40_000,
} as const;

/** The welcome discount: 25% on the first purchase, for a limited time after signup (decision 036). */
export const WELCOME_DISCOUNT = {
  percentage: 25,
  /** Hours after signup the welcome code stays valid. */
  validHours: 72,
} as const;

export const DISCOUNT_STATUSES = ['active', 'used', 'disabled'] as const;
export const DISCOUNT_VALIDITIES = ['once', 'once-per-user', 'unlimited'] as const;

/**
 * A discount code as spec section 3 names its fields. `minimum_order_value` is in major units of
 * `currency` (19.95), as the code is written on a voucher; every other amount on the wire is minor units.
 * `status` is the code's own (a once-in-all code that was redeemed is `used`); whether this member may still use
 * it is answered by the 400 with its rule's message (already used, expired, first purchase only ...).
 */
export const DiscountCode = z.object({
  code: z.string(),
  value_percentage: z.number(),
  currency: PaymentCurrency.nullable(),
  minimum_order_value: z.number().nullable(),
  country: Country.nullable(),
  user_id: z.number().int().nullable(),
  /** ISO time, or null for a code without end. */
  expires: z.string().nullable(),
  status: z.enum(DISCOUNT_STATUSES),
  validity: z.enum(DISCOUNT_VALIDITIES),
  expired: z.boolean(),
  /** Payment method ids the code is valid for; empty: every method. */
  paymentmethods: z.array(z.string()),
  /** Where the code comes from: the time bonus, the welcome discount, a retention offer or a campaign. */
  kind: z.enum(['timebonus', 'welcome', 'retention', 'campaign']),
});
export type DiscountCode = z.infer<typeof DiscountCode>;

export const getDiscountCode = defineRoute({
  method: 'GET',
  path: '/api/discountcode.php',
  summary:
    "A discount code for the member. `code`: that code, checked against every rule that can be checked before paying (not found, already used, expired, disabled, another member's, country, currency; with `package_id` and `method` also the minimum order value and the payment methods), answering 400 with the rule's message when one fails. `welcome=true`: the member's welcome discount (404 when it has ended or was used). Neither: the member's active discount, the time bonus when there is one, otherwise the welcome discount (404 when there is none).",
  access: 'member',
  query: z.object({
    code: z.string().trim().min(1).max(40).optional(),
    welcome: z.enum(['true', 'false']).optional(),
    package_id: z.coerce.number().int().positive().optional(),
    method: z.string().trim().min(1).max(40).optional(),
  }),
  response: DiscountCode,
});

const twoDigits = z.string().regex(/^\d{2,}$/);

export const getTimeBonus = defineRoute({
  method: 'GET',
  path: '/api/time-bonus.php',
  summary:
    'The time bonus (spec section 4): visible only to a logged-in member who has not paid and whose signup is less than 14,400 s old, and who has not used TIMEBONUS25; hours, minutes and seconds left as two-digit strings. A visitor gets isVisible false.',
  access: 'public',
  response: z.object({
    isVisible: z.boolean(),
    hours: twoDigits,
    minutes: twoDigits,
    seconds: twoDigits,
    /** Seconds left, for the countdown (0 when not visible). */
    seconds_left: z.number().int().nonnegative(),
    code: z.literal(TIME_BONUS.code),
    value_percentage: z.literal(TIME_BONUS.percentage),
  }),
});


import { z } from 'zod';
import { defineRoute } from './route.js';
import { Country } from './enums.js';

/** The currencies the site sells credits in. */
export const PAYMENT_CURRENCIES = ['EUR', 'GBP', 'CHF', 'PLN', 'USD'] as const;
export const PaymentCurrency = z.enum(PAYMENT_CURRENCIES);
export type PaymentCurrency = z.infer<typeof PaymentCurrency>;

/**
 * The currency a member pays in, by country. A country not listed here (or whose currency has no
 * packages) gets the packages of the site's default country.
 */
export const COUNTRY_CURRENCY: Partial<Record<Country, PaymentCurrency>> = {
  NL: 'EUR',
  BE: 'EUR',
  FR: 'EUR',
  IT: 'EUR',
  ES: 'EUR',
  DE: 'EUR',
  AT: 'EUR',
  IE: 'EUR',
  GB: 'GBP',
  CH: 'CHF',
  PL: 'PLN',
  US: 'USD',
};

/** A package as a member sees it; every amount computed by the server, in minor units (cents). */
export const CreditPackage = z.object({
  id: z.number().int(),
  credits: z.number().int(),
  /** Minor units. */
  price: z.number().int(),
  currency: PaymentCurrency,
  /** Minor units per credit, to two decimals (1795 for 100 credits: 17.95). */
  price_per_credit: z.number(),
  best_value: z.boolean(),
  /** The tryout: these credits plus lifetime premium, once per member. */
  tryout: z.boolean(),
});
export type CreditPackage = z.infer<typeof CreditPackage>;

/** A payment method the provider offers for this country and amount, in the order the site shows them. */
export const PaymentMethodOption = z.object({
  id: z.string(),
  /** The provider's name for it, in the request's language. */
  name: z.string(),
  /** The provider's logo (SVG). */
  image: z.string(),
  issuers: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type PaymentMethodOption = z.infer<typeof PaymentMethodOption>;

const Prices = z.object({
  /** The country the prices are for. */
  country: Country,
  currency: PaymentCurrency,
  /** The credit packages, cheapest first; the tryout is not among them. */
  packages: z.array(CreditPackage),
  tryout: CreditPackage.nullable(),
  methods: z.array(PaymentMethodOption),
  /** False when the payment provider is not set up or did not answer: the prices still show, paying waits. */
  methods_available: z.boolean(),
});

export const getCredits = defineRoute({
  method: 'GET',
  path: '/api/credits.php',
  summary: "The credit packages for the member's country, whether the tryout is still open to them and the payment methods offered there.",
  access: 'member',
  response: Prices.extend({
    /** The member's balance. */
    credits: z.number().int(),
    /** Premium for life (after the first completed purchase). */
    premium: z.boolean(),
    /** The tryout can be bought once, and only before the first completed purchase. */
    tryout_available: z.boolean(),
    /** When the member became premium (ISO time), null for a free member. */
    premium_since: z.string().nullable(),
  }),
});

export const getPricing = defineRoute({
  method: 'GET',
  path: '/api/pricing.php',
  summary: "The prices for a country: the one asked for, else a member's profile country, a visitor's chosen country or the proxy's country header, else the site's default; for the public pricing page.",
  access: 'public',
  query: z.object({ country: Country.optional() }),
  response: Prices,
});

/** The states of a payment a member sees (spec section 4); `refunded` and `charged_back` come after `paid`. */
export const PaymentState = z.enum(['open', 'pending', 'paid', 'failed', 'canceled', 'expired', 'refunded', 'charged_back']);
export type PaymentState = z.infer<typeof PaymentState>;

/**
 * A bank transfer's instructions: where the member transfers the payment's amount to and the reference
 * that lets the provider match the money to the payment; due_date (ISO timestamp) is when the provider
 * stops waiting for it.
 */
export const BankTransfer = z.object({
  bank_name: z.string(),
  iban: z.string(),
  bic: z.string(),
  reference: z.string(),
  due_date: z.string().nullable(),
});
export type BankTransfer = z.infer<typeof BankTransfer>;

/** One payment of the member, as the transactions pages show it. */
export const Payment = z.object({
  id: z.number().int(),
  status: PaymentState,
  package_id: z.number().int(),
  credits: z.number().int(),
  tryout: z.boolean(),
  /** Minor units. */
  amount: z.number().int(),
  currency: PaymentCurrency,
  /** Minor units refunded so far by the site's team (partial refunds add up; decision 060). */
  refunded_amount: z.number().int(),
  method: z.string().nullable(),
  /** oneoff; first (a paid one leaves a mandate for repeat orders); recurring (a repeat order, charged on the mandate). */
  sequence_type: z.enum(['oneoff', 'first', 'recurring']),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** A bank transfer: what to transfer to (null for every other method). */
  bank_transfer: BankTransfer.nullable(),
  /** The discount applied: the code, its percentage and the package's price before it (minor units). */
  discount: z.object({ code: z.string(), value_percentage: z.number(), original_amount: z.number().int() }).nullable(),
});
export type Payment = z.infer<typeof Payment>;

export const postPayment = defineRoute({
  method: 'POST',
  path: '/api/payment.php',
  summary:
    "Starts a payment for a credit package of the member's country with a payment method (and the bank, for a method with issuers); the server takes the amount from the package. Answers the payment's id and the page to send the member to: the provider's checkout, or for a bank transfer the member's own /transactions/{id} page with the transfer details.",
  access: 'member',
  body: z.object({
    package_id: z.coerce.number().int().positive(),
    method: z.string().trim().min(1).max(40),
    issuer: z.string().trim().min(1).max(64).optional(),
    /**
     * A discount code to apply (offers, decision 036): checked by the server against every rule and
     * redeemed atomically with the payment; the amount charged is `discountedPrice(package price, %)`.
     * Without one, the member's active discount (time bonus, else welcome) is NOT applied silently: the
     * web app sends its code explicitly, so the member always sees what is applied.
     */
    discount_code: z.string().trim().min(1).max(40).optional(),
  }),
  response: z.object({ payment_id: z.number().int(), checkout_url: z.string() }),
  // A retry with the same Idempotency-Key answers the same payment and checkout and starts nothing new.
  idempotent: true,
});

export const getPayment = defineRoute({
  method: 'GET',
  path: '/api/payment.php',
  summary: "One of the member's own payments; an open one is first brought up to date from the provider.",
  access: 'member',
  query: z.object({ id: z.coerce.number().int().positive() }),
  response: Payment,
});

/**
 * Why an admin adjusted a member's credits (decision 052). The member sees this reason, in their own
 * language, in their transaction list; the admin's own note stays in the audit log.
 */
export const ADJUSTMENT_REASONS = ['compensation', 'goodwill', 'correction'] as const;
export const AdjustmentReason = z.enum(ADJUSTMENT_REASONS);
export type AdjustmentReason = z.infer<typeof AdjustmentReason>;

/** An admin's credit adjustment as the member sees it in their transaction list. */
export const MemberAdjustment = z.object({
  id: z.number().int(),
  /** Positive: added; negative: taken off. */
  amount: z.number().int(),
  reason: AdjustmentReason,
  created_at: z.string(),
});
export type MemberAdjustment = z.infer<typeof MemberAdjustment>;

export const getTransactions = defineRoute({
  method: 'GET',
  path: '/api/transactions.php',
  summary: "The member's payments, newest first, and the adjustments of their credits by the site's staff, newest first.",
  access: 'member',
  response: z.object({ payments: z.array(Payment), adjustments: z.array(MemberAdjustment) }),
});

export const paymentWebhook = defineRoute({
  method: 'POST',
  path: '/api/payment-webhook.php',
  summary:
    "The payment provider's notice that a payment changed (form body id=tr_…, as Mollie sends it). The server reads the payment from the provider and applies its status once; an id the provider does not know is answered 200 and changes nothing; a provider that cannot be asked (unreachable, failing) is answered 503, so the provider sends the notice again.",
  access: 'public',
  body: z.object({ id: z.string().trim().min(1).max(64) }),
  response: z.object({}),
});

/** The stored mandate a repeat order is charged on, as the member recognises it (never the whole account). */
export const RepeatOrderMandate = z.object({
  /** directdebit, creditcard or paypal. */
  method: z.string(),
  /** Masked: "NL55 •••• 0000" for an account, "Mastercard •••• 6787" for a card, "te•••@example.com" for PayPal. */
  account: z.string(),
});

export const getRepeatOrder = defineRoute({
  method: 'GET',
  path: '/api/repeat-order.php',
  summary:
    "Premium members only: the package a repeat order buys (the member's last paid package, at today's price for their country) and the stored mandate it is charged on (method and masked account). `package` or `mandate` is null when there is none; /credits is then the way to buy.",
  access: 'member',
  response: z.object({
    package: CreditPackage.nullable(),
    mandate: RepeatOrderMandate.nullable(),
    /** When the member became premium (ISO time). */
    premium_since: z.string().nullable(),
  }),
});

export const postRepeatOrder = defineRoute({
  method: 'POST',
  path: '/api/repeat-order.php',
  summary:
    "Premium members only: buys the package of GET /api/repeat-order.php again, charged on the stored mandate (a recurring payment, no checkout). The credits come when the provider says it is paid. A retry with the same Idempotency-Key answers the first payment and never charges twice.",
  access: 'member',
  idempotent: true,
  body: z.object({ package_id: z.coerce.number().int().positive() }),
  response: z.object({ payment_id: z.number().int(), status: PaymentState }),
});

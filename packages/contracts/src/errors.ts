import { z } from 'zod';

const none = z.object({});
const count = z.number().int();
const countdown = z.object({ seconds: count, hours: count, minutes: count });

/**
 * Every error code, with the HTTP status it always answers and the extra fields its answer carries.
 * The server throws `fail(code, extra)` and takes the status from here, so one code never answers two
 * statuses; the server sends `message` already translated into the member's language, and the web app
 * may also translate by `code`.
 */
export const ERRORS = {
  authentication_required: { status: 403, extra: none },
  /** A member called a staff call (operator, moderator, admin). */
  role_required: { status: 403, extra: none },
  /** A staff call without a console session (signed in with password and code); a member session never counts. */
  staff_authentication_required: { status: 403, extra: none },
  /** A wrong, reused or expired second-factor code or recovery code. */
  code_invalid: { status: 401, extra: none },
  validation_failed: {
    status: 400,
    extra: z.object({ suggestion: z.string(), max: count, min_age: count, limit: count }).partial(),
  },
  payload_too_large: { status: 413, extra: none },
  unsupported_media_type: { status: 415, extra: none },
  login_failed: { status: 401, extra: none },
  login_blocked: { status: 429, extra: z.object({ minutes: count }) },
  email_taken: { status: 409, extra: z.object({ suggestion: z.string() }).partial() },
  email_deleted_reactivatable: { status: 409, extra: none },
  activation_failed: { status: 400, extra: none },
  already_confirmed: { status: 409, extra: none },
  not_found: { status: 404, extra: none },
  forbidden: { status: 403, extra: none },
  /** A state-changing call (or the realtime socket) requested from a page of another site. */
  cross_site_refused: { status: 403, extra: none },
  signups_closed: { status: 403, extra: none },
  too_many_requests: { status: 429, extra: none },
  email_not_found: { status: 404, extra: none },
  reset_link_expired: { status: 410, extra: none },
  mail_change_link_expired: { status: 410, extra: none },
  photo_limit_reached: { status: 409, extra: z.object({ limit: count }) },
  photo_invalid: { status: 400, extra: none },
  photo_too_large: { status: 400, extra: z.object({ megabytes: z.number() }) },
  photo_missing: { status: 400, extra: none },
  like_not_allowed: { status: 403, extra: none },
  swipe_limit_reached: { status: 429, extra: countdown },
  insufficient_credits: { status: 402, extra: none },
  free_conversation_limit: { status: 403, extra: z.object({ limit: count }) },
  message_not_allowed: { status: 403, extra: none },
  /** An Idempotency-Key header that is not 8-100 letters, digits, - or _. */
  idempotency_key_invalid: { status: 400, extra: none },
  /** The Idempotency-Key was used before for another request (other body or call). */
  idempotency_key_reused: { status: 422, extra: none },
  /** An e-mail the call depends on could not be handed to the mail server; nothing was changed. */
  mail_unavailable: { status: 503, extra: none },
  /** The database (or another service every call needs) cannot be reached right now; sent with Retry-After. */
  service_unavailable: { status: 503, extra: none },
  internal_error: { status: 500, extra: none },
  // Repeat order (issue 11)
  /** A premium-only call (the repeat order) by a free member. */
  premium_required: { status: 403, extra: none },
  /** A repeat order without a valid stored mandate (or with nothing to buy again): buy on /credits. */
  repeat_order_unavailable: { status: 409, extra: none },
  // --- Direct debit with an SMS code (issue 11; decision 034) ---
  /** The SMS code is not the one sent (or not the newest one); attempts_left before the request is void. */
  direct_debit_code_invalid: { status: 400, extra: z.object({ attempts_left: count }) },
  /** The code's 10 minutes are over: send a new one (or start again when no more can be sent). */
  direct_debit_code_expired: { status: 410, extra: none },
  /** Too many wrong codes, or the request was already used: start again. */
  direct_debit_request_void: { status: 410, extra: none },
  /** The IBAN or the phone number is on the operators' blocked list; fields says which. */
  direct_debit_blocked: { status: 403, extra: none },
  /** The member's direct debit limit (amount and count per 30 days) is reached. */
  direct_debit_limit_reached: { status: 409, extra: none },
  /** Another code only after `seconds`. */
  sms_resend_too_soon: { status: 429, extra: z.object({ seconds: count }) },
  /** No more codes for this request. */
  sms_resend_limit: { status: 429, extra: none },
  /** The text message could not be handed to the SMS provider; nothing was charged. */
  sms_unavailable: { status: 503, extra: none },
  // --- Spending cap (issue 12; decision 039) ---
  /**
   * The payment would take the member over their own monthly cap: the cap and what is left this month,
   * written in the member's language (cap, left) and as minor units of currency.
   */
  spending_cap_reached: {
    status: 409,
    extra: z.object({ cap: z.string(), left: z.string(), cap_amount: count, left_amount: count, currency: z.string() }),
  },
  /** The member's cap is in another currency than their prices now: set it again first. */
  spending_cap_currency: { status: 409, extra: z.object({ currency: z.string() }) },
  // --- Operators answering as chat-pals (issue 14; decision 048) ---
  /** Another operator holds this conversation (their lease runs until expires_at). */
  conversation_claimed: { status: 409, extra: z.object({ expires_at: z.string() }) },
  /** Answering or renewing needs this operator's own, unexpired claim on the conversation. */
  claim_required: { status: 409, extra: none },
  // --- Fictional chat-pal profiles (decision 053) ---
  /** A paid photo is sent in conversations only: it cannot be the main photo (and the main photo cannot be paid). */
  paid_photo_main: { status: 409, extra: none },
  // --- Admins' money actions (issue 14; decision 052) ---
  /** A credit charge larger than the member's balance: nothing was taken. */
  adjustment_exceeds_balance: { status: 409, extra: none },
  /** The payment is not paid, already refunded or charged back, or unknown to the provider: nothing was refunded. */
  payment_not_refundable: { status: 409, extra: none },
  /** A (partial) refund larger than what remains unrefunded of the payment (decision 060): `remaining` written in the staff member's language, and in minor units. */
  refund_exceeds_remaining: { status: 409, extra: z.object({ remaining: z.string(), remaining_amount: count, currency: z.string() }) },
  /** The change would leave no active admin, or an admin would disable their own account. */
  staff_last_admin: { status: 409, extra: none },
  staff_self_disable: { status: 409, extra: none },
  // --- Moderation (issue 14; decision 051) ---
  /** Login of a banned account (the web app then shows the ban page). */
  account_banned: { status: 403, extra: none },
  /** Another moderator is working this complaint. */
  complaint_taken: { status: 409, extra: none },
  /** The complaint was closed already. */
  complaint_closed: { status: 409, extra: none },
  /** The action needs a reported member, and this complaint is about the site. */
  complaint_without_member: { status: 409, extra: none },
  /** Unhiding a profile that no moderator hid (or that is shown again already). */
  profile_not_hidden: { status: 409, extra: none },
  /** "Send the rest" of a campaign that is not failed (sending or sent). */
  campaign_not_failed: { status: 409, extra: none },
} as const satisfies Record<string, { status: number; extra: z.ZodObject }>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]];
export const ErrorCode = z.enum(ERROR_CODES);
/** The extra answer fields of one code, as fail() takes them. */
export type ErrorExtra<C extends ErrorCode> = z.input<(typeof ERRORS)[C]['extra']>;

/** The one error shape of every failed call (spec section 8 plus a stable code). */
export const ApiErrorBody = z.object({
  message: z.string(),
  statusCode: z.number().int(),
  code: ErrorCode,
  /** Set on 403 answers of calls that need a session. */
  authentication_required: z.literal(true).optional(),
  /** One translated message per invalid field, keyed by the field's path ("email", "profile.name"). */
  fields: z.record(z.string(), z.string()).optional(),
  /** A corrected e-mail address the member probably meant. */
  suggestion: z.string().optional(),
  /** Minutes a login stays blocked. */
  minutes: z.number().int().optional(),
  /** Seconds until a daily allowance comes back (swipe game), with the same split in hours and minutes. */
  seconds: z.number().int().optional(),
  hours: z.number().int().optional(),
  /** The limit that was reached (photos, free conversations) or the minimum age. */
  limit: z.number().int().optional(),
  min_age: z.number().int().optional(),
  max: z.number().int().optional(),
  megabytes: z.number().optional(),
  /** spending_cap_reached: the member's monthly cap and what is left of it, written out and in minor units. */
  cap: z.string().optional(),
  left: z.string().optional(),
  cap_amount: z.number().int().optional(),
  left_amount: z.number().int().optional(),
  currency: z.string().optional(),
  /** refund_exceeds_remaining: what can still be refunded of the payment, written out and in minor units. */
  remaining: z.string().optional(),
  remaining_amount: z.number().int().optional(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

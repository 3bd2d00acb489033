import { z } from 'zod';

/**
 * Stable error codes. The server sends `message` already translated into the member's
 * language; the web app may also translate by `code`.
 */
export const ERROR_CODES = [
  'authentication_required',
  'validation_failed',
  'login_failed',
  'login_blocked',
  'email_taken',
  'email_deleted_reactivatable',
  'activation_failed',
  'already_confirmed',
  'not_found',
  'forbidden',
  'signups_closed',
  'too_many_requests',
  'email_not_found',
  'reset_link_expired',
  'mail_change_link_expired',
  'photo_limit_reached',
  'photo_invalid',
  'photo_too_large',
  'photo_missing',
  'like_not_allowed',
  'swipe_limit_reached',
  'insufficient_credits',
  'free_conversation_limit',
  'message_not_allowed',
  'internal_error',
] as const;
export const ErrorCode = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof ErrorCode>;

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
});
export type ApiErrorBody = z.infer<typeof ApiErrorBody>;

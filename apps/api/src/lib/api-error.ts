import { ERRORS, type ErrorCode, type ErrorExtra } from '@dating/contracts';

export interface FailOptions {
  /** Per-field message keys (errors:field.<key>), keyed by field path. */
  fields?: Record<string, string>;
  /** A more specific message than the code's own (errors:<key>), e.g. "log in to like". */
  messageKey?: string;
}

/**
 * The one error type services throw, made by `fail()`. Its status comes from the code (the ERRORS
 * table of the contracts), so one code always answers one status. The error handler turns it into the
 * spec's shape `{ message, statusCode, code, ... }` with the message in the member's language.
 */
export class ApiError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    /** Extra answer fields, also the interpolation values of the message (suggestion, minutes, min_age ...). */
    readonly extra: Record<string, string | number> = {},
    readonly options: FailOptions = {},
  ) {
    super(code);
    this.statusCode = ERRORS[code].status;
  }

  get fields(): Record<string, string> | undefined {
    return this.options.fields;
  }

  get messageKey(): string | undefined {
    return this.options.messageKey;
  }
}

type ExtraArgs<C extends ErrorCode> = Record<string, never> extends ErrorExtra<C>
  ? [extra?: ErrorExtra<C>, options?: FailOptions]
  : [extra: ErrorExtra<C>, options?: FailOptions];

/** `throw fail('free_conversation_limit', { limit })`: the error of a code, with the extra fields the code carries. */
export function fail<C extends ErrorCode>(code: C, ...[extra, options]: ExtraArgs<C>): ApiError {
  return new ApiError(code, (extra ?? {}) as Record<string, string | number>, options);
}

/** 400 validation_failed with one message key per invalid field (errors:field.<key>). */
export function invalid(fields: Record<string, string>, extra: ErrorExtra<'validation_failed'> = {}): ApiError {
  return fail('validation_failed', extra, { fields });
}

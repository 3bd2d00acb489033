import type { ErrorCode } from '@dating/contracts';

/**
 * The one error type services throw. The error handler turns it into the spec's shape
 * `{ message, statusCode, code, ... }` with the message in the member's language.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    /** Per-field message keys (errors:field.<key>), keyed by field path. */
    readonly fields?: Record<string, string>,
    /** Extra answer fields and interpolation values (suggestion, minutes, min_age ...). */
    readonly extra: Record<string, string | number> = {},
    /** A more specific message than the code's own (errors:<key>), e.g. "log in to like". */
    readonly messageKey?: string,
  ) {
    super(code);
  }

  static validation(fields: Record<string, string>, extra: Record<string, string | number> = {}): ApiError {
    return new ApiError(400, 'validation_failed', fields, extra);
  }
}

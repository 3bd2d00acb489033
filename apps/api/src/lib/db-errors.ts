import type { ErrorCode } from '@dating/contracts';

/** The error and its causes (drizzle wraps the driver's error in `cause`), outermost first. */
function* chain(error: unknown): Generator<object> {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    yield e;
    e = 'cause' in e ? e.cause : undefined;
  }
}

function codeOf(e: object): string | undefined {
  return 'code' in e && typeof e.code === 'string' ? e.code : undefined;
}

/** True when a query failed on a unique constraint (PostgreSQL 23505), whichever driver or wrapper raised it. */
export function isUniqueViolation(error: unknown): boolean {
  for (const e of chain(error)) if (codeOf(e) === '23505') return true;
  return false;
}

/** Socket errors of a database connection that could not be opened or was cut. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
/** node-postgres says these in words only (no code). */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'connection error',
  'is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed',
  'Cannot use a pool after calling end',
];

/** True when the database could not be reached (down, restarting, connection cut), as opposed to refusing a statement. */
export function isConnectionError(error: unknown): boolean {
  for (const e of chain(error)) {
    const code = codeOf(e);
    if (code) {
      if (CONNECTION_CODES.has(code)) return true;
      // 08: connection exception; 57P01-57P03: the server is shutting down or starting; 53300: too many connections.
      if (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '53300') return true;
    }
    const message = 'message' in e && typeof e.message === 'string' ? e.message : '';
    if (CONNECTION_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}

/** The driver's own words at the bottom of a wrapped error ("Connection terminated unexpectedly"), without the statement. */
export function rootMessage(error: unknown): string {
  let message = '';
  for (const e of chain(error)) if ('message' in e && typeof e.message === 'string') message = e.message;
  return message;
}

/**
 * The answer for a database error that is not the server's fault: the database being away
 * (503 service_unavailable, the caller may retry), a reference to a row that does not exist
 * (foreign-key violation 23503: 404 not_found), or a value the column cannot take (data exception,
 * class 22: 400 validation_failed). Null for anything else, which stays a 500.
 */
export function databaseErrorCode(error: unknown): ErrorCode | null {
  if (isConnectionError(error)) return 'service_unavailable';
  for (const e of chain(error)) {
    const code = codeOf(e);
    // PostgreSQL's SQLSTATEs are five characters; socket codes (E...) are not theirs.
    if (!code || code.length !== 5) continue;
    if (code === '23503') return 'not_found';
    if (code.startsWith('22')) return 'validation_failed';
  }
  return null;
}

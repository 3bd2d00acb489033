/** The longest a Redis command may take before the call goes on without it. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * Options for a Redis connection a request may wait on: a command fails after
 * REDIS_COMMAND_TIMEOUT_MS instead of waiting for a hung server, and fails at once (no queue) while
 * there is no ready connection, so a Redis that is down or never answers costs a call at most that
 * long. Callers decide what happens then (rate limits count in process, realtime events are dropped).
 */
export const REDIS_REQUEST_OPTIONS = {
  connectTimeout: 2000,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
} as const;

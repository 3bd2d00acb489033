import {
  getUser,
  type ApiErrorBody,
  type BodyOf,
  type QueryOf,
  type ResponseOf,
  type RouteContract,
} from '@dating/contracts';

/** The endpoint whose 403 means "you are a visitor", not "your session ended" (spec section 8). */
const USER_PATH = getUser.path;

/** Retries after the first attempt on network errors and 5xx answers (spec section 7). */
export const MAX_RETRIES = 5;
export const RETRY_BASE_DELAY_MS = 250;

/** Delay before retry number `attempt` (0-based): 250, 500, 1000, 2000, 4000 ms. */
export function retryDelay(attempt: number): number {
  return RETRY_BASE_DELAY_MS * 2 ** attempt;
}

/** A failed call: the server's error body (already translated) plus the HTTP status. */
export class ApiError extends Error {
  readonly body: ApiErrorBody;
  /** Whether trying again may help: server errors (5xx) yes, unless the answer itself was wrong. */
  readonly retryable: boolean;
  /** Whether the body (and its translated message) came from our API, not from a proxy or this client. */
  readonly fromServer: boolean;

  constructor(body: ApiErrorBody, { retryable = body.statusCode >= 500, fromServer = true } = {}) {
    super(body.message);
    this.name = 'ApiError';
    this.body = body;
    this.retryable = retryable;
    this.fromServer = fromServer;
  }

  get status(): number {
    return this.body.statusCode;
  }

  get code(): ApiErrorBody['code'] {
    return this.body.code;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What to tell the member: the server's translated message, or the given generic text. */
export function userMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.fromServer && error.message ? error.message : fallback;
}

export interface CallOptions<C extends RouteContract> {
  query?: QueryOf<C>;
  body?: BodyOf<C>;
  /** A multipart body (file uploads) for calls without a JSON body; the browser sets its content type. */
  formData?: FormData;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  baseUrl?: string;
  /** A fresh key for each logical non-GET request (default: a random UUID v4). */
  idempotencyKey?: () => string;
}

/**
 * The header that lets the server recognise a retried write: one key per logical request, the same
 * key on each of its retries, so a retry after a lost answer does not, for example, send a message twice.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * A random UUID v4. `crypto.randomUUID` exists only in secure contexts (HTTPS, localhost);
 * `crypto.getRandomValues` everywhere, so a site served over plain HTTP still gets keys.
 */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

type SessionLostListener = () => void;

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function buildUrl(baseUrl: string, path: string, query?: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl.replace(/\/$/, '')}${path}${search ? `?${search}` : ''}`;
}

function isRetryable(error: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return false;
  if (error instanceof ApiError) return error.retryable;
  // fetch rejects with a TypeError when the network fails; an abort is not a network failure.
  return !(error instanceof DOMException && error.name === 'AbortError');
}

const optional = (value: unknown, type: 'string' | 'number' | 'object') => value === undefined || typeof value === type;

/**
 * Whether an error answer is our API's error body. Written by hand, not with the ApiErrorBody schema, so
 * the site's first download needs no zod (decision 069); it checks the types of what the client reads
 * (not the code against the list of codes, which would put that list in the first download).
 */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  return (
    typeof body.message === 'string' &&
    Number.isInteger(body.statusCode) &&
    typeof body.code === 'string' &&
    (body.authentication_required === undefined || body.authentication_required === true) &&
    optional(body.fields, 'object') &&
    body.fields !== null &&
    optional(body.suggestion, 'string') &&
    optional(body.minutes, 'number')
  );
}

async function readError(response: Response): Promise<ApiError> {
  const fallback = new ApiError(
    {
      message: response.statusText || `HTTP ${response.status}`,
      statusCode: response.status,
      code: response.status >= 500 ? 'internal_error' : response.status === 404 ? 'not_found' : 'forbidden',
    },
    { fromServer: false },
  );
  try {
    const body: unknown = await response.json();
    return isApiErrorBody(body) ? new ApiError(body) : fallback;
  } catch {
    return fallback;
  }
}

/**
 * The typed client of every API call: `call(contract, { query, body })`.
 *
 * It resolves with the contract's parsed response, or with `null` when a call other than
 * /api/user.php answers 403 authentication_required: the session is gone, listeners log the
 * member out client-side, and the request counts as not done (spec section 8).
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const sleep = options.sleep ?? defaultSleep;
  const baseUrl = options.baseUrl ?? '';
  const newIdempotencyKey = options.idempotencyKey ?? randomUuid;
  const sessionLostListeners = new Set<SessionLostListener>();

  async function attempt<C extends RouteContract>(
    contract: C,
    opts: CallOptions<C>,
    idempotencyKey: string | undefined,
  ): Promise<ResponseOf<C> | null> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (contract.method === 'GET' && contract.path === USER_PATH) headers['X-Request-Type'] = 'client';
    if (idempotencyKey !== undefined) headers[IDEMPOTENCY_HEADER] = idempotencyKey;
    const hasBody = contract.method !== 'GET' && opts.body !== undefined;
    if (hasBody) headers['Content-Type'] = 'application/json';
    const formData = contract.method !== 'GET' && !hasBody ? opts.formData : undefined;

    const query = { ...(opts.query as Record<string, unknown> | undefined), ...(contract.variant && { [contract.variant]: 1 }) };
    const response = await doFetch(buildUrl(baseUrl, contract.path, query), {
      method: contract.method,
      credentials: 'same-origin',
      headers,
      body: hasBody ? JSON.stringify(opts.body) : formData,
      signal: opts.signal,
    });

    if (!response.ok) {
      const error = await readError(response);
      const { code, authentication_required } = error.body;
      const authenticationRequired = code === 'authentication_required' || authentication_required === true;
      if (response.status === 403 && authenticationRequired && contract.path !== USER_PATH) {
        sessionLostListeners.forEach((listener) => listener());
        return null;
      }
      throw error;
    }

    const json: unknown = await response.json();
    // The web app's production build has the calls without their schemas (generated/client.js of the
    // contracts, decision 069): the server writes only what the contract names, and the answers are
    // checked here in development and in every test, where the contracts are the real ones.
    const schema = contract.response as RouteContract['response'] | undefined;
    if (!schema) return json as ResponseOf<C>;
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      console.error(`Unexpected answer from ${contract.method} ${contract.path}`, parsed.error);
      throw new ApiError(
        { message: 'Unexpected answer from the server', statusCode: 500, code: 'internal_error' },
        { retryable: false, fromServer: false },
      );
    }
    return parsed.data as ResponseOf<C>;
  }

  async function call<C extends RouteContract>(contract: C, opts: CallOptions<C> = {}): Promise<ResponseOf<C> | null> {
    // One key for the logical request: every retry below sends the same one.
    const idempotencyKey = contract.method === 'GET' ? undefined : newIdempotencyKey();
    for (let retry = 0; ; retry++) {
      try {
        return await attempt(contract, opts, idempotencyKey);
      } catch (error) {
        if (retry >= MAX_RETRIES || !isRetryable(error, opts.signal)) throw error;
        await sleep(retryDelay(retry));
      }
    }
  }

  /** Like `call`, for calls that never lose the session silently (/api/user.php) or where null is an error. */
  async function callStrict<C extends RouteContract>(contract: C, opts: CallOptions<C> = {}): Promise<ResponseOf<C>> {
    const result = await call(contract, opts);
    if (result === null) {
      throw new ApiError(
        { message: 'Authentication required', statusCode: 403, code: 'authentication_required' },
        { fromServer: false },
      );
    }
    return result;
  }

  /** Runs `listener` whenever a call finds the session gone; returns the unsubscribe function. */
  function onSessionLost(listener: SessionLostListener): () => void {
    sessionLostListeners.add(listener);
    return () => sessionLostListeners.delete(listener);
  }

  return { call, callStrict, onSessionLost };
}

export type ApiClient = ReturnType<typeof createApiClient>;

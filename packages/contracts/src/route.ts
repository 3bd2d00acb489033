import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may make a call. `public`: anyone, visitors included; `member`: any logged-in account;
 * `operator`, `moderator`, `admin`: staff with that role (an admin may do everything).
 * A visitor calling anything but a public call gets 403 authentication_required, a member calling a
 * staff call 403 role_required; the server's route helper enforces it, one place for every call.
 */
export const ACCESS_LEVELS = ['public', 'member', 'operator', 'moderator', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/**
 * One API call, declared once. The server registers its handler against this object
 * and the web client derives its typed fetch function from it.
 */
export interface RouteContract<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
> {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  /** What the call is for; ends up in the OpenAPI document. */
  readonly summary: string;
  /** Who may make the call (see Access). */
  readonly access: A;
  readonly query?: Q;
  readonly body?: B;
  readonly response: R;
  /**
   * A call that shares its method and path with another and is told apart by this query parameter
   * being `1` (the spec's `POST /api/user.php?push=1` beside the login at `POST /api/user.php`). The
   * client adds `?<variant>=1`; the server routes on it.
   */
  readonly variant?: string;
  /**
   * A GET that changes state (the spec keeps a few, e.g. logout.php): a request a browser marks as
   * coming from another site (Sec-Fetch-Site cross-site or same-site) is refused with 403
   * cross_site_refused unless it carries the X-Request-Type header, which only the site's own scripts
   * can send. Decision 026.
   */
  readonly sameSiteOnly?: true;
  /**
   * A call that costs credits: the client sends an `Idempotency-Key` header (the same on every retry
   * of one action), and the server answers a repeated key with the first answer instead of charging
   * again (decision 022).
   */
  readonly idempotent?: true;
}

/** The header an idempotent call's retries share; 8-100 letters, digits, `-` or `_` (a UUID fits). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

export function defineRoute<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
  A extends Access = Access,
>(route: RouteContract<Q, B, R, A>): RouteContract<Q, B, R, A> {
  return route;
}

export type QueryOf<C> = C extends RouteContract<infer Q, z.ZodType | undefined, z.ZodType, Access>
  ? Q extends z.ZodType ? z.input<Q> : undefined
  : never;
export type BodyOf<C> = C extends RouteContract<z.ZodType | undefined, infer B, z.ZodType, Access>
  ? B extends z.ZodType ? z.input<B> : undefined
  : never;
export type ResponseOf<C> = C extends RouteContract<z.ZodType | undefined, z.ZodType | undefined, infer R, Access>
  ? z.output<R>
  : never;

/** Whether a value is a call's contract: for walking every export of this package (OpenAPI, access and fuzz tests). */
export function isRouteContract(value: unknown): value is RouteContract {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value && 'response' in value;
}

/** Every call a module declares, by export name: `routeContracts(await import('@dating/contracts'))`. */
export function routeContracts(module: Record<string, unknown>): [name: string, contract: RouteContract][] {
  return Object.entries(module).flatMap(([name, value]) => (isRouteContract(value) ? [[name, value] as [string, RouteContract]] : []));
}

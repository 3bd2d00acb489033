import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API call, declared once. The server registers its handler against this object
 * and the web client derives its typed fetch function from it.
 */
export interface RouteContract<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  readonly method: HttpMethod;
  readonly path: `/api/${string}`;
  /** What the call is for; ends up in the OpenAPI document. */
  readonly summary: string;
  /** Whether the call needs a logged-in member (403 authentication_required otherwise). */
  readonly auth: boolean;
  readonly query?: Q;
  readonly body?: B;
  readonly response: R;
}

export function defineRoute<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(route: RouteContract<Q, B, R>): RouteContract<Q, B, R> {
  return route;
}

export type QueryOf<C> = C extends RouteContract<infer Q, z.ZodType | undefined, z.ZodType>
  ? Q extends z.ZodType ? z.input<Q> : undefined
  : never;
export type BodyOf<C> = C extends RouteContract<z.ZodType | undefined, infer B, z.ZodType>
  ? B extends z.ZodType ? z.input<B> : undefined
  : never;
export type ResponseOf<C> = C extends RouteContract<z.ZodType | undefined, z.ZodType | undefined, infer R>
  ? z.output<R>
  : never;

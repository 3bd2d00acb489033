import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { consoleLanguage, type RouteContract } from '@dating/contracts';
import type { Db, DbOrTx, MemberRow } from '@dating/db';
import type { LimitName } from '../plugins/rate-limit.js';
import { isStaffAccess, roleMayCall } from './access.js';
import { fail } from './api-error.js';
import { mayChangeStateByGet } from './cross-site.js';
import { idempotent, idempotentByClaim } from './idempotency.js';
import { translatorFor } from '../plugins/i18n.js';

type Input<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The account a handler is called for: known to be there for every call but a public one. */
export type MemberOf<C extends RouteContract> = C['access'] extends 'public' ? MemberRow | null : MemberRow;

export interface HandlerRequest<C extends RouteContract> extends FastifyRequest {
  query: Input<NonNullable<C['query']>>;
  body: Input<NonNullable<C['body']>>;
  member: MemberOf<C>;
  /**
   * The database a handler writes through: for an idempotent call with an Idempotency-Key, the
   * transaction that holds the claimed key (so the charge and the stored answer commit together);
   * otherwise unitDb.
   */
  db: DbOrTx;
  /**
   * The app's database as this call's unit of work: the domain events written through it (or a
   * transaction of it) are the call's, delivered once it has succeeded (decision 077). A handler
   * writes through it (or `db`), never `app.db`, whose events would wait for the sweep.
   */
  unitDb: Db;
}

export interface RouteOptions {
  rateLimit?: LimitName;
  /** The message a visitor gets instead of the generic "please log in" (errors:<key>), e.g. 'login.like'. */
  visitorMessage?: string;
  /**
   * How an `idempotent` contract keeps its promise: 'transaction' (the default) runs the handler in the
   * transaction holding the key; 'claim' claims the key on its own and runs the handler outside any
   * transaction, for a handler that calls another service over the network (decision 031).
   */
  idempotency?: 'transaction' | 'claim';
}

/**
 * Routes a request carrying `?<name>=1` for a contract's `variant` (the spec's `POST /api/user.php?push=1`)
 * to that variant's handler; without it, to the plain call. Added once to the app (app.ts).
 */
export function addVariantConstraint(app: FastifyInstance, variants: readonly string[]): void {
  const named = variants.map((name) => `${name}=`);
  app.addConstraintStrategy({
    name: 'variant',
    storage() {
      const handlers = new Map<string, unknown>();
      return {
        get: (value: string) => (handlers.get(value) ?? null) as never,
        set: (value: string, store: unknown) => void handlers.set(value, store),
      };
    },
    deriveConstraint(request: { url?: string }) {
      // Asked for every request: a URL without a query string (most calls) has no variant to look for.
      const at = request.url?.indexOf('?') ?? -1;
      if (at === -1) return undefined;
      const query = request.url!.slice(at + 1);
      // Nor one whose query string names no variant (a search's filters): without `%` or `+` a name is
      // written as it is, so `<name>=` must appear for URLSearchParams to find it.
      if (!query.includes('%') && !query.includes('+') && !named.some((name) => query.includes(name))) return undefined;
      const search = new URLSearchParams(query);
      return variants.find((name) => search.get(name) === '1');
    },
    mustMatchWhenDerived: false,
  });
}

/** A staff call answers in the staff member's console language (en, nl, de), whatever the browser says. */
function speakConsoleLanguage(request: FastifyRequest, language: string): void {
  request.locale = consoleLanguage(language);
  request.t = translatorFor(request.locale);
}

/**
 * Registers a handler for a contract: the contract's schemas parse the input and shape the 200
 * answer, and its `access` is enforced before the input is even read — a visitor gets 403
 * authentication_required, a staff call without an active console session 403
 * staff_authentication_required, a console session without the call's role 403 role_required; a state-changing GET
 * (`sameSiteOnly`) refuses a request from another site first. The handler's work is tracked, so a
 * shutdown waits for it before the database closes, and is one unit of domain events: what it emitted
 * is delivered once it has succeeded (decision 021). A contract marked `idempotent` answers a repeated
 * Idempotency-Key with the first answer (decision 022).
 */
export function route<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: (request: HandlerRequest<C>, reply: FastifyReply) => Promise<z.input<C['response']> | FastifyReply>,
  options: RouteOptions = {},
): void {
  const { access } = contract;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    // A variant (`?push=1`) is its own route beside the plain call at the same method and path.
    ...(contract.variant && { constraints: { variant: contract.variant } }),
    schema: {
      summary: contract.summary,
      ...(contract.query && { querystring: contract.query }),
      ...(contract.body && { body: contract.body }),
      response: { 200: contract.response },
    },
    ...(contract.sameSiteOnly && {
      onRequest: async (request: FastifyRequest) => {
        if (!mayChangeStateByGet(request)) throw fail('cross_site_refused');
      },
    }),
    ...(access === 'member' && {
      preValidation: async (request: FastifyRequest) => {
        if (!request.member) throw fail('authentication_required', {}, options.visitorMessage ? { messageKey: options.visitorMessage } : {});
      },
    }),
    // A staff call counts only the console session (password and second factor; decision 040), never
    // the member cookie; its handler sees the staff account as `member`.
    ...(isStaffAccess(access) && {
      preValidation: async (request: FastifyRequest) => {
        const { staff } = request;
        // The staff member's own console language for every message of a staff call (decision 052).
        if (staff) speakConsoleLanguage(request, staff.user.language);
        if (staff?.stage !== 'active') throw fail('staff_authentication_required');
        if (!roleMayCall(staff.user.role, access)) throw fail('role_required');
        request.member = staff.user;
      },
    }),
    ...(options.rateLimit && { config: { rateLimit: app.rateLimitFor(options.rateLimit) } }),
    handler: (request, reply) => {
      const typed = request as HandlerRequest<C>;
      const byKey = options.idempotency === 'claim' ? () => idempotentByClaim(app, typed, reply, handler) : () => idempotent(app, contract, typed, reply, handler);
      const work = contract.idempotent ? byKey : () => handler(typed, reply);
      // request.db: the unit's handle of the database, through which the handler's events are its own.
      return app.inflight.track(
        app.events.run((db) => {
          typed.db = typed.unitDb = db;
          return work();
        }),
      );
    },
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { RouteContract } from '@dating/contracts';
import { requireMember } from '../plugins/session.js';
import type { LimitName } from '../plugins/rate-limit.js';

type Input<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerRequest<C extends RouteContract> extends FastifyRequest {
  query: Input<NonNullable<C['query']>>;
  body: Input<NonNullable<C['body']>>;
}

/**
 * Registers a handler for a contract: the contract's schemas parse the input and shape
 * the 200 answer, and calls marked `auth` get a 403 authentication_required without a session.
 */
export function route<C extends RouteContract>(
  app: FastifyInstance,
  contract: C,
  handler: (request: HandlerRequest<C>, reply: FastifyReply) => Promise<z.input<C['response']> | FastifyReply>,
  options: { rateLimit?: LimitName } = {},
): void {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    schema: {
      summary: contract.summary,
      ...(contract.query && { querystring: contract.query }),
      ...(contract.body && { body: contract.body }),
      response: { 200: contract.response },
    },
    ...(contract.auth && { preValidation: requireMember }),
    ...(options.rateLimit && { config: { rateLimit: app.rateLimitFor(options.rateLimit) } }),
    handler: (request, reply) => handler(request as HandlerRequest<C>, reply),
  });
}

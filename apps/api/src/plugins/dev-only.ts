import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions, FastifyRequest } from 'fastify';
import { fail } from '../lib/api-error.js';
import { isLoopback } from '../lib/addresses.js';

/** Headers a reverse proxy adds: their presence means the client is somewhere else, whatever the socket says. */
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host', 'cf-connecting-ip', 'true-client-ip'];

/**
 * A request made on this machine itself: the connection comes from a loopback address and carries no
 * proxy header (a proxy on this machine forwarding someone else's request would also come from 127.0.0.1).
 * The socket's own address is used, never request.ip, so TRUST_PROXY cannot widen it.
 */
export function isFromThisMachine(request: FastifyRequest): boolean {
  if (!isLoopback(request.raw.socket.remoteAddress)) return false;
  return PROXY_HEADERS.every((name) => request.headers[name] === undefined);
}

/**
 * Registers development-only pages (the mail outbox, the SMS outbox, the test payment provider ...) in
 * their own context, answering a plain 404 to every request that does not come from this machine: for
 * anyone else they do not exist. Whether to register them at all (DEV_OUTBOX ...) is the caller's choice.
 */
export async function registerDevOnly<Options extends FastifyPluginOptions>(
  app: FastifyInstance,
  plugin: FastifyPluginAsync<Options>,
  options: Options,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if (!isFromThisMachine(request)) throw fail('not_found');
    });
    await scope.register(plugin, options);
  });
}

import type { FastifyInstance } from 'fastify';

/**
 * Accepts `application/x-www-form-urlencoded` bodies in the calling plugin (Fastify keeps parsers per
 * plugin): the forms outside services post, such as Mollie's webhook (id=tr_…) and a mail program's
 * one-click unsubscribe (List-Unsubscribe=One-Click).
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

import fp from 'fastify-plugin';
import { invalid } from '../lib/api-error.js';

/** The first path (a.b.0) at which a value holds a NUL character, in a key or a string; null when none does. */
export function nulPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : null;
  if (!value || typeof value !== 'object' || depth > 20) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at.replaceAll('\u0000', '');
    const found = nulPath(item, at, depth + 1);
    if (found) return found;
  }
  return null;
}

/** The value with every NUL character removed from its strings and keys (arrays and objects walked). */
export function withoutNul(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replaceAll('\u0000', '');
  if (!value || typeof value !== 'object' || depth > 20) return value;
  if (Array.isArray(value)) return value.map((item) => withoutNul(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key.replaceAll('\u0000', ''), withoutNul(item, depth + 1)]));
}

/**
 * NUL characters never reach a handler or the database (PostgreSQL text cannot hold one, and none has
 * a use in a name, a message, a token or a host). In a query string they are stripped, before any
 * other hook reads it (settings.php chooses the site by ?host=): query values only look things up, and
 * a link a browser follows (activation, e-mail change) still lands on its page. In a body, where the
 * value would be kept, the call is refused with 400 validation_failed naming the field — after the
 * call's access and schema are checked, so a visitor still hears "log in" first.
 */
export default fp(
  async (app) => {
    // Callback hooks: no promise per request for checks that never wait.
    app.addHook('onRequest', (request, _reply, next) => {
      const at = request.url.indexOf('?');
      // %00 is the only way a NUL reaches a query string (a raw one never passes the HTTP parser).
      if (at !== -1 && request.url.includes('%00', at)) request.query = withoutNul(request.query);
      next();
    });
    app.addHook('preHandler', (request, _reply, next) => {
      const field = request.body === undefined ? null : nulPath(request.body);
      next(field ? invalid({ [field]: 'invalid' }) : undefined);
    });
  },
  { name: 'input-guard' },
);

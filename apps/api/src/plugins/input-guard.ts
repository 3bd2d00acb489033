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

/**
 * Refuses a NUL character anywhere in the input with 400 validation_failed. No text the site keeps or
 * looks up may hold one (PostgreSQL text cannot), and none has a use in a name, a message or a host.
 * The query string is checked before any other hook reads it (the site is chosen by ?host=); the
 * body after the call's access and schema are checked, so a visitor still hears "log in" first.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const at = request.url.indexOf('?');
      if (at === -1) return;
      const query = request.url.slice(at + 1);
      // %00 is the only way a NUL reaches a query string (a raw one never passes the HTTP parser).
      if (!query.includes('%00')) return;
      const field = nulPath(request.query);
      if (field) throw invalid({ [field]: 'invalid' });
    });
    app.addHook('preHandler', async (request) => {
      const field = nulPath(request.body);
      if (field) throw invalid({ [field]: 'invalid' });
    });
  },
  { name: 'input-guard' },
);

import { describe, expect, it } from 'vitest';
import * as contracts from './index.js';
import type { RouteContract } from './route.js';
import { INTERESTS, LOCALES, SignupBody } from './index.js';

const isRoute = (value: unknown): value is RouteContract =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;
const routes: [string, RouteContract][] = Object.entries(contracts as Record<string, unknown>).flatMap(([name, value]) =>
  isRoute(value) ? [[name, value] as [string, RouteContract]] : [],
);

describe('contracts', () => {
  it('declares every call once, on a path in the spec’s /api/<name>.php style', () => {
    expect(routes.length).toBeGreaterThan(40);
    const seen = new Set<string>();
    for (const [name, route] of routes) {
      expect(route.path, name).toMatch(/^\/api\/[a-z0-9/-]+\.php$/);
      const key = `${route.method} ${route.path}`;
      expect(seen.has(key), `${key} declared twice`).toBe(false);
      seen.add(key);
    }
    expect(seen).toContain('GET /api/user.php');
    expect(seen).toContain('DELETE /api/chat.php');
  });

  it('keeps the spec’s constants', () => {
    expect(INTERESTS).toHaveLength(51);
    expect(LOCALES).toEqual(['nl', 'de', 'en', 'es', 'fr', 'it', 'pl']);
  });

  it('parses a signup and refuses one without the accepted terms', () => {
    const base = {
      email: 'a@example.com', name: 'Anna', date_of_birth: '1990-01-01', password: 'long enough',
      gender: 'female', sexuality: 'hetero', accept_terms: true, accept_privacy: true,
    };
    expect(SignupBody.safeParse(base).success).toBe(true);
    const refused = SignupBody.safeParse({ ...base, accept_terms: false });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('accept_terms_required');
  });
});

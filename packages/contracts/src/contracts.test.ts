import { describe, expect, it } from 'vitest';
import * as contracts from './index.js';
import { ACCESS_LEVELS, ERRORS, ERROR_CODES, INTERESTS, LOCALES, SignupBody, routeContracts } from './index.js';

const routes = routeContracts(contracts);

describe('contracts', () => {
  it('declares every call once, on a path in the spec’s /api/<name>.php style', () => {
    expect(routes.length).toBeGreaterThan(40);
    const seen = new Set<string>();
    for (const [name, route] of routes) {
      expect(route.path, name).toMatch(/^\/api\/[a-z0-9/-]+\.php$/);
      const key = `${route.method} ${route.path}${route.variant ? `?${route.variant}=1` : ''}`;
      expect(seen.has(key), `${key} declared twice`).toBe(false);
      seen.add(key);
    }
    expect(seen).toContain('GET /api/user.php');
    expect(seen).toContain('DELETE /api/chat.php');
    expect(seen).toContain('POST /api/user.php?push=1');
  });

  it('declares who may make each call', () => {
    for (const [name, route] of routes) expect(ACCESS_LEVELS, name).toContain(route.access);
    // The operators' calls are for operators (and admins); only the figures about operators are for admins alone.
    const staff = routes.filter(([, r]) => r.path.startsWith('/api/operator/'));
    expect(staff.length).toBeGreaterThan(0);
    for (const [name, r] of staff) expect(r.access, name).toBe(r.path === '/api/operator/figures.php' ? 'admin' : 'operator');
  });

  it('gives every error code one client or server error status', () => {
    expect(ERROR_CODES.length).toBe(Object.keys(ERRORS).length);
    for (const code of ERROR_CODES) {
      const { status } = ERRORS[code];
      expect(status >= 400 && status < 600, code).toBe(true);
    }
    expect(ERRORS.authentication_required.status).toBe(403);
    expect(ERRORS.insufficient_credits.status).toBe(402);
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

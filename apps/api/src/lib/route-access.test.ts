import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@dating/contracts';
import { routeContracts, type Access, type Role } from '@dating/contracts';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createMember } from '../../test/factories.js';
import { isStaffAccess, roleMayCall } from './access.js';

/**
 * Walks every declared call and proves its `access` is enforced for each kind of caller, so a call
 * added later cannot forget it: the route helper is the only place that checks it.
 */
const calls = routeContracts(contracts);
const actors: (Role | 'visitor')[] = ['visitor', 'member', 'operator', 'moderator', 'admin'];

/** What a caller must get from a call with this access, before its input is even looked at. */
function expected(actor: Role | 'visitor', access: Access): 'authentication_required' | 'staff_authentication_required' | 'role_required' | 'allowed' {
  if (access === 'public') return 'allowed';
  // Staff calls take only the console session (decision 040): visitors and members have none.
  if (isStaffAccess(access) && (actor === 'visitor' || actor === 'member')) return 'staff_authentication_required';
  if (actor === 'visitor') return 'authentication_required';
  return roleMayCall(actor, access) ? 'allowed' : 'role_required';
}

describe('declared access', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('allows each role exactly the staff calls of its role (an admin everything)', () => {
    expect(roleMayCall('member', 'operator')).toBe(false);
    expect(roleMayCall('operator', 'operator')).toBe(true);
    expect(roleMayCall('operator', 'admin')).toBe(false);
    expect(roleMayCall('admin', 'operator')).toBe(true);
    expect(roleMayCall('operator', 'moderator')).toBe(false);
    expect(roleMayCall('moderator', 'moderator')).toBe(true);
    expect(roleMayCall('moderator', 'operator')).toBe(false);
    expect(roleMayCall('admin', 'admin')).toBe(true);
    expect(roleMayCall('member', 'member')).toBe(true);
  });

  it.each(actors)('is enforced on every call for a %s', async (actor) => {
    const seen: Record<string, number> = {};
    for (const [name, contract] of calls) {
      // A fresh account per call: some calls (logout, deletion) end the session they are called with.
      // Staff accounts come with both sessions, the member one and the console one.
      const cookie = actor === 'visitor' ? undefined : (await createMember(t.db, { role: actor })).cookie;
      const res = await t.app.inject({
        method: contract.method,
        url: contract.variant ? `${contract.path}?${contract.variant}=1` : contract.path,
        headers: { 'x-request-type': 'client', ...(cookie && { cookie }) },
        ...(contract.method !== 'GET' && { payload: {} }),
      });
      // Some public calls answer a redirect (activation links): no JSON body, and no refusal either.
      const body = (String(res.headers['content-type']).includes('json') ? res.json() : {}) as { code?: string };
      const want = expected(actor, contract.access);
      seen[want] = (seen[want] ?? 0) + 1;
      const where = `${actor} ${name} (${contract.method} ${contract.path}, access ${contract.access}): ${res.statusCode} ${res.body.slice(0, 120)}`;
      if (want === 'allowed') {
        expect(body.code, where).not.toBe('authentication_required');
        expect(body.code, where).not.toBe('staff_authentication_required');
        expect(body.code, where).not.toBe('role_required');
        expect(res.statusCode, where).toBeLessThan(500);
      } else {
        expect(res.statusCode, where).toBe(403);
        expect(body.code, where).toBe(want);
      }
    }
    // The walk covered calls of every outcome this actor can meet.
    if (actor === 'visitor') expect(seen.authentication_required).toBeGreaterThan(20);
    if (actor === 'member') expect(seen.staff_authentication_required).toBeGreaterThan(0);
    if (actor === 'operator') expect(seen.role_required).toBeGreaterThan(0);
    if (actor === 'admin') expect(seen.role_required).toBeUndefined();
  });
});

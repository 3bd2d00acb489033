import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@dating/contracts';
import { routeContracts } from '@dating/contracts';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createMember } from '../../test/factories.js';

/** The state-changing GET calls the spec keeps (decision 026). */
const guarded = routeContracts(contracts).filter(([, c]) => c.sameSiteOnly);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = async (cookie: string) => (await t.app.inject({ url: '/api/user.php', headers: { cookie } })).json().user;

describe('state-changing GET calls refuse requests from other sites', () => {
  it('are logout.php, auto-like.php and chat.php (it marks messages read), all GET', () => {
    expect(guarded.map(([, c]) => c.path).sort()).toEqual(['/api/auto-like.php', '/api/chat.php', '/api/logout.php']);
    for (const [, c] of guarded) expect(c.method).toBe('GET');
  });

  it.each(['cross-site', 'same-site'])('refuses every one with 403 cross_site_refused when the browser says %s', async (site) => {
    for (const [name, contract] of guarded) {
      const member = await createMember(t.db);
      const res = await t.app.inject({ url: contract.path, headers: { cookie: member.cookie, 'sec-fetch-site': site, 'accept-language': 'en' } });
      expect(res.statusCode, name).toBe(403);
      expect(res.json(), name).toEqual({
        code: 'cross_site_refused',
        statusCode: 403,
        message: 'This can only be done on our own website. Open the site itself and try again there.',
      });
    }
  });

  it('leaves the session alone when a link on another site points at logout.php', async () => {
    const member = await createMember(t.db);
    const res = await t.app.inject({ url: '/api/logout.php', headers: { cookie: member.cookie, 'sec-fetch-site': 'cross-site' } });
    expect(res.statusCode).toBe(403);
    expect(res.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    expect((await me(member.cookie)).id).toBe(member.id);
  });

  it.each([
    ['the site’s own page (same-origin)', { 'sec-fetch-site': 'same-origin' }],
    ['the address typed or bookmarked (none)', { 'sec-fetch-site': 'none' }],
    ['a client that is not a browser (no Sec-Fetch-Site)', {}],
    ['the web client’s X-Request-Type header, whatever Sec-Fetch-Site says', { 'sec-fetch-site': 'cross-site', 'x-request-type': 'client' }],
  ])('logs out for %s', async (_, headers: Record<string, string>) => {
    const member = await createMember(t.db);
    const res = await t.app.inject({ url: '/api/logout.php', headers: { cookie: member.cookie, ...headers } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await me(member.cookie)).toBeNull();
  });

  it('writes no auto-like for a cross-site request, and one for the site’s own', async () => {
    const member = await createMember(t.db, { gender: 'male' });
    await createMember(t.db, { fictional: true });
    const likedBy = async () => (await t.app.inject({ url: '/api/likes.php', headers: { cookie: member.cookie } })).json().liked_by;
    const refused = await t.app.inject({ url: '/api/auto-like.php', headers: { cookie: member.cookie, 'sec-fetch-site': 'cross-site' } });
    expect(refused.statusCode).toBe(403);
    expect(await likedBy()).toEqual([]);
    const done = await t.app.inject({ url: '/api/auto-like.php', headers: { cookie: member.cookie, 'sec-fetch-site': 'same-origin' } });
    expect(done.json().profile).not.toBeNull();
    expect(await likedBy()).toHaveLength(1);
  });

  it('keeps messages unread for a cross-site request to chat.php', async () => {
    const a = await createMember(t.db, { gender: 'male', credits: 5 });
    const b = await createMember(t.db);
    const sent = await t.app.inject({ method: 'POST', url: '/api/messages.php', payload: { profile_id: b.id, body: 'Hello' }, headers: { cookie: a.cookie } });
    const id = sent.json().conversation.id as number;
    const unread = async () => (await t.app.inject({ url: '/api/chats.php', headers: { cookie: b.cookie } })).json().totals.unread_messages;
    expect(await unread()).toBe(1);
    const refused = await t.app.inject({ url: `/api/chat.php?id=${id}`, headers: { cookie: b.cookie, 'sec-fetch-site': 'cross-site' } });
    expect(refused.statusCode).toBe(403);
    expect(await unread()).toBe(1);
    const opened = await t.app.inject({ url: `/api/chat.php?id=${id}`, headers: { cookie: b.cookie, 'sec-fetch-site': 'same-origin' } });
    expect(opened.statusCode).toBe(200);
    expect(await unread()).toBe(0);
  });
});

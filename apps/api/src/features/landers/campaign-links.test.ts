import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, campaignLinks, trackingRecords } from '@dating/db';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { createMember, signupBody } from '../../../test/factories.js';

/** Campaign short links in the console (decision 063): made, counted and switched off by admins. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Who = 'visitor' | 'member' | 'operator' | 'moderator' | 'admin';
async function cookieOf(who: Who): Promise<string> {
  if (who === 'visitor') return '';
  const account = await createMember(t.db, who === 'member' ? {} : { role: who });
  return who === 'member' ? account.cookie : account.staffCookie!;
}
const URL = '/api/staff-campaign-links.php';
const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', payload?: object, language = 'en') =>
  t.app.inject({ method, url: URL, headers: { cookie, 'accept-language': language }, ...(payload && { payload }) });
const auditRows = (action: string, token: string) =>
  t.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.recordId, token)));

describe('campaign links in the console', () => {
  it('are refused to visitors, members, operators and moderators, and open to admins', async () => {
    const expected: Record<Exclude<Who, 'admin'>, [number, string]> = {
      visitor: [403, 'staff_authentication_required'],
      member: [403, 'staff_authentication_required'],
      operator: [403, 'role_required'],
      moderator: [403, 'role_required'],
    };
    const calls: ['GET' | 'POST' | 'PUT', object?][] = [['GET'], ['POST', { token: 'matrix1', lander: 'video' }], ['PUT', { token: 'matrix1', active: false }]];
    for (const who of Object.keys(expected) as Exclude<Who, 'admin'>[]) {
      const cookie = await cookieOf(who);
      for (const [method, body] of calls) {
        const res = await call(cookie, method, body);
        expect([res.statusCode, res.json().code], `${who} ${method}`).toEqual(expected[who]);
      }
    }
    expect(await t.db.select().from(campaignLinks).where(eq(campaignLinks.token, 'matrix1'))).toHaveLength(0);
    const admin = await cookieOf('admin');
    expect((await call(admin, 'GET')).statusCode).toBe(200);
  });

  it('an admin makes a link, a visitor follows it, signs up, and the list counts the click and the signup', async () => {
    const admin = await cookieOf('admin');
    const made = await call(admin, 'POST', { token: ' Herbst26 ', lander: 'maplanding', slug: 'DE-BY', network: 'partner-x', ref: ' autumn ', sub1: '', sub2: 'b', sub3: '' });
    expect(made.statusCode).toBe(200);
    expect(made.json().link).toMatchObject({ token: 'herbst26', lander: 'maplanding', slug: 'de-by', network: 'partner-x', ref: 'autumn', sub1: null, sub2: 'b', active: true, clicks: 0, signups: 0 });
    const [created] = await auditRows('campaign_link.created', 'herbst26');
    expect(created?.after).toMatchObject({ token: 'herbst26', lander: 'maplanding' });

    const visit = await t.app.inject({ url: '/herbst26' });
    expect(visit.statusCode).toBe(302);
    expect(visit.headers.location).toBe('/landers/maplanding/de-by');
    const cookie = visit.cookies.find((c) => c.name === 'trafficsource')!;
    const signup = await t.app.inject({ method: 'POST', url: '/api/signup.php', headers: { cookie: `trafficsource=${encodeURIComponent(cookie.value)}` }, payload: signupBody() });
    expect(signup.statusCode).toBe(200);
    const [record] = await t.db.select().from(trackingRecords).where(eq(trackingRecords.userId, signup.json().user.id));
    expect(record).toMatchObject({ network: 'partner-x', ref: 'autumn', sub2: 'b', campaignToken: 'herbst26' });

    const listed = (await call(admin, 'GET')).json().links.find((l: { token: string }) => l.token === 'herbst26');
    expect(listed).toMatchObject({ clicks: 1, signups: 1, active: true });
  });

  it('a generated token is 8 letters and digits, and a landing URL cannot claim a campaign', async () => {
    const admin = await cookieOf('admin');
    const made = await call(admin, 'POST', { lander: 'gallery' });
    expect(made.statusCode).toBe(200);
    expect(made.json().link.token).toMatch(/^[a-z0-9]{8}$/);
    expect(made.json().link).toMatchObject({ slug: null, network: null, active: true });

    // The settings endpoint takes the tracking record from the query, never a campaign token.
    const res = await t.app.inject({ url: `/api/settings.php?network=n1&campaign=${made.json().link.token}` });
    const cookie = res.cookies.find((c) => c.name === 'trafficsource');
    if (cookie) expect(JSON.parse(cookie.value)).toEqual({ network: 'n1' });
  });

  it('refuses a malformed, taken or reserved token, a bad slug and an unknown lander, with messages in the admin’s language', async () => {
    const admin = await cookieOf('admin');
    expect((await call(admin, 'POST', { token: 'taken01', lander: 'video' })).statusCode).toBe(200);
    const cases: [object, string, string][] = [
      [{ token: 'ab', lander: 'video' }, 'token', 'A token has 4 to 32 lower-case letters and digits, nothing else.'],
      [{ token: 'sale-2026', lander: 'video' }, 'token', 'A token has 4 to 32 lower-case letters and digits, nothing else.'],
      [{ token: 'TAKEN01', lander: 'video' }, 'token', 'This token is already used by another link.'],
      [{ token: 'premium', lander: 'video' }, 'token', 'This token is the address of a page of the site. Choose another one.'],
      [{ token: 'console', lander: 'video' }, 'token', 'This token is the address of a page of the site. Choose another one.'],
      [{ token: 'goodone1', lander: 'video', slug: 'nl/../x' }, 'slug', 'A slug has up to 60 lower-case letters, digits and dashes.'],
      [{ token: 'goodone2', lander: 'nosuchlander' }, 'lander', 'Choose one of the listed landers.'],
      [{ token: 'goodone3', lander: 'video', network: 'x'.repeat(101) }, 'network', ''],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(admin, 'POST', body);
      expect([res.statusCode, res.json().code], JSON.stringify(body)).toEqual([400, 'validation_failed']);
      if (message) expect(res.json().fields[field], JSON.stringify(body)).toBe(message);
      else expect(res.json().fields[field]).toBeTruthy();
    }
    // The console speaks the staff member's own language.
    const germanAdmin = (await createMember(t.db, { role: 'admin', language: 'de' })).staffCookie!;
    const dutchAdmin = (await createMember(t.db, { role: 'admin', language: 'nl' })).staffCookie!;
    const german = await call(germanAdmin, 'POST', { token: 'taken01', lander: 'video' }, 'de');
    expect(german.json().fields.token).toBe('Dieses Token wird schon von einem anderen Link verwendet.');
    const dutch = await call(dutchAdmin, 'POST', { token: 'x', lander: 'onbekend' }, 'nl');
    expect(dutch.json().fields).toMatchObject({ token: 'Een token bestaat uit 4 tot 32 kleine letters en cijfers, verder niets.', lander: 'Kies een van de landers in de lijst.' });
    for (const token of ['goodone1', 'goodone2', 'goodone3']) expect(await t.db.select().from(campaignLinks).where(eq(campaignLinks.token, token))).toHaveLength(0);
  });

  it('switching a link off makes /{token} a 404 and keeps its counts; one audit row per change, none for no change', async () => {
    const admin = await cookieOf('admin');
    await call(admin, 'POST', { token: 'stopme1', lander: 'video', network: 'n' });
    await t.app.inject({ url: '/stopme1' });
    const off = await call(admin, 'PUT', { token: 'stopme1', active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().link).toMatchObject({ active: false, clicks: 1 });
    expect((await t.app.inject({ url: '/stopme1' })).statusCode).toBe(404);
    expect((await call(admin, 'PUT', { token: 'stopme1', active: false })).statusCode).toBe(200);
    const disabled = await auditRows('campaign_link.disabled', 'stopme1');
    expect(disabled).toHaveLength(1);
    expect(disabled[0]!.before).toMatchObject({ active: true });
    expect(disabled[0]!.after).toMatchObject({ active: false });

    expect((await call(admin, 'PUT', { token: 'stopme1', active: true })).json().link.active).toBe(true);
    expect(await auditRows('campaign_link.enabled', 'stopme1')).toHaveLength(1);
    expect((await t.app.inject({ url: '/stopme1' })).statusCode).toBe(302);

    const unknown = await call(admin, 'PUT', { token: 'nosuchlink', active: false });
    expect([unknown.statusCode, unknown.json().code]).toEqual([404, 'not_found']);
  });
});

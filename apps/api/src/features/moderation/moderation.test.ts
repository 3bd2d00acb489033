import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, complaints, conversations, messages, profiles, sessions, users } from '@dating/db';
import { hashPassword } from '../../lib/passwords.js';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { createMember } from '../../../test/factories.js';
import { connect, listen } from '../../../test/sockets.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await listen(t.app);
});
afterAll(() => t.close());

const PASSWORD = 'member password 2026';
type Role = 'operator' | 'moderator' | 'admin';
async function staff(role: Role) {
  const account = await createMember(t.db, { role });
  return { id: account.id, cookie: account.staffCookie!, memberCookie: account.memberCookie! };
}
/** A member who can log in with PASSWORD. */
async function member(options: Parameters<typeof createMember>[1] = {}) {
  const m = await createMember(t.db, options);
  const [row] = await t.db.update(users).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(users.id, m.id)).returning();
  return { ...m, email: row!.email };
}
const headers = (cookie?: string) => ({ 'x-request-type': 'client', 'accept-language': 'en', ...(cookie && { cookie }) });
const get = (url: string, cookie?: string) => t.app.inject({ url, headers: headers(cookie) });
const post = (url: string, payload: object, cookie?: string) => t.app.inject({ method: 'POST', url, payload, headers: headers(cookie) });
const login = (email: string) => post('/api/user.php', { email, password: PASSWORD });
async function complaintAbout(reportedId: number | null, reporterId: number | null, text = 'He keeps asking me for money.') {
  const [row] = await t.db
    .insert(complaints)
    .values({ reporterId, reportedId, category: 'scam', text, email: reporterId ? null : 'visitor@example.com', createdAt: t.clock.now() })
    .returning();
  t.clock.advance(1000);
  return row!.id;
}
const auditRows = (recordType: string, recordId: number) =>
  t.db.select().from(auditLog).where(and(eq(auditLog.recordType, recordType), eq(auditLog.recordId, String(recordId))));

describe('who may use moderation calls', () => {
  it('refuses visitors, members and operators; moderators may not ban or unban outside a complaint', async () => {
    const target = await member();
    const complaint = await complaintAbout(target.id, null);

    const each = (cookie?: string) => [
      ['search', () => get(`/api/staff-members.php?q=${target.id}`, cookie), 'moderator'],
      ['member', () => get(`/api/staff-member.php?id=${target.id}`, cookie), 'moderator'],
      ['inbox', () => get('/api/staff-complaints.php?status=open', cookie), 'moderator'],
      ['complaint', () => get(`/api/staff-complaint.php?id=${complaint}`, cookie), 'moderator'],
      ['ban', () => post('/api/staff-ban.php', { id: target.id, reason: 'spam' }, cookie), 'admin'],
      ['unban', () => post('/api/staff-unban.php', { id: target.id }, cookie), 'admin'],
      ['take', () => post('/api/staff-complaint-take.php', { id: complaint }, cookie), 'moderator'],
    ] as const;

    const visitor = each();
    for (const [name, call] of visitor) expect((await call()).json().code, name).toBe('staff_authentication_required');
    for (const [name, call] of each(target.cookie)) expect((await call()).json().code, name).toBe('staff_authentication_required');
    const operator = await staff('operator');
    for (const [name, call] of each(operator.cookie)) expect((await call()).json().code, name).toBe('role_required');
    const moderator = await staff('moderator');
    // A moderator's member cookie opens nothing.
    expect((await get('/api/staff-complaints.php', moderator.memberCookie)).json().code).toBe('staff_authentication_required');
    for (const [name, call, needs] of each(moderator.cookie)) {
      const res = await call();
      if (needs === 'admin') expect(res.json().code, name).toBe('role_required');
      else expect(res.statusCode, name).toBe(200);
    }
    // Nothing happened to the member, and only the take left an audit row.
    expect((await login(target.email)).statusCode).toBe(200);
    expect((await auditRows('member', target.id)).length).toBe(0);
    expect((await auditRows('complaint', complaint)).map((r) => r.action)).toEqual(['complaint.taken']);
  });
});

describe('member lookup', () => {
  it('finds members by id, e-mail or name, never staff; the view shows complaints, warnings, payments and ban state', async () => {
    const found = await member({ name: 'Lookupzelda' });
    const reporter = await member({ name: 'Reporterbob' });
    const admin = await staff('admin');
    const search = async (q: string) => (await get(`/api/staff-members.php?q=${encodeURIComponent(q)}`, admin.cookie)).json().members as { id: number }[];
    expect((await search(found.email))[0]).toMatchObject({ id: found.id, name: 'Lookupzelda', banned: false, hidden: false });
    expect((await search('lookupzel')).map((m) => m.id)).toContain(found.id);
    expect((await search(String(found.id)))[0]!.id).toBe(found.id);
    const staffEmail = (await t.db.select().from(users).where(eq(users.id, admin.id)))[0]!.email;
    expect(await search(staffEmail)).toEqual([]);
    expect((await search('%')).length).toBeLessThanOrEqual(50);
    expect((await get('/api/staff-members.php?q=', admin.cookie)).statusCode).toBe(400);

    await complaintAbout(found.id, reporter.id);
    await complaintAbout(reporter.id, found.id, 'She sends me the same text every day.');
    const view = await get(`/api/staff-member.php?id=${found.id}`, admin.cookie);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      member: { id: found.id, email: found.email, name: 'Lookupzelda', status: 'active', credits: 0 },
      ban: null,
      hidden_at: null,
      payments: { paid_count: 0, paid_totals: [], recent: [] },
      complaints_about: [{ reporter: { id: reporter.id, name: 'Reporterbob' }, status: 'open' }],
      complaints_by: [{ reported: { id: reporter.id } }],
    });
    expect(view.body).not.toContain('passwordHash');
    expect((await get(`/api/staff-member.php?id=${admin.id}`, admin.cookie)).json().code).toBe('not_found');
    expect((await get('/api/staff-member.php?id=2000000000', admin.cookie)).statusCode).toBe(404);
    expect((await get('/api/staff-member.php?id=abc', admin.cookie)).statusCode).toBe(400);
  });
});

describe('complaints inbox', () => {
  it('lists by status oldest first; one moderator takes a complaint and another cannot act on it', async () => {
    const reported = await member();
    const older = await complaintAbout(reported.id, null);
    const newer = await complaintAbout(reported.id, null);
    const first = await staff('moderator');
    const second = await staff('moderator');
    const open = (await get('/api/staff-complaints.php?status=open', first.cookie)).json();
    const ids = open.complaints.map((c: { id: number }) => c.id);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    expect(open.total).toBeGreaterThanOrEqual(2);

    const taken = await post('/api/staff-complaint-take.php', { id: older }, first.cookie);
    expect(taken.json().complaint).toMatchObject({ id: older, status: 'in_progress', assignee: { id: first.id } });
    expect((await post('/api/staff-complaint-take.php', { id: older }, second.cookie)).json().code).toBe('complaint_taken');
    const refused = await post('/api/staff-complaint.php', { id: older, action: 'dismiss' }, second.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Another moderator is already working on this complaint.');
    const inProgress = (await get('/api/staff-complaints.php?status=in_progress', second.cookie)).json().complaints.map((c: { id: number }) => c.id);
    expect(inProgress).toContain(older);

    const dismissed = await post('/api/staff-complaint.php', { id: older, action: 'dismiss', note: 'Nothing found in the chat.' }, first.cookie);
    expect(dismissed.json().complaint).toMatchObject({ status: 'closed', outcome: 'dismissed' });
    expect((await post('/api/staff-complaint.php', { id: older, action: 'ban' }, first.cookie)).json().code).toBe('complaint_closed');
    const rows = await auditRows('complaint', older);
    expect(rows.map((r) => r.action)).toEqual(['complaint.taken', 'complaint.dismissed']);
    expect(rows[1]!.after).toMatchObject({ outcome: 'dismissed', note: 'Nothing found in the chat.' });
    expect((await post('/api/staff-complaint.php', { id: newer, action: 'shout' }, first.cookie)).statusCode).toBe(400);
    expect((await post('/api/staff-complaint.php', { id: 2_000_000_000, action: 'dismiss' }, first.cookie)).statusCode).toBe(404);
  });

  it('shows the conversation between reporter and reported member', async () => {
    const reporter = await member();
    const reported = await member();
    const [low, high] = [reporter.id, reported.id].sort((a, b) => a - b);
    const [c] = await t.db.insert(conversations).values({ memberA: low!, memberB: high! }).returning();
    await t.db.insert(messages).values({ conversationId: c!.id, senderId: reported.id, recipientId: reporter.id, body: 'Send me 200 euros please' });
    const id = await complaintAbout(reported.id, reporter.id);
    const moderator = await staff('moderator');
    const view = (await get(`/api/staff-complaint.php?id=${id}`, moderator.cookie)).json();
    expect(view.reported).toMatchObject({ id: reported.id });
    expect(view.conversation.messages).toEqual([expect.objectContaining({ sender_id: reported.id, text: 'Send me 200 euros please' })]);
    const site = await complaintAbout(null, null);
    expect((await get(`/api/staff-complaint.php?id=${site}`, moderator.cookie)).json()).toMatchObject({ reported: null, conversation: null });
    expect((await post('/api/staff-complaint.php', { id: site, action: 'warn' }, moderator.cookie)).json().code).toBe('complaint_without_member');
    expect((await post('/api/staff-complaint.php', { id: site, action: 'dismiss' }, moderator.cookie)).statusCode).toBe(200);
  });

  it('warns: the member reads the warning once, in their language; an open tab hears of it at once', async () => {
    const warned = await member();
    const id = await complaintAbout(warned.id, null);
    const moderator = await staff('moderator');
    const bystander = await member();
    const [tab, otherTab] = [await connect(base, warned.cookie), await connect(base, bystander.cookie)];
    expect((await post('/api/staff-complaint.php', { id, action: 'warn' }, moderator.cookie)).json().complaint.outcome).toBe('warned');
    const list = (await get('/api/warnings.php', warned.cookie)).json().warnings;
    expect(list).toEqual([expect.objectContaining({ reason: 'scam' })]);
    // The warned member's open tab is told (decision 060); another member's is not.
    expect(await tab.waitFor((x) => x.type === 'warning')).toEqual({ type: 'warning', warning_id: list[0].id });
    expect(otherTab.events.some((x) => x.type === 'warning')).toBe(false);
    for (const s of [tab, otherTab]) s.socket.close();
    const other = await member();
    await post('/api/warnings.php', { id: list[0].id }, other.cookie);
    expect((await get('/api/warnings.php', warned.cookie)).json().warnings).toHaveLength(1);
    expect((await post('/api/warnings.php', { id: list[0].id }, warned.cookie)).statusCode).toBe(200);
    expect((await get('/api/warnings.php', warned.cookie)).json().warnings).toEqual([]);
    expect((await get('/api/warnings.php')).json().code).toBe('authentication_required');
    expect((await auditRows('complaint', id)).map((r) => r.action)).toEqual(['complaint.warned']);
  });

  it('hides a profile: out of search and views, still able to log in; an unban does not bring it back', async () => {
    const hidden = await member();
    const id = await complaintAbout(hidden.id, null);
    const moderator = await staff('moderator');
    expect((await post('/api/staff-complaint.php', { id, action: 'hide' }, moderator.cookie)).statusCode).toBe(200);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, hidden.id));
    expect(profile).toMatchObject({ status: 'disabled', searchable: false });
    expect(profile!.hiddenAt).not.toBeNull();
    expect((await login(hidden.email)).statusCode).toBe(200);
    const viewer = await member({ gender: 'male' });
    expect((await get(`/api/member.php?id=${hidden.id}`, viewer.cookie)).statusCode).not.toBe(200);
    expect((await get(`/api/staff-member.php?id=${hidden.id}`, moderator.cookie)).json()).toMatchObject({ member: { hidden: true } });
    expect((await auditRows('complaint', id)).map((r) => r.action)).toEqual(['complaint.hidden']);
    const admin = await staff('admin');
    await post('/api/staff-ban.php', { id: hidden.id, reason: 'Second report.' }, admin.cookie);
    await post('/api/staff-unban.php', { id: hidden.id }, admin.cookie);
    expect((await t.db.select().from(profiles).where(eq(profiles.id, hidden.id)))[0]!.status).toBe('disabled');
  });

  it('bans from a complaint: sessions and sockets end at once, login is refused with a clear message', async () => {
    const banned = await member();
    const tab = await connect(base, banned.cookie);
    const id = await complaintAbout(banned.id, null);
    const moderator = await staff('moderator');
    const res = await post('/api/staff-complaint.php', { id, action: 'ban', note: 'Asked three members for money.' }, moderator.cookie);
    expect(res.json().complaint.outcome).toBe('banned');
    expect(await tab.closed).toEqual({ code: 4403, reason: 'account_banned' });
    expect((await get('/api/warnings.php', banned.cookie)).json().code).toBe('authentication_required');
    const live = await t.db.select().from(sessions).where(eq(sessions.userId, banned.id));
    expect(live.every((s) => s.revokedAt !== null)).toBe(true);
    const refused = await login(banned.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'account_banned', message: 'This account has been banned, so you can no longer log in.' });
    const view = (await get(`/api/staff-member.php?id=${banned.id}`, moderator.cookie)).json();
    expect(view.ban).toMatchObject({ reason: 'Asked three members for money.' });
    expect(view.complaints_about[0]).toMatchObject({ status: 'closed', outcome: 'banned' });
    expect((await auditRows('complaint', id)).map((r) => r.action)).toEqual(['complaint.banned']);
  });
});

describe('ban and unban by an admin', () => {
  it('bans and unbans with one audit row each; the member logs in again', async () => {
    const target = await member();
    const admin = await staff('admin');
    expect((await post('/api/staff-ban.php', { id: target.id, reason: '' }, admin.cookie)).statusCode).toBe(400);
    expect((await post('/api/staff-ban.php', { id: target.id, reason: 'Fake profile, photos of a model.' }, admin.cookie)).statusCode).toBe(200);
    expect((await login(target.email)).json().code).toBe('account_banned');
    expect((await get(`/api/staff-members.php?q=${target.id}`, admin.cookie)).json().members[0]).toMatchObject({ banned: true });
    expect((await post('/api/staff-unban.php', { id: target.id, reason: 'Appeal accepted.' }, admin.cookie)).statusCode).toBe(200);
    expect((await login(target.email)).statusCode).toBe(200);
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, target.id));
    expect(profile!.status).toBe('active');
    const rows = await auditRows('member', target.id);
    expect(rows.map((r) => r.action)).toEqual(['member.banned', 'member.unbanned']);
    expect(rows[1]).toMatchObject({ actorId: admin.id, after: { status: 'active', reason: 'Appeal accepted.' } });
    // Unbanning someone who is not banned, or a staff account, answers not_found and writes nothing.
    expect((await post('/api/staff-unban.php', { id: target.id }, admin.cookie)).statusCode).toBe(404);
    expect((await post('/api/staff-ban.php', { id: admin.id, reason: 'x' }, admin.cookie)).statusCode).toBe(404);
    expect((await auditRows('member', target.id)).length).toBe(2);
  });
});

describe('unhiding a hidden profile', () => {
  const inSearch = async (id: number, cookie: string) => {
    const res = await get('/api/search.php?country=NL&countryregion=NL-GR&perPage=60', cookie);
    expect(res.statusCode).toBe(200);
    return (res.json().profiles as { id: number }[]).some((p) => p.id === id);
  };

  it('is refused to visitors, members and operators; a moderator and an admin may, each with one audit row', async () => {
    const viewer = await member({ gender: 'male', region: 'NL-GR' });
    const operator = await staff('operator');
    const moderator = await staff('moderator');
    const admin = await staff('admin');
    const hideByComplaint = async (target: { id: number }) => {
      const id = await complaintAbout(target.id, null);
      expect((await post('/api/staff-complaint.php', { id, action: 'hide' }, moderator.cookie)).statusCode).toBe(200);
    };
    const unhide = (id: number, cookie?: string, reason?: string) => post('/api/staff-unhide.php', { id, ...(reason && { reason }) }, cookie);

    for (const [who, role] of [
      [moderator, 'moderator'],
      [admin, 'admin'],
    ] as const) {
      const target = await member({ region: 'NL-GR', name: `Hidden for ${role}` });
      await hideByComplaint(target);
      expect(await inSearch(target.id, viewer.cookie)).toBe(false);

      // Refused, and the profile stays hidden: no session, a member's session (also the target's own), an operator.
      expect((await unhide(target.id)).json().code).toBe('staff_authentication_required');
      expect((await unhide(target.id, viewer.cookie)).json().code).toBe('staff_authentication_required');
      expect((await unhide(target.id, target.cookie)).json().code).toBe('staff_authentication_required');
      expect((await unhide(target.id, moderator.memberCookie)).json().code).toBe('staff_authentication_required');
      const refused = await unhide(target.id, operator.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('role_required');
      expect((await t.db.select().from(profiles).where(eq(profiles.id, target.id)))[0]!.hiddenAt).not.toBeNull();
      expect(await auditRows('member', target.id)).toEqual([]);

      const res = await unhide(target.id, who.cookie, 'Complaint was a misunderstanding.');
      expect(res.statusCode, role).toBe(200);
      const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, target.id));
      expect(profile).toMatchObject({ status: 'active', searchable: true, hiddenAt: null });
      expect(await inSearch(target.id, viewer.cookie)).toBe(true);
      expect((await get(`/api/member.php?id=${target.id}`, viewer.cookie)).statusCode).toBe(200);
      expect((await get(`/api/staff-member.php?id=${target.id}`, who.cookie)).json()).toMatchObject({ hidden_at: null, member: { hidden: false } });
      const rows = await auditRows('member', target.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'member.unhidden',
        actorId: who.id,
        before: { profile_status: 'disabled' },
        after: { hidden_at: null, profile_status: 'active', reason: 'Complaint was a misunderstanding.' },
      });

      // Again: nothing is hidden any more, a clear 409 and no second row.
      const again = await unhide(target.id, who.cookie);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'profile_not_hidden', message: 'This profile is not hidden, so there is nothing to show again.' });
      expect(await auditRows('member', target.id)).toHaveLength(1);
    }

    // Unknown ids and staff accounts are not found; a bad id is a 400.
    expect((await unhide(2_000_000_000, moderator.cookie)).statusCode).toBe(404);
    expect((await unhide(admin.id, moderator.cookie)).statusCode).toBe(404);
    expect((await post('/api/staff-unhide.php', { id: 'x' }, moderator.cookie)).statusCode).toBe(400);
  });

  it('keeps a banned member out of search when unhidden: the unban brings the profile back', async () => {
    const viewer = await member({ gender: 'male', region: 'NL-GR' });
    const target = await member({ region: 'NL-GR' });
    const moderator = await staff('moderator');
    const admin = await staff('admin');
    const complaint = await complaintAbout(target.id, null);
    await post('/api/staff-complaint.php', { id: complaint, action: 'hide' }, moderator.cookie);
    await post('/api/staff-ban.php', { id: target.id, reason: 'Second report.' }, admin.cookie);
    expect((await post('/api/staff-unhide.php', { id: target.id }, moderator.cookie)).statusCode).toBe(200);
    expect((await t.db.select().from(profiles).where(eq(profiles.id, target.id)))[0]).toMatchObject({ status: 'disabled', hiddenAt: null });
    expect(await inSearch(target.id, viewer.cookie)).toBe(false);
    await post('/api/staff-unban.php', { id: target.id }, admin.cookie);
    expect(await inSearch(target.id, viewer.cookie)).toBe(true);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, users } from '@dating/db';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { createMember } from '../../../test/factories.js';
import { jpegWithExif, multipart } from '../../../test/multipart.js';
import { connect, listen } from '../../../test/sockets.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createMember>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createMember(t.db, { role: 'admin', language: 'en' });
});
afterAll(async () => {
  await t.close();
});

type Profile = { id: number; name: string; status: string; persona_notes: string | null; city: string | null; interests: string[]; photos: { id: number; main: boolean; paid: boolean; position: number }[] };

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload && { payload }), headers: { cookie, 'accept-language': 'en' } });
const create = async (body: object = {}) => {
  const res = await call(admin.cookie, 'POST', '/api/fictional-profile.php', { name: 'Sanne', gender: 'female', date_of_birth: '1994-05-01', country: 'NL', city: 'Utrecht', status: 'active', persona_notes: 'Sanne, 31, nurse; writes short, warm messages.', ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().profile as Profile;
};
const upload = async (id: number, paid = false) => {
  const form = multipart('photo', 'pal.jpg', 'image/jpeg', await jpegWithExif(400, 400));
  const res = await t.app.inject({ method: 'POST', url: `/api/fictional-photo.php?profile_id=${id}${paid ? '&paid=1' : ''}`, payload: form.payload, headers: { ...form.headers, cookie: admin.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().profile as Profile;
};
const audits = (recordId: number | string, action: string) => t.db.select().from(auditLog).where(and(eq(auditLog.recordId, String(recordId)), eq(auditLog.action, action)));
const searchIds = async (cookie: string, query = 'country=NL&perPage=50') => {
  const res = await t.app.inject({ url: `/api/search.php?${query}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().profiles as { id: number; fictional: boolean }[]).map((p) => p.id);
};

describe('fictional chat-pal profiles: who may manage them', () => {
  it('answers every call to admins only: visitors and members need a console session, operators and moderators the admin role', async () => {
    const pal = await create();
    const [member, operator, moderator] = await Promise.all([createMember(t.db), createMember(t.db, { role: 'operator' }), createMember(t.db, { role: 'moderator' })]);
    const calls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object][] = [
      ['GET', '/api/fictional-profiles.php'],
      ['GET', `/api/fictional-profile.php?id=${pal.id}`],
      ['POST', '/api/fictional-profile.php', { name: 'Eva', gender: 'female', date_of_birth: '1990-01-01' }],
      ['PUT', '/api/fictional-profile.php', { id: pal.id, city: 'Delft' }],
      ['POST', '/api/fictional-profile-status.php', { id: pal.id, status: 'disabled' }],
      ['PUT', '/api/fictional-photo.php', { photo_id: 1, paid: true }],
      ['DELETE', '/api/fictional-photo.php', { photo_id: 1 }],
    ];
    for (const [method, url, payload] of calls) {
      const visitor = await t.app.inject({ method, url, ...(payload && { payload }) });
      expect([visitor.statusCode, visitor.json().code], `${method} ${url} visitor`).toEqual([403, 'staff_authentication_required']);
      const asMember = await call(member.cookie, method, url, payload);
      expect(asMember.json().code, `${method} ${url} member`).toBe('staff_authentication_required');
      for (const staff of [operator, moderator]) {
        const refused = await call(staff.cookie, method, url, payload);
        expect([refused.statusCode, refused.json().code], `${method} ${url}`).toEqual([403, 'role_required']);
      }
    }
    const form = multipart('photo', 'pal.jpg', 'image/jpeg', await jpegWithExif(200, 200));
    const photoByOperator = await t.app.inject({ method: 'POST', url: `/api/fictional-photo.php?profile_id=${pal.id}`, payload: form.payload, headers: { ...form.headers, cookie: operator.cookie } });
    expect(photoByOperator.json().code).toBe('role_required');
    // Nothing changed for any of them.
    const after = (await call(admin.cookie, 'GET', `/api/fictional-profile.php?id=${pal.id}`)).json().profile as Profile;
    expect(after).toMatchObject({ status: 'active', city: 'Utrecht', photos: [] });
  });

  it('lets operators read the persona notes in the conversation they answer, and only there', async () => {
    const pal = await create({ persona_notes: 'Loves hiking; never mentions work.' });
    const member = await createMember(t.db, { gender: 'male', credits: 5 });
    const sent = await call(member.cookie, 'POST', '/api/messages.php', { profile_id: pal.id, body: 'Hi Sanne!' });
    expect(sent.statusCode, sent.body).toBe(200);
    const operator = await createMember(t.db, { role: 'operator' });
    const view = await call(operator.cookie, 'GET', `/api/operator/conversation.php?id=${sent.json().conversation.id}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().fictional_profile).toMatchObject({ id: pal.id, fictional: true, persona_notes: 'Loves hiking; never mentions work.' });
    // A member reading the chat-pal's profile never sees them.
    const publicProfile = await call(member.cookie, 'GET', `/api/member.php?id=${pal.id}`);
    expect(publicProfile.json().profile.fictional).toBe(true);
    expect(publicProfile.body).not.toContain('never mentions work');
  });
});

describe('an admin manages a chat-pal', () => {
  it('creates, edits and photographs it, each change one audit row with before and after', async () => {
    const pal = await create({ interests: ['hiking'] });
    expect(pal).toMatchObject({ name: 'Sanne', status: 'active', city: 'Utrecht', interests: ['hiking'], persona_notes: 'Sanne, 31, nurse; writes short, warm messages.' });
    const [account] = await t.db.select().from(users).where(eq(users.id, pal.id));
    expect(account!.passwordHash).toBe('!');
    expect(await audits(pal.id, 'fictional.created')).toHaveLength(1);

    const edited = await call(admin.cookie, 'PUT', '/api/fictional-profile.php', { id: pal.id, city: 'Delft', persona_notes: 'Now in Delft.' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().profile).toMatchObject({ city: 'Delft', persona_notes: 'Now in Delft.', name: 'Sanne' });
    const [update] = await audits(pal.id, 'fictional.updated');
    expect(update).toMatchObject({ actorId: admin.id, before: { city: 'Utrecht', persona_notes: 'Sanne, 31, nurse; writes short, warm messages.' }, after: { city: 'Delft', persona_notes: 'Now in Delft.' } });

    // The members' rules hold: a refused edit changes nothing and writes no audit row.
    const young = await call(admin.cookie, 'PUT', '/api/fictional-profile.php', { id: pal.id, date_of_birth: '2020-01-01', city: 'Gouda' });
    expect(young.statusCode).toBe(400);
    expect(young.json()).toMatchObject({ code: 'validation_failed', fields: { date_of_birth: expect.stringMatching(/18/) } });
    expect((await call(admin.cookie, 'GET', `/api/fictional-profile.php?id=${pal.id}`)).json().profile.city).toBe('Delft');
    expect(await audits(pal.id, 'fictional.updated')).toHaveLength(1);
    const badName = await call(admin.cookie, 'POST', '/api/fictional-profile.php', { name: '@x', gender: 'female', date_of_birth: '1990-01-01' });
    expect(badName.json()).toMatchObject({ code: 'validation_failed' });

    // Photos: the first is the main one; a paid one never is; order can change.
    const first = await upload(pal.id);
    expect(first.photos).toEqual([expect.objectContaining({ main: true, paid: false })]);
    const second = await upload(pal.id, true);
    const paid = second.photos.find((p) => p.paid)!;
    expect(paid.main).toBe(false);
    const refused = await call(admin.cookie, 'PUT', '/api/fictional-photo.php', { photo_id: paid.id, main: true });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'paid_photo_main']);
    expect(refused.json().message).toMatch(/main photo/);
    const moved = await call(admin.cookie, 'PUT', '/api/fictional-photo.php', { photo_id: paid.id, move: 'earlier' });
    expect((moved.json().profile as Profile).photos.map((p) => p.id)).toEqual([paid.id, first.photos[0]!.id]);
    expect(await audits(paid.id, 'fictional.photo_added')).toHaveLength(1);
    expect(await audits(paid.id, 'fictional.photo_changed')).toHaveLength(1);

    // The member's view of the profile: the free photo, never the paid one.
    const member = await createMember(t.db, { paid: true });
    const seen = (await call(member.cookie, 'GET', `/api/member.php?id=${pal.id}`)).json().profile;
    expect(seen.photos.map((p: { id: number }) => p.id)).toEqual([first.photos[0]!.id]);

    const removed = await call(admin.cookie, 'DELETE', '/api/fictional-photo.php', { photo_id: first.photos[0]!.id });
    expect((removed.json().profile as Profile).photos.map((p) => p.id)).toEqual([paid.id]);
    expect(await audits(first.photos[0]!.id, 'fictional.photo_removed')).toHaveLength(1);

    // A member's profile is not a chat-pal: 404, nothing changed.
    const notPal = await call(admin.cookie, 'PUT', '/api/fictional-profile.php', { id: member.id, city: 'Oslo' });
    expect(notPal.statusCode).toBe(404);
    const list = await call(admin.cookie, 'GET', `/api/fictional-profiles.php?q=${pal.id}`);
    expect(list.json().profiles).toEqual([expect.objectContaining({ id: pal.id, fictional: true, status: 'active', photos: 1, paid_photos: 1, has_persona_notes: true })]);
  });

  it('turns a chat-pal off: out of search and likes, no new conversations, existing ones still readable; on again: back', async () => {
    const pal = await create();
    const [writer, newcomer] = await Promise.all([createMember(t.db, { gender: 'male', credits: 10 }), createMember(t.db, { gender: 'male', credits: 10 })]);
    expect(await searchIds(writer.cookie)).toContain(pal.id);
    const sent = await call(writer.cookie, 'POST', '/api/messages.php', { profile_id: pal.id, body: 'Hello there' });
    expect(sent.statusCode, sent.body).toBe(200);

    const off = await call(admin.cookie, 'POST', '/api/fictional-profile-status.php', { id: pal.id, status: 'disabled' });
    expect(off.json().profile.status).toBe('disabled');
    expect(await audits(pal.id, 'fictional.turned_off')).toHaveLength(1);
    expect(await searchIds(writer.cookie)).not.toContain(pal.id);
    expect(await searchIds(newcomer.cookie)).not.toContain(pal.id);
    const firstMessage = await call(newcomer.cookie, 'POST', '/api/messages.php', { profile_id: pal.id, body: 'Hi?' });
    expect(firstMessage.statusCode).toBeGreaterThanOrEqual(400);
    expect(firstMessage.statusCode).toBeLessThan(500);
    const like = await call(newcomer.cookie, 'POST', '/api/like.php', { profile_id: pal.id });
    expect(like.statusCode).toBeGreaterThanOrEqual(400);
    expect(like.statusCode).toBeLessThan(500);
    const history = await call(writer.cookie, 'GET', `/api/chat.php?id=${sent.json().conversation.id}`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().messages.map((m: { body: string }) => m.body)).toContain('Hello there');
    expect(history.json().profile.fictional).toBe(true);

    await call(admin.cookie, 'POST', '/api/fictional-profile-status.php', { id: pal.id, status: 'active' });
    expect(await searchIds(newcomer.cookie)).toContain(pal.id);
    expect(await audits(pal.id, 'fictional.turned_on')).toHaveLength(1);
  });
});

describe('operators answer with a gift or a paid photo, and the queue is live', () => {
  it('sends a gift that costs the member nothing and reaches the open tab; the consoles hear of every change', async () => {
    const pal = await create();
    const paidPhoto = (await upload(pal.id, true)).photos[0]!;
    const base = await listen(t.app);
    const member = await createMember(t.db, { gender: 'male', credits: 10 });
    const [a, b] = await Promise.all([createMember(t.db, { role: 'operator' }), createMember(t.db, { role: 'operator' })]);
    const consoleA = await connect(base, a.staffCookie!, { console: true });
    const consoleB = await connect(base, b.staffCookie!, { console: true });
    const memberTab = await connect(base, member.cookie);
    // A console socket needs an operator's console session.
    const refused = await connect(base, member.cookie, { console: true });
    expect(await refused.closed).toMatchObject({ code: 4401 });

    const sent = await call(member.cookie, 'POST', '/api/messages.php', { profile_id: pal.id, body: 'Do you like flowers?' });
    const id = sent.json().conversation.id as number;
    for (const c of [consoleA, consoleB]) await c.waitFor((e) => e.type === 'queue');
    const heard = () => [consoleA, consoleB].map((c) => c.events.filter((e) => e.type === 'queue').length);
    let counts = heard();
    expect((await call(a.cookie, 'POST', '/api/operator/claim.php', { conversation_id: id })).statusCode).toBe(200);
    await consoleB.waitFor(() => heard()[1]! > counts[1]!);

    const credits = async () => (await t.db.select({ c: users.credits }).from(users).where(eq(users.id, member.id)))[0]!.c;
    const before = await credits();
    const gifts = (await t.app.inject({ url: '/api/gifts.php' })).json().gifts as { id: number; code: string }[];
    counts = heard();
    const gift = await call(a.cookie, 'POST', '/api/operator/gift.php', { conversation_id: id, gift_id: gifts[0]!.id });
    expect(gift.statusCode, gift.body).toBe(200);
    const live = await memberTab.waitFor((e) => e.type === 'message' && (e.message as { kind: string }).kind === 'gift');
    expect(live).toMatchObject({ profile_id: pal.id, message: { from_me: false, gift: { code: gifts[0]!.code } } });
    expect(await credits()).toBe(before);
    expect(await t.db.select().from(auditLog).where(and(eq(auditLog.actorId, a.id), eq(auditLog.action, 'operator.gift_sent')))).toHaveLength(1);
    await consoleB.waitFor(() => heard()[1]! > counts[1]!);
    // An unknown gift is a 404, not a message.
    expect((await call(a.cookie, 'POST', '/api/operator/gift.php', { conversation_id: id, gift_id: 999_999 })).statusCode).toBe(404);
    // Another operator cannot send one while a holds the conversation.
    expect((await call(b.cookie, 'POST', '/api/operator/gift.php', { conversation_id: id, gift_id: gifts[0]!.id })).json().code).toBe('claim_required');

    // A paid photo of the chat-pal: listed for the operator, locked for the member until unlocked.
    const view = (await call(a.cookie, 'GET', `/api/operator/conversation.php?id=${id}`)).json();
    expect(view.paid_photos).toEqual([expect.objectContaining({ id: paidPhoto.id })]);
    const photo = await call(a.cookie, 'POST', '/api/operator/paid-photo.php', { conversation_id: id, photo_id: paidPhoto.id });
    expect(photo.statusCode, photo.body).toBe(200);
    const locked = await memberTab.waitFor((e) => e.type === 'message' && (e.message as { kind: string }).kind === 'photo');
    expect(locked).toMatchObject({ message: { photo: { locked: true } } });
    expect((await call(a.cookie, 'POST', '/api/operator/paid-photo.php', { conversation_id: id, photo_id: 999_999 })).statusCode).toBe(404);

    counts = heard();
    await call(a.cookie, 'POST', '/api/operator/release.php', { conversation_id: id });
    await consoleB.waitFor(() => heard()[1]! > counts[1]!);
    // Queue events carry nothing but the news; the member's tab never hears them.
    expect(memberTab.events.some((e) => e.type === 'queue')).toBe(false);
    for (const s of [consoleA, consoleB, memberTab]) s.socket.close();
  });
});

describe('a chat-pal in a region', () => {
  it('is created and moved with a region of its country, found by region searches, and refused a region of another country', async () => {
    const viewer = await createMember(t.db, { gender: 'male', country: 'NL', region: 'NL-UT' });
    const inUtrecht = 'country=NL&countryregion=NL-UT&perPage=60';
    const inZeeland = 'country=NL&countryregion=NL-ZE&perPage=60';
    const pal = await create({ name: 'Regiona', region: 'NL-UT' });
    expect(pal).toMatchObject({ country: 'NL', region: 'NL-UT' });
    expect(await searchIds(viewer.cookie, inUtrecht)).toContain(pal.id);
    expect(await searchIds(viewer.cookie, inZeeland)).not.toContain(pal.id);

    const moved = await call(admin.cookie, 'PUT', '/api/fictional-profile.php', { id: pal.id, region: 'NL-ZE', city: 'Middelburg' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().profile).toMatchObject({ region: 'NL-ZE', city: 'Middelburg' });
    expect(await searchIds(viewer.cookie, inZeeland)).toContain(pal.id);
    expect(await searchIds(viewer.cookie, inUtrecht)).not.toContain(pal.id);
    const [row] = await audits(pal.id, 'fictional.updated');
    expect(row).toMatchObject({ before: { region: 'NL-UT', city: 'Utrecht' }, after: { region: 'NL-ZE', city: 'Middelburg' } });

    // A Belgian province for a Dutch chat-pal, on creation and on change: a field message, nothing saved.
    const wrong = await call(admin.cookie, 'PUT', '/api/fictional-profile.php', { id: pal.id, region: 'BE-VAN' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'validation_failed', fields: { region: expect.any(String) } });
    const wrongNew = await call(admin.cookie, 'POST', '/api/fictional-profile.php', { name: 'Nowhere', gender: 'female', date_of_birth: '1990-01-01', country: 'NL', region: 'BE-VAN' });
    expect(wrongNew.statusCode).toBe(400);
    expect((await call(admin.cookie, 'GET', `/api/fictional-profile.php?id=${pal.id}`)).json().profile).toMatchObject({ region: 'NL-ZE' });
    // Another country without a region clears it.
    const abroad = await call(admin.cookie, 'PUT', '/api/fictional-profile.php', { id: pal.id, country: 'BE' });
    expect(abroad.json().profile).toMatchObject({ country: 'BE', region: null });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '@dating/db';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { createMember } from '../../../test/factories.js';
import { jpegWithExif, multipart } from '../../../test/multipart.js';
import { connect, listen } from '../../../test/sockets.js';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ PHOTO_MODERATION: 'manual' });
  base = await listen(t.app);
});
afterAll(() => t.close());

async function upload(cookie: string): Promise<number> {
  const body = multipart('photo', 'me.jpg', 'image/jpeg', await jpegWithExif(64, 64));
  const res = await t.app.inject({ method: 'POST', url: '/api/photos.php', payload: body.payload, headers: { ...body.headers, cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().photos.at(-1).id;
}
/** A staff account with its console session (and its member cookie, which opens no staff call). */
async function staff(role: 'operator' | 'moderator' | 'admin') {
  const account = await createMember(t.db, { role });
  if (!account.staffCookie || !account.memberCookie) throw new Error('staff accounts have a console session');
  return { id: account.id, staffCookie: account.staffCookie, memberCookie: account.memberCookie };
}
const queue = (cookie: string) => t.app.inject({ url: '/api/photo-moderation.php', headers: { cookie } });
const decide = (cookie: string, payload: object) => t.app.inject({ method: 'PUT', url: '/api/photo-moderation.php', payload, headers: { cookie, 'accept-language': 'en' } });
const ownPhotos = async (cookie: string) => (await t.app.inject({ url: '/api/photos.php', headers: { cookie } })).json().photos;

describe('photo moderation queue', () => {
  it('lists waiting photos oldest first with the member, and only to moderators and admins', async () => {
    const first = await createMember(t.db, { name: 'Firstuploader' });
    const second = await createMember(t.db, { name: 'Seconduploader' });
    const older = await upload(first.cookie);
    t.clock.advance(60_000);
    const newer = await upload(second.cookie);
    const moderator = await staff('moderator');
    const res = await queue(moderator.staffCookie);
    expect(res.statusCode).toBe(200);
    const ids = res.json().photos.map((p: { id: number }) => p.id);
    expect(ids.indexOf(older)).toBeLessThan(ids.indexOf(newer));
    expect(res.json().photos.find((p: { id: number }) => p.id === older)).toMatchObject({ profile_id: first.id, username: 'Firstuploader', main: true });
    expect(res.json().total).toBeGreaterThanOrEqual(2);

    const admin = await staff('admin');
    expect((await queue(admin.staffCookie)).statusCode).toBe(200);
    // A member, even with a moderator's member cookie, and an operator are refused.
    expect((await queue(first.cookie)).json().code).toBe('staff_authentication_required');
    expect((await queue(moderator.memberCookie)).json().code).toBe('staff_authentication_required');
    const operator = await staff('operator');
    expect((await queue(operator.staffCookie)).json().code).toBe('role_required');
    expect((await decide(first.cookie, { id: older, status: 'active' })).statusCode).toBe(403);
    expect((await ownPhotos(first.cookie))[0].status).toBe('pending');

    // Approved, it leaves the queue.
    expect((await decide(moderator.staffCookie, { id: older, status: 'active' })).statusCode).toBe(200);
    const after = (await queue(moderator.staffCookie)).json().photos.map((p: { id: number }) => p.id);
    expect(after).not.toContain(older);
    expect(after).toContain(newer);
    expect((await ownPhotos(first.cookie))[0]).toMatchObject({ status: 'active', rejection: null });
  });

  it('rejects only with a reason; the member hears it live and reads the reason and note; the audit row has before and after', async () => {
    const member = await createMember(t.db);
    const viewer = await createMember(t.db, { gender: 'male', paid: true });
    const main = await upload(member.cookie);
    const second = await upload(member.cookie);
    const moderator = await staff('moderator');

    const noReason = await decide(moderator.staffCookie, { id: main, status: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fields).toEqual({ reason: 'This field is required.' });
    const badReason = await decide(moderator.staffCookie, { id: main, status: 'rejected', reason: 'ugly' });
    expect(badReason.statusCode).toBe(400);
    const longNote = await decide(moderator.staffCookie, { id: main, status: 'rejected', reason: 'other', note: 'x'.repeat(501) });
    expect(Object.keys(longNote.json().fields)).toEqual(['note']);
    expect((await ownPhotos(member.cookie))[0].status).toBe('pending');
    expect((await decide(moderator.staffCookie, { id: 999_999_999, status: 'rejected', reason: 'other' })).statusCode).toBe(404);

    const tab = await connect(base.replace('http', 'ws'), member.cookie);
    const ok = await decide(moderator.staffCookie, { id: main, status: 'rejected', reason: 'contact_details', note: '  Your phone number is visible.  ' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await tab.waitFor((e) => e.type === 'photo')).toEqual({ type: 'photo', photo_id: main, status: 'rejected' });
    tab.socket.close();

    const mine = await ownPhotos(member.cookie);
    const rejected = mine.find((p: { id: number }) => p.id === main);
    expect(rejected).toMatchObject({ status: 'rejected', main: false, rejection: { reason: 'contact_details', note: 'Your phone number is visible.' } });
    // The main mark passed to the other photo, which others see once approved.
    expect(mine.find((p: { id: number }) => p.id === second).main).toBe(true);
    await decide(moderator.staffCookie, { id: second, status: 'active' });
    const profile = (await t.app.inject({ url: `/api/member.php?id=${member.id}`, headers: { cookie: viewer.cookie } })).json().profile;
    expect(profile.photos).toHaveLength(1);

    const rows = await t.db.select().from(auditLog).where(eq(auditLog.recordId, String(main)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: moderator.id,
      action: 'photo.moderated',
      recordType: 'photo',
      before: { status: 'pending' },
      after: { status: 'rejected', profile_id: member.id, reason: 'contact_details', note: 'Your phone number is visible.' },
    });

    // Approved after all: the reason is gone for the member.
    await decide(moderator.staffCookie, { id: main, status: 'active' });
    expect((await ownPhotos(member.cookie)).find((p: { id: number }) => p.id === main)).toMatchObject({ status: 'active', rejection: null });
  });
});

describe('photo moderation with PHOTO_MODERATION=auto', () => {
  it('queues photos shown at once until a moderator looks at them, per member on request; a later rejection takes the photo down', async () => {
    const auto = await createTestApp();
    try {
      const member = await createMember(auto.db);
      const other = await createMember(auto.db);
      const viewer = await createMember(auto.db, { gender: 'male', paid: true });
      const send = async (cookie: string) => {
        const body = multipart('photo', 'me.jpg', 'image/jpeg', await jpegWithExif(64, 64));
        const res = await auto.app.inject({ method: 'POST', url: '/api/photos.php', payload: body.payload, headers: { ...body.headers, cookie } });
        return res.json().photos.at(-1) as { id: number; status: string };
      };
      const photo = await send(member.cookie);
      await send(other.cookie);
      expect(photo.status).toBe('active');
      const moderator = await createMember(auto.db, { role: 'moderator' });
      const cookie = moderator.staffCookie ?? '';
      const mine = (await auto.app.inject({ url: `/api/photo-moderation.php?member=${member.id}`, headers: { cookie } })).json();
      expect(mine).toMatchObject({ total: 1, photos: [{ id: photo.id, status: 'active', profile_id: member.id }] });
      expect((await auto.app.inject({ url: '/api/photo-moderation.php', headers: { cookie } })).json().total).toBe(2);

      const seen = async () => (await auto.app.inject({ url: `/api/member.php?id=${member.id}`, headers: { cookie: viewer.cookie } })).json().profile.photos;
      expect(await seen()).toHaveLength(1);
      const res = await auto.app.inject({ method: 'PUT', url: '/api/photo-moderation.php', payload: { id: photo.id, status: 'rejected', reason: 'nudity' }, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(await seen()).toEqual([]);
      expect((await auto.app.inject({ url: `/api/photo-moderation.php?member=${member.id}`, headers: { cookie } })).json().total).toBe(0);
    } finally {
      await auto.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { createMember } from '../../../test/factories.js';
import { jpegWithExif, multipart } from '../../../test/multipart.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const upload = (cookie: string, data: Buffer, type = 'image/jpeg', field = 'photo') => {
  const body = multipart(field, 'me.jpg', type, data);
  return t.app.inject({ method: 'POST', url: '/api/photos.php', payload: body.payload, headers: { ...body.headers, cookie, 'accept-language': 'en' } });
};

const fileOf = (url: string) => join(t.photoStore.localRoot, url.replace(/^\/media\//, ''));

describe('photo upload', () => {
  it('re-encodes the upload as WebP without EXIF, upright, and makes the first photo the main one', async () => {
    const me = await createMember(t.db);
    const original = await jpegWithExif();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.includes(Buffer.from('Secret Camera Owner'))).toBe(true);
    const res = await upload(me.cookie, original);
    expect(res.statusCode, res.body).toBe(200);
    const { photos, limit } = res.json();
    expect(limit).toBe(3);
    expect(photos).toHaveLength(1);
    expect(photos[0]).toMatchObject({ main: true, status: 'active' });
    const stored = await readFile(fileOf(photos[0].url));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    // Orientation 6 means "rotate 90°": the stored pixels are portrait now.
    expect(meta.width).toBe(600);
    expect(meta.height).toBe(800);
    expect(stored.includes(Buffer.from('Secret Camera Owner'))).toBe(false);
    expect(stored.includes(Buffer.from('GPS 52.37N'))).toBe(false);
    // The files are served under the cdn prefix.
    const served = await t.app.inject({ url: photos[0].url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('refuses a file that is not an image, and an empty request, with a clear 400', async () => {
    const me = await createMember(t.db, { language: 'en' });
    const text = await upload(me.cookie, Buffer.from('%PDF-1.4 this is not a photo at all'), 'image/jpeg');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'photo_invalid', message: 'This file is not a photo we can read. Please choose a JPEG, PNG or WebP image.' });
    const svg = await upload(me.cookie, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'), 'image/svg+xml');
    expect(svg.statusCode).toBe(400);
    const wrongField = await upload(me.cookie, await jpegWithExif(), 'image/jpeg', 'file');
    expect(wrongField.json().code).toBe('photo_missing');
    const json = await t.app.inject({ method: 'POST', url: '/api/photos.php', payload: { photo: 'x' }, headers: { cookie: me.cookie } });
    expect(json.statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/photos.php', headers: { cookie: me.cookie } })).json().photos).toEqual([]);
  });

  it('refuses a file over 10 MB', async () => {
    const me = await createMember(t.db, { language: 'en' });
    const huge = Buffer.alloc(10 * 1024 * 1024 + 10, 1);
    const res = await upload(me.cookie, huge);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'photo_too_large', message: 'This photo is too large. Please choose a file of at most 10 MB.' });
  });

  it('stops a free member at 3 photos and a premium member at 25, also when uploads arrive together', async () => {
    const free = await createMember(t.db);
    const small = await jpegWithExif(64, 64);
    const results = await Promise.all(Array.from({ length: 5 }, () => upload(free.cookie, small)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 409, 409]);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ code: 'photo_limit_reached' });
    expect(refused.json().message).toContain('3');
    const list = (await t.app.inject({ url: '/api/photos.php', headers: { cookie: free.cookie } })).json();
    expect(list.photos).toHaveLength(3);
    expect(list.photos.filter((p: { main: boolean }) => p.main)).toHaveLength(1);

    const premium = await createMember(t.db, { paid: true });
    for (let i = 0; i < 25; i++) expect((await upload(premium.cookie, small)).statusCode).toBe(200);
    expect((await upload(premium.cookie, small)).statusCode).toBe(409);
  }, 60_000);

  it('changes the main photo and deletes a photo with its files; the next one becomes main', async () => {
    const me = await createMember(t.db);
    const small = await jpegWithExif(64, 64);
    await upload(me.cookie, small);
    const two = (await upload(me.cookie, small)).json().photos;
    const second = two.find((p: { main: boolean }) => !p.main);
    const put = await t.app.inject({ method: 'PUT', url: '/api/photos.php', payload: { id: second.id, main: true }, headers: { cookie: me.cookie } });
    expect(put.json().photos[0]).toMatchObject({ id: second.id, main: true });
    const del = await t.app.inject({ method: 'DELETE', url: '/api/photos.php', payload: { id: second.id }, headers: { cookie: me.cookie } });
    expect(del.json().photos).toHaveLength(1);
    expect(del.json().photos[0].main).toBe(true);
    expect(existsSync(fileOf(second.url))).toBe(false);
    const other = await createMember(t.db);
    const foreign = await t.app.inject({ method: 'DELETE', url: '/api/photos.php', payload: { id: del.json().photos[0].id }, headers: { cookie: other.cookie } });
    expect(foreign.statusCode).toBe(404);
  });

  it('shows others a photo only after moderation when moderation is manual; only moderators moderate', async () => {
    const manual = await createTestApp({ PHOTO_MODERATION: 'manual' });
    try {
      const me = await createMember(manual.db);
      const viewer = await createMember(manual.db, { gender: 'male', paid: true });
      const body = multipart('photo', 'a.jpg', 'image/jpeg', await jpegWithExif(64, 64));
      const res = await manual.app.inject({ method: 'POST', url: '/api/photos.php', payload: body.payload, headers: { ...body.headers, cookie: me.cookie } });
      const photo = res.json().photos[0];
      expect(photo.status).toBe('pending');
      const seen = () => manual.app.inject({ url: `/api/member.php?id=${me.id}`, headers: { cookie: viewer.cookie } });
      expect((await seen()).json().profile.photos).toEqual([]);
      const asMember = await manual.app.inject({ method: 'PUT', url: '/api/photo-moderation.php', payload: { id: photo.id, status: 'active' }, headers: { cookie: viewer.cookie } });
      expect(asMember.statusCode).toBe(403);
      const operator = await createMember(manual.db, { role: 'operator' });
      const asOperator = await manual.app.inject({ method: 'PUT', url: '/api/photo-moderation.php', payload: { id: photo.id, status: 'active' }, headers: { cookie: operator.cookie } });
      expect(asOperator.json().code).toBe('role_required');
      const moderator = await createMember(manual.db, { role: 'moderator' });
      const ok = await manual.app.inject({ method: 'PUT', url: '/api/photo-moderation.php', payload: { id: photo.id, status: 'active' }, headers: { cookie: moderator.cookie } });
      expect(ok.statusCode).toBe(200);
      expect((await seen()).json().profile.photos).toHaveLength(1);
    } finally {
      await manual.close();
    }
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ url: '/api/photos.php' })).statusCode).toBe(403);
  });
});

describe('upload rate limit', () => {
  it('refuses more uploads than the limit per address with 429, and stores nothing more', async () => {
    // RATE_LIMIT_SCALE 0.05: the upload limit of 60 an hour becomes 3.
    const limited = await createTestApp({ RATE_LIMIT_SCALE: '0.05' });
    try {
      const member = await createMember(limited.db, { paid: true });
      const image = await jpegWithExif(64, 64);
      const send = () => {
        const body = multipart('photo', 'me.jpg', 'image/jpeg', image);
        return limited.app.inject({ method: 'POST', url: '/api/photos.php', payload: body.payload, headers: { ...body.headers, cookie: member.cookie } });
      };
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await send()).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const list = (await limited.app.inject({ url: '/api/photos.php', headers: { cookie: member.cookie } })).json();
      expect(list.photos).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });
});

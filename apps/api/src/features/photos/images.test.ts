import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { createMember } from '../../../test/factories.js';
import { multipart } from '../../../test/multipart.js';
import { Semaphore } from '../../lib/semaphore.js';
import { MAX_PHOTO_PIXELS, NotAnImageError, photoWork, processPhoto, TooManyPixelsError } from './images.js';

/** A generated JPEG (no real person) of the given size; a plain colour compresses to a small file. */
const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 60, b: 160 } } }).jpeg({ quality: 50 }).toBuffer();

describe('Semaphore', () => {
  it('runs at most its slots at once, the rest in order, and frees a slot after a failure', async () => {
    const gate = new Semaphore(2);
    let running = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (i: number) =>
      gate.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 5));
        running--;
        order.push(i);
        if (i === 1) throw new Error('task 1 fails');
        return i;
      });
    const results = await Promise.allSettled([0, 1, 2, 3, 4, 5].map(task));
    expect(peak).toBe(2);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect(order.slice(2).sort()).toEqual([2, 3, 4, 5]);
    expect([gate.active, gate.waiting]).toEqual([0, 0]);
  });
});

describe('photo decoding', () => {
  it(`processes a 12-megapixel camera photo, and refuses one over ${MAX_PHOTO_PIXELS / 1e6} megapixels before decoding it`, async () => {
    const camera = await processPhoto(await jpeg(4000, 3000));
    const meta = await sharp(camera.large).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 900]);
    expect((await sharp(camera.thumb).metadata()).width).toBe(320);
    // The 7000 x 7000 picture of the issue (49 megapixels, a small file).
    const huge = await jpeg(7000, 7000);
    expect(huge.length).toBeLessThan(10 * 1024 * 1024);
    await expect(processPhoto(huge)).rejects.toBeInstanceOf(TooManyPixelsError);
    await expect(processPhoto(Buffer.from('not an image at all'))).rejects.toBeInstanceOf(NotAnImageError);
  });

  it('decodes at most two photos at once; six uploads together all finish', async () => {
    const input = await jpeg(3000, 2000);
    let peak = 0;
    let queued = 0;
    let watching = true;
    const watch = (async () => {
      while (watching) {
        peak = Math.max(peak, photoWork.active);
        queued = Math.max(queued, photoWork.waiting);
        await new Promise((r) => setImmediate(r));
      }
    })();
    const results = await Promise.all(Array.from({ length: 6 }, () => processPhoto(input)));
    watching = false;
    await watch;
    expect(results).toHaveLength(6);
    expect(peak).toBe(2);
    expect(queued).toBeGreaterThanOrEqual(3);
  });
});

describe('photo upload of too many pixels', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 400 with a message that says what to do, in the member language, and stores nothing', async () => {
    const body = multipart('photo', 'big.jpg', 'image/jpeg', await jpeg(7000, 7000));
    const upload = (cookie: string) =>
      t.app.inject({ method: 'POST', url: '/api/photos.php', payload: body.payload, headers: { ...body.headers, cookie } });
    const english = await createMember(t.db, { language: 'en' });
    const en = await upload(english.cookie);
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ code: 'photo_invalid', message: 'This photo has too many pixels for us to process. Please choose a smaller version of it.' });
    const dutch = await createMember(t.db, { language: 'nl' });
    expect((await upload(dutch.cookie)).json().message).toBe('Deze foto heeft te veel pixels om te verwerken. Kies een kleinere versie van de foto.');
    const photos = await t.app.inject({ url: '/api/photos.php', headers: { cookie: english.cookie } });
    expect(photos.json().photos).toEqual([]);
  });
});

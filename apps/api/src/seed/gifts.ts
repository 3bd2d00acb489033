import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { gifts, type Db } from '@dating/db';
import type { PhotoStore } from '../lib/storage/photo-store.js';

/** The gift catalogue: simple generated drawings, no brands, no photos. */
const GIFTS: { code: string; svg: string }[] = [
  { code: 'rose', svg: '<path d="M100 60c-20-30 30-40 20-10 25-20 40 20 10 25 20 20-20 45-30 20-10 25-50 5-30-15-30 0-20-45 10-30z" fill="#c2185b"/><path d="M100 95v75" stroke="#2e7d32" stroke-width="8"/><path d="M100 140c-25-15-40-5-45 5 20 5 35 5 45-5z" fill="#43a047"/>' },
  { code: 'heart', svg: '<path d="M100 170 35 105c-30-30-10-75 30-70 20 2 30 15 35 25 5-10 15-23 35-25 40-5 60 40 30 70z" fill="#e53935"/>' },
  { code: 'champagne', svg: '<path d="M70 40h30l-5 70c-2 20-18 20-20 0z" fill="#fdd835" stroke="#8d6e63" stroke-width="3"/><path d="M85 115v45M65 165h40" stroke="#8d6e63" stroke-width="6"/><circle cx="120" cy="45" r="6" fill="#fff59d"/><circle cx="132" cy="30" r="4" fill="#fff59d"/>' },
  { code: 'chocolates', svg: '<rect x="35" y="55" width="130" height="100" rx="14" fill="#6d4c41"/><g fill="#a1887f"><circle cx="70" cy="85" r="14"/><circle cx="130" cy="85" r="14"/><circle cx="70" cy="128" r="14"/><circle cx="130" cy="128" r="14"/></g><path d="M100 55v100" stroke="#e53935" stroke-width="8"/>' },
  { code: 'teddy', svg: '<circle cx="60" cy="55" r="20" fill="#a1887f"/><circle cx="140" cy="55" r="20" fill="#a1887f"/><circle cx="100" cy="85" r="45" fill="#8d6e63"/><circle cx="100" cy="150" r="40" fill="#8d6e63"/><circle cx="85" cy="78" r="5"/><circle cx="115" cy="78" r="5"/><ellipse cx="100" cy="98" rx="12" ry="9" fill="#d7ccc8"/>' },
  { code: 'star', svg: '<path d="m100 25 20 50 53 3-41 33 14 52-46-29-46 29 14-52-41-33 53-3z" fill="#ffb300"/>' },
  { code: 'kiss', svg: '<path d="M40 100c20-30 45-35 60-20 15-15 40-10 60 20-20 5-40 35-60 35s-40-30-60-35z" fill="#d81b60"/><path d="M45 100c20 5 35 8 55 8s35-3 55-8" stroke="#880e4f" stroke-width="4" fill="none"/>' },
  { code: 'diamond', svg: '<path d="M60 50h80l30 35-70 85-70-85z" fill="#4fc3f7"/><path d="M30 85h140M60 50l15 35 25 85 25-85 15-35M75 85l25-35 25 35" stroke="#0277bd" stroke-width="3" fill="none"/>' },
];

/** Writes the gift images and rows once; later runs keep what operators changed (e.g. active). */
export async function ensureGifts(db: Db, store: PhotoStore): Promise<void> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(gifts);
  if ((existing?.n ?? 0) >= GIFTS.length) return;
  for (const [position, gift] of GIFTS.entries()) {
    const key = `gifts/${gift.code}-${createHash('sha256').update(gift.svg).digest('hex').slice(0, 12)}.webp`;
    const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><rect width="200" height="200" rx="32" fill="#fff3f7"/>${gift.svg}</svg>`);
    await store.put(key, await sharp(svg).resize(200, 200).webp({ quality: 85 }).toBuffer(), 'image/webp');
    await db.insert(gifts).values({ code: gift.code, imageFilename: key, position }).onConflictDoNothing();
  }
}

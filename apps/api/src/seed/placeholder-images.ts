import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { PhotoStore } from '../lib/storage/photo-store.js';

export interface PlaceholderImage {
  filename: string;
  thumbFilename: string;
  blurFilename: string;
}

const PALETTES = [
  ['#8a1c4a', '#f2a7c3'], ['#1c4a8a', '#a7c8f2'], ['#2f6f4f', '#b8e0c8'], ['#6a3d9a', '#d4bff0'],
  ['#a0522d', '#f3d1b5'], ['#0f6b6b', '#a9e3e3'], ['#7a1f1f', '#f0b3b3'], ['#4a4a8a', '#c9c9f2'],
] as const;

/**
 * An abstract avatar: a gradient with a featureless silhouette. Generated, so no photo of a
 * real person ever enters the data; deterministic per index, so every run writes the same files.
 */
function avatarSvg(index: number, gender: 'male' | 'female'): string {
  const [dark, light] = PALETTES[index % PALETTES.length]!;
  const angle = (index * 47) % 360;
  const hair = gender === 'female'
    ? `<path d="M230 250 q170 -230 340 0 l30 260 q-200 60 -400 0 z" fill="${dark}" opacity="0.55"/>`
    : `<path d="M250 230 q150 -130 300 0 l-10 60 q-140 -60 -280 0 z" fill="${dark}" opacity="0.55"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">
  <defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
  <rect width="800" height="1000" fill="url(#g)"/>
  <circle cx="${120 + (index * 61) % 560}" cy="${110 + (index * 37) % 200}" r="${40 + (index % 5) * 18}" fill="#fff" opacity="0.12"/>
  ${hair}
  <circle cx="400" cy="360" r="150" fill="#fff" opacity="0.82"/>
  <path d="M120 1000 q30 -330 280 -370 q250 40 280 370 z" fill="#fff" opacity="0.82"/>
</svg>`;
}

/** Writes `count` placeholder avatars (large, thumb, blur) to the store and answers their keys. */
export async function generatePlaceholders(store: PhotoStore, count: number, gender: 'male' | 'female'): Promise<PlaceholderImage[]> {
  const out: PlaceholderImage[] = [];
  for (let i = 0; i < count; i++) {
    const svg = Buffer.from(avatarSvg(i, gender));
    const name = (variant: string) =>
      `seed/${gender}-${i}-${createHash('sha256').update(`${gender}:${i}:${variant}:placeholder-v1`).digest('hex').slice(0, 24)}.webp`;
    const image: PlaceholderImage = { filename: name('large'), thumbFilename: name('thumb'), blurFilename: name('blur') };
    const base = () => sharp(svg);
    const [large, thumb, blur] = await Promise.all([
      base().resize(800, 1000).webp({ quality: 80 }).toBuffer(),
      base().resize(320, 320, { fit: 'cover', position: 'top' }).webp({ quality: 75 }).toBuffer(),
      base().resize(480, 600).blur(28).webp({ quality: 60 }).toBuffer(),
    ]);
    await Promise.all([
      store.put(image.filename, large, 'image/webp'),
      store.put(image.thumbFilename, thumb, 'image/webp'),
      store.put(image.blurFilename, blur, 'image/webp'),
    ]);
    out.push(image);
  }
  return out;
}

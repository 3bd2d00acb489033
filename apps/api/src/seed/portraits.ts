import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAvatar } from '@dicebear/core';
import * as avataaars from '@dicebear/avataaars';
import type { HairColour } from '@dating/contracts';
import sharp from 'sharp';
import type { PhotoStore } from '../lib/storage/photo-store.js';
import { pick, prng, weighted } from './random.js';

/** One stored photo: the large picture, its square thumbnail and the blurred variant. */
export interface PortraitImage {
  filename: string;
  thumbFilename: string;
  blurFilename: string;
}

export type AgeBand = 'young' | 'middle' | 'older';
export const AGE_BANDS: Record<AgeBand, [number, number]> = { young: [18, 34], middle: [35, 54], older: [55, 80] };
export const ageBandOf = (age: number): AgeBand => (age < 35 ? 'young' : age < 55 ? 'middle' : 'older');

/**
 * One generated person: how they look (gender, age band, hair colour) and up to six photos of them
 * (the same face in other clothes, moods and backgrounds). Members who share a look share its files.
 */
export interface PortraitLook {
  gender: 'male' | 'female';
  ageBand: AgeBand;
  hairColour: HairColour;
  photos: PortraitImage[];
}

export const MAX_PHOTOS = 6;

/** The avataaars hair colours closest to the profile's hair colours (bald: no hair on top). */
const HAIR_HEX: Record<HairColour, string> = {
  black: '2c1b18', dark_brown: '4a312c', brunette: '724133', brown: 'a55728', dark_blond: 'b58143', blond: 'd6b370',
  red: 'c93305', gray: 'e8e1e1', white: 'ecdcbf', bald: 'e8e1e1', other: 'f59797',
};

/** Hair colours by age band, with weights: grey and white mostly past 50, bald men only. */
const HAIR_BY_AGE: Record<AgeBand, [HairColour, number][]> = {
  young: [['brunette', 5], ['blond', 4], ['brown', 4], ['black', 4], ['dark_blond', 3], ['dark_brown', 4], ['red', 2], ['other', 1]],
  middle: [['brunette', 4], ['blond', 3], ['brown', 4], ['black', 3], ['dark_blond', 3], ['dark_brown', 4], ['red', 1], ['gray', 2], ['bald', 1]],
  older: [['gray', 6], ['white', 4], ['brown', 2], ['dark_blond', 1], ['blond', 1], ['brunette', 1], ['bald', 2]],
};

const FEMALE_TOPS = ['bob', 'bun', 'curly', 'curvy', 'longButNotTooLong', 'miaWallace', 'straight01', 'straight02', 'straightAndStrand', 'bigHair', 'fro', 'froBand', 'frida'] as const;
const MALE_TOPS = ['shortCurly', 'shortFlat', 'shortRound', 'shortWaved', 'theCaesar', 'theCaesarAndSidePart', 'shaggy', 'frizzle', 'dreads01', 'shavedSides', 'sides'] as const;
const SKINS = ['614335', 'd08b5b', 'ae5d29', 'edb98a', 'ffdbb4'] as const;
const CLOTHES = ['blazerAndShirt', 'blazerAndSweater', 'collarAndSweater', 'hoodie', 'shirtCrewNeck', 'shirtScoopNeck', 'shirtVNeck', 'graphicShirt'] as const;
const CLOTHES_COLOURS = ['262e33', '65c9ff', '5199e4', '25557c', 'e6e6e6', '929598', '3c4f5c', 'a7ffc4', 'ffafb9', 'ffffb1', 'ff488e', 'ff5c5c', 'ffffff'] as const;
const MOUTHS = ['smile', 'default', 'twinkle', 'smile', 'serious'] as const;
const EYES = ['default', 'happy', 'default', 'wink', 'squint', 'side'] as const;
const EYEBROWS = ['defaultNatural', 'raisedExcitedNatural', 'flatNatural', 'default', 'upDownNatural'] as const;
const GLASSES = ['prescription01', 'prescription02', 'round', 'kurt'] as const;
/** Backdrops of the photos: [top, bottom] of a soft gradient, like a wall, the sky or a park. */
const BACKDROPS = [
  ['#f6e7d8', '#d9a7b0'], ['#dff1fb', '#8cc4e8'], ['#e8f4e4', '#9ccc9a'], ['#fdf3d6', '#f2b880'], ['#ece6f7', '#b7a6de'],
  ['#f3f3f1', '#c9c5bd'], ['#fde2e4', '#f08a9a'], ['#d7eef0', '#6fb3b8'], ['#2b2d42', '#8d99ae'], ['#ffe9c7', '#e07a5f'],
] as const;

/** Whether two colours (hex) differ enough to tell apart at a glance. */
function contrasts(a: string, b: string): boolean {
  const rgb = (hex: string) => [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [x, y] = [rgb(a), rgb(b)];
  return Math.hypot(x[0]! - y[0]!, x[1]! - y[1]!, x[2]! - y[2]!) > 90;
}

/** A hair colour that fits the age band (grey mostly later in life; bald only men). */
export function hairFor(r: () => number, gender: 'male' | 'female', ageBand: AgeBand): HairColour {
  const colour = weighted(r, HAIR_BY_AGE[ageBand]);
  return colour === 'bald' && gender === 'female' ? 'gray' : colour;
}

/** The fixed traits of look `index` of a gender: the same index gives the same person on every run. */
export function lookTraits(gender: 'male' | 'female', index: number) {
  const r = prng(createHash('sha256').update(`look:${gender}:${index}`).digest().readUInt32BE(0));
  const ageBand = (['young', 'middle', 'older'] as const)[index % 3]!;
  const hairColour = hairFor(r, gender, ageBand);
  const top = hairColour === 'bald' ? null : gender === 'female' ? pick(r, FEMALE_TOPS) : pick(r, ageBand === 'older' ? [...MALE_TOPS, 'sides' as const, 'sides' as const] : MALE_TOPS);
  const beard = gender === 'male' && r() < (ageBand === 'young' ? 0.35 : 0.5) ? pick(r, ['beardLight', 'beardMedium', 'beardMajestic', 'moustacheFancy'] as const) : null;
  const glassesChance = ageBand === 'older' ? 0.6 : ageBand === 'middle' ? 0.3 : 0.12;
  const glasses = r() < glassesChance ? pick(r, GLASSES) : null;
  // Hair that shows against the skin (brown hair on a brown face reads as a bald head).
  const skins = SKINS.filter((skin) => contrasts(skin, HAIR_HEX[hairColour]));
  return { gender, ageBand, hairColour, top, beard, glasses, skin: pick(r, skins.length > 0 ? skins : SKINS), eyebrows: pick(r, EYEBROWS) };
}

/** The SVG of photo `shot` of a look: same face and hair; clothes, expression and backdrop change. */
export function portraitSvg(gender: 'male' | 'female', index: number, shot: number): string {
  const look = lookTraits(gender, index);
  const r = prng(createHash('sha256').update(`shot:${gender}:${index}:${shot}`).digest().readUInt32BE(0));
  const hair = HAIR_HEX[look.hairColour];
  const avatar = createAvatar(avataaars, {
    seed: `${gender}-${index}-${shot}`,
    skinColor: [look.skin],
    top: look.top ? [look.top] : [],
    topProbability: look.top ? 100 : 0,
    hairColor: [hair],
    facialHair: look.beard ? [look.beard] : [],
    facialHairColor: [hair],
    facialHairProbability: look.beard ? 100 : 0,
    accessories: look.glasses ? [look.glasses] : ['sunglasses'],
    // Glasses wearers keep them on; anyone may wear sunglasses in one holiday shot.
    accessoriesProbability: look.glasses || shot === 3 ? 100 : 0,
    accessoriesColor: ['262e33', '3c4f5c', '929598'],
    clothing: [pick(r, CLOTHES)],
    clothesColor: [pick(r, CLOTHES_COLOURS)],
    clothingGraphic: ['diamond', 'bear', 'deer', 'pizza'],
    eyebrows: [look.eyebrows],
    eyes: [shot === 0 ? 'default' : pick(r, EYES)],
    mouth: [shot === 0 ? 'smile' : pick(r, MOUTHS)],
  }).toString();
  const [top, bottom] = BACKDROPS[(index * 7 + shot * 3) % BACKDROPS.length]!;
  // Close-ups and wider shots, a little left or right: not the same passport photo six times.
  const size = 860 + (shot % 3) * 60;
  const x = Math.round((800 - size) / 2 + (r() - 0.5) * 80);
  const y = 1000 - Math.round(size * 0.96);
  const inner = avatar.replace('<svg ', `<svg x="${x}" y="${y}" width="${size}" height="${size}" `);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="800" height="1000" fill="url(#bg)"/>
<circle cx="${Math.round(120 + r() * 560)}" cy="${Math.round(90 + r() * 160)}" r="${Math.round(50 + r() * 70)}" fill="#fff" opacity="0.18"/>
${inner}</svg>`;
}

/**
 * Rendered portraits are kept here too, by the hash of their drawing, so a fresh database (a test run,
 * a second installation on this machine) copies them instead of rendering them again.
 */
const RENDER_CACHE = join(tmpdir(), 'dating-portraits');

async function cached(name: string): Promise<Buffer | null> {
  try {
    return await readFile(join(RENDER_CACHE, name));
  } catch {
    return null;
  }
}

async function keep(name: string, data: Buffer): Promise<void> {
  try {
    await mkdir(RENDER_CACHE, { recursive: true });
    // Written under a private name and renamed: another process never reads half a file.
    const part = join(RENDER_CACHE, `${name}.${process.pid}.${randomBytes(4).toString('hex')}.part`);
    await writeFile(part, data);
    await rename(part, join(RENDER_CACHE, name));
  } catch {
    // Only a cache: the portrait is in the store either way.
  }
}

/** Renders one photo (SVG to WebP in the sizes the photo pipeline stores), unless the files are already there. */
async function renderShot(store: PhotoStore, gender: 'male' | 'female', index: number, shot: number): Promise<PortraitImage> {
  const svg = portraitSvg(gender, index, shot);
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 20);
  const name = (variant: string) => `portrait-${gender}-${index}-${shot}-${hash}-${variant}.webp`;
  const image: PortraitImage = { filename: `seed/${name('large')}`, thumbFilename: `seed/${name('thumb')}`, blurFilename: `seed/${name('blur')}` };
  const root = store.localRoot;
  if (root && [image.filename, image.thumbFilename, image.blurFilename].every((key) => existsSync(join(root, key)))) return image;
  let [large, thumb, blur] = await Promise.all([cached(name('large')), cached(name('thumb')), cached(name('blur'))]);
  if (!large || !thumb || !blur) {
    // Rasterised once; the three sizes are encoded from the pixels (fast WebP settings: hundreds of files).
    const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
    const pixels = () => sharp(data, { raw: info });
    // The blurred variant from a tiny copy: as unrecognisable as the upload pipeline's blur(28), a fraction of its cost.
    const tiny = await pixels().resize(20, 25).raw().toBuffer({ resolveWithObject: true });
    [large, thumb, blur] = await Promise.all([
      pixels().webp({ quality: 80, effort: 2 }).toBuffer(),
      pixels().resize(320, 320, { fit: 'cover', position: 'top' }).webp({ quality: 75, effort: 2 }).toBuffer(),
      sharp(tiny.data, { raw: tiny.info }).resize(480, 600).blur(10).webp({ quality: 60, effort: 2 }).toBuffer(),
    ]);
    await Promise.all([keep(name('large'), large), keep(name('thumb'), thumb), keep(name('blur'), blur)]);
  }
  await Promise.all([
    store.put(image.filename, large, 'image/webp'),
    store.put(image.thumbFilename, thumb, 'image/webp'),
    store.put(image.blurFilename, blur, 'image/webp'),
  ]);
  return image;
}

/**
 * A pool of generated people per gender, `perGender` each, every one with six photos. Deterministic
 * (look `i` is the same person on every run, so a smaller pool is the start of a larger one) and
 * written once: files already in a local store are not rendered again.
 */
export async function generatePortraitPool(store: PhotoStore, perGender: number): Promise<PortraitLook[]> {
  const jobs: { gender: 'male' | 'female'; index: number }[] = [];
  for (let index = 0; index < perGender; index++) for (const gender of ['female', 'male'] as const) jobs.push({ gender, index });
  const looks: PortraitLook[] = [];
  // Two at a time: the machine keeps serving while a first start renders.
  for (let i = 0; i < jobs.length; i += 2) {
    const done = await Promise.all(
      jobs.slice(i, i + 2).map(async ({ gender, index }) => {
        const traits = lookTraits(gender, index);
        const photos: PortraitImage[] = [];
        for (let shot = 0; shot < MAX_PHOTOS; shot++) photos.push(await renderShot(store, gender, index, shot));
        return { gender, ageBand: traits.ageBand, hairColour: traits.hairColour, photos } satisfies PortraitLook;
      }),
    );
    looks.push(...done);
  }
  return looks;
}

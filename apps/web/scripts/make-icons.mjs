// Draws the app icons of the web app manifest (issue 17) into dist/icons: the site mark of favicon.svg, a white
// heart on the brand colour, as PNG at 192 and 512 px, plus a maskable 512 px one (full-bleed colour, the heart
// inside the safe zone). Drawn here, with no image library, so no binary or photo is kept in the repository.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodePng } from './png.mjs';

const BRAND = [0xb0, 0x17, 0x4f];
const WHITE = [0xff, 0xff, 0xff];

/** Whether (u, v), in units of the icon (0..1 both ways), lies inside the heart of the given scale. */
function inHeart(u, v, scale) {
  // The classic heart curve (x² + y² − 1)³ − x²y³ ≤ 0, centred and turned point-down.
  const x = (u - 0.5) / (0.36 * scale) * 1.25;
  const y = -(v - 0.52) / (0.36 * scale) * 1.25;
  const a = x * x + y * y - 1;
  return a * a * a - x * x * y * y * y <= 0;
}

/** Whether (u, v) lies inside a square with rounded corners (radius r, in icon units). */
function inRoundedSquare(u, v, r) {
  const dx = Math.max(r - u, 0, u - (1 - r));
  const dy = Math.max(r - v, 0, v - (1 - r));
  return dx * dx + dy * dy <= r * r;
}

/** One icon: `maskable` fills the whole square and keeps the heart within the central 80 % (the safe zone). */
export function drawIcon(size, { maskable = false } = {}) {
  const samples = 4;
  const heartScale = maskable ? 0.72 : 0.86;
  return encodePng(size, 4, (px, py) => {
    let cover = 0;
    let heart = 0;
    for (let sy = 0; sy < samples; sy++) {
      for (let sx = 0; sx < samples; sx++) {
        const u = (px + (sx + 0.5) / samples) / size;
        const v = (py + (sy + 0.5) / samples) / size;
        if (!maskable && !inRoundedSquare(u, v, 14 / 64)) continue;
        cover++;
        if (inHeart(u, v, heartScale)) heart++;
      }
    }
    if (cover === 0) return [0, 0, 0, 0];
    const t = heart / cover;
    const colour = BRAND.map((c, i) => Math.round(c + (WHITE[i] - c) * t));
    return [...colour, Math.round((255 * cover) / (samples * samples))];
  });
}

export const ICONS = [
  { file: 'icon-192.png', size: 192 },
  { file: 'icon-512.png', size: 512 },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'icons');
  mkdirSync(dir, { recursive: true });
  for (const icon of ICONS) writeFileSync(join(dir, icon.file), drawIcon(icon.size, icon));
  console.log(`icons: ${ICONS.map((icon) => icon.file).join(', ')} in dist/icons`);
}

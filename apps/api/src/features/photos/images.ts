import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { Semaphore } from '../../lib/semaphore.js';

/** The variants stored for every photo. Each has its own random name, so one URL reveals no other. */
export interface ProcessedPhoto {
  large: Buffer;
  thumb: Buffer;
  blur: Buffer;
}

export class NotAnImageError extends Error {}
/** A readable image with more pixels than MAX_PHOTO_PIXELS. */
export class TooManyPixelsError extends NotAnImageError {}

/**
 * The largest picture decoded, in pixels: 24 megapixels (6000 x 4000), more than a phone or camera
 * saves at its normal size. The site shows photos at most 1200 pixels wide, and decoding costs memory
 * by the pixel (a 7000 x 7000 image took 93 MB), whatever the file size.
 */
export const MAX_PHOTO_PIXELS = 24_000_000;

/** Photos decoded at once in this process; more uploads wait their turn, so memory stays bounded. */
export const photoWork = new Semaphore(2);

/**
 * Decodes the upload and encodes it anew as WebP in the sizes the site shows. Re-encoding drops
 * every metadata block (EXIF with GPS position, XMP, ICC comments); the orientation from EXIF is
 * applied to the pixels first so the photo stays upright.
 */
export function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  return photoWork.run(() => decodeAndEncode(input));
}

async function decodeAndEncode(input: Buffer): Promise<ProcessedPhoto> {
  let meta: sharp.Metadata;
  try {
    // Reads the header only; the pixel count is checked next, with its own answer.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new NotAnImageError('not an image');
  }
  if (!meta.width || !meta.height || !meta.format || meta.format === 'svg') throw new NotAnImageError('unsupported image');
  if (meta.width * meta.height > MAX_PHOTO_PIXELS) throw new TooManyPixelsError('too many pixels');
  try {
    // Decoded once, upright and at the largest size shown; the three variants are made from that.
    const { data, info } = await sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS, animated: false })
      .rotate()
      .resize(1200, 1200, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const base = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const [large, thumb, blur] = await Promise.all([
      base().webp({ quality: 82 }).toBuffer(),
      base().resize(320, 320, { fit: 'cover', position: 'attention' }).webp({ quality: 78 }).toBuffer(),
      base().resize(480, 480, { fit: 'inside', withoutEnlargement: true }).blur(28).webp({ quality: 60 }).toBuffer(),
    ]);
    return { large, thumb, blur };
  } catch {
    throw new NotAnImageError('image could not be decoded');
  }
}

export function variantKeys(profileId: number) {
  const name = () => randomBytes(16).toString('hex');
  return {
    large: `photos/${profileId}/${name()}.webp`,
    thumb: `photos/${profileId}/${name()}.webp`,
    blur: `photos/${profileId}/${name()}.webp`,
  };
}

/** A photo sent in a conversation: the picture and its blurred variant, each under its own random name. */
export function chatPhotoKeys(senderId: number) {
  const name = () => randomBytes(16).toString('hex');
  return { filename: `chat/${senderId}/${name()}.webp`, blurFilename: `chat/${senderId}/${name()}.webp` };
}

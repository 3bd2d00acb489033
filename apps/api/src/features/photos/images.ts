import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** The variants stored for every photo. Each has its own random name, so one URL reveals no other. */
export interface ProcessedPhoto {
  large: Buffer;
  thumb: Buffer;
  blur: Buffer;
}

export class NotAnImageError extends Error {}

const MAX_PIXELS = 50_000_000;

/**
 * Decodes the upload and encodes it anew as WebP in the sizes the site shows. Re-encoding drops
 * every metadata block (EXIF with GPS position, XMP, ICC comments); the orientation from EXIF is
 * applied to the pixels first so the photo stays upright.
 */
export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  let meta: sharp.Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    throw new NotAnImageError('not an image');
  }
  if (!meta.width || !meta.height || !meta.format || meta.format === 'svg') throw new NotAnImageError('unsupported image');
  const base = () => sharp(input, { limitInputPixels: MAX_PIXELS, animated: false }).rotate();
  try {
    const [large, thumb, blur] = await Promise.all([
      base().resize(1200, 1200, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
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

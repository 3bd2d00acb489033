import { MAX_PHOTO_BYTES, type OwnPhoto } from '@dating/contracts';

/** Rejected photos do not count towards the limit (the server counts the same way). */
export function photosCounted(photos: readonly Pick<OwnPhoto, 'status'>[]): number {
  return photos.filter((photo) => photo.status !== 'rejected').length;
}

export type PhotoFileProblem = 'notImage' | 'tooLarge' | 'empty';

/** What is wrong with a chosen file before it is sent; the server checks the content again. */
export function checkPhotoFile(file: Pick<File, 'type' | 'size'>): PhotoFileProblem | null {
  if (file.size === 0) return 'empty';
  // Some systems give HEIC files no type; let the server decide about those.
  if (file.type && !file.type.startsWith('image/')) return 'notImage';
  if (file.size > MAX_PHOTO_BYTES) return 'tooLarge';
  return null;
}

export const MAX_PHOTO_MEGABYTES = MAX_PHOTO_BYTES / (1024 * 1024);

import type { OwnPhoto } from '@dating/contracts';

/** Rejected photos do not count towards the limit (the server counts the same way). */
export function photosCounted(photos: readonly Pick<OwnPhoto, 'status'>[]): number {
  return photos.filter((photo) => photo.status !== 'rejected').length;
}

// The file checks are shared with the console.
export { checkPhotoFile, MAX_PHOTO_MEGABYTES, type PhotoFileProblem } from '@dating/contracts';

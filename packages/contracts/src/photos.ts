import { z } from 'zod';
import { defineRoute } from './route.js';
import { PhotoStatus } from './enums.js';
import { BodyId, Ok } from './common.js';

export const FREE_PHOTO_LIMIT = 3;
export const PREMIUM_PHOTO_LIMIT = 25;
/** Largest upload the server takes, in bytes. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

export const OwnPhoto = z.object({
  id: z.number().int(),
  url: z.string(),
  thumb_url: z.string(),
  status: PhotoStatus,
  main: z.boolean(),
});
export type OwnPhoto = z.infer<typeof OwnPhoto>;

const PhotoList = z.object({ photos: z.array(OwnPhoto), limit: z.number().int() });

export const listOwnPhotos = defineRoute({
  method: 'GET',
  path: '/api/photos.php',
  summary: 'The member’s own photos with their moderation status, and how many are allowed.',
  access: 'member',
  response: PhotoList,
});

/** multipart/form-data with one file field named `photo` (JPEG, PNG, WebP, HEIC/AVIF or GIF). */
export const uploadPhoto = defineRoute({
  method: 'POST',
  path: '/api/photos.php',
  summary: 'Upload a photo (multipart field "photo"); re-encoded without metadata; 3 for free members, 25 for premium.',
  access: 'member',
  response: PhotoList,
});

export const setMainPhoto = defineRoute({
  method: 'PUT',
  path: '/api/photos.php',
  summary: 'Make one of the own photos the main photo.',
  access: 'member',
  body: z.object({ id: BodyId, main: z.literal(true) }),
  response: PhotoList,
});

export const deletePhoto = defineRoute({
  method: 'DELETE',
  path: '/api/photos.php',
  summary: 'Delete one of the own photos (its files too).',
  access: 'member',
  body: z.object({ id: BodyId }),
  response: PhotoList,
});

export const moderatePhoto = defineRoute({
  method: 'PUT',
  path: '/api/photo-moderation.php',
  summary: 'Moderators approve or reject an uploaded photo.',
  access: 'moderator',
  body: z.object({ id: BodyId, status: z.enum(['active', 'rejected']) }),
  response: Ok,
});

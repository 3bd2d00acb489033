import { z } from 'zod';
import { defineRoute } from './route.js';
import { PhotoStatus } from './enums.js';
import { BodyId, Id, Ok } from './common.js';

export const FREE_PHOTO_LIMIT = 3;
export const PREMIUM_PHOTO_LIMIT = 25;
/** Why a moderator rejected a photo; the member reads it in their own language. */
export const PHOTO_REJECTION_REASONS = ['not_a_person', 'not_you', 'nudity', 'poor_quality', 'contact_details', 'offensive', 'other'] as const;
export const PhotoRejectionReason = z.enum(PHOTO_REJECTION_REASONS);
export type PhotoRejectionReason = z.infer<typeof PhotoRejectionReason>;
/** The longest note a moderator adds to a rejection. */
export const MAX_REJECTION_NOTE = 500;

export const OwnPhoto = z.object({
  id: z.number().int(),
  url: z.string(),
  thumb_url: z.string(),
  status: PhotoStatus,
  main: z.boolean(),
  /** Set when the photo was rejected: the reason and the moderator's note (may be null). */
  rejection: z.object({ reason: PhotoRejectionReason, note: z.string().nullable() }).nullable(),
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

/** A rejection needs a reason (`reason: required` otherwise); a note is optional and reaches the member as written. */
export const moderatePhoto = defineRoute({
  method: 'PUT',
  path: '/api/photo-moderation.php',
  summary: 'Moderators approve or reject an uploaded photo; a rejection gives a reason (and a note) the member is told.',
  access: 'moderator',
  body: z.object({
    id: BodyId,
    status: z.enum(['active', 'rejected']),
    reason: PhotoRejectionReason.optional(),
    note: z.string().trim().max(MAX_REJECTION_NOTE, 'too_long').optional(),
  }),
  response: Ok,
});

export const MODERATION_PAGE_SIZE = 24;

export const PendingPhoto = z.object({
  id: z.number().int(),
  url: z.string(),
  thumb_url: z.string(),
  profile_id: z.number().int(),
  username: z.string(),
  main: z.boolean(),
  /** `pending`: not shown yet (manual moderation); `active`: shown since the upload (auto), not yet looked at. */
  status: PhotoStatus,
  uploaded_at: z.string(),
});
export type PendingPhoto = z.infer<typeof PendingPhoto>;

export const listPendingPhotos = defineRoute({
  method: 'GET',
  path: '/api/photo-moderation.php',
  summary: 'The photos waiting for a moderator (pending, or shown at once and not yet looked at), oldest first, and how many wait; `member` for one member’s.',
  access: 'moderator',
  query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(MODERATION_PAGE_SIZE), member: Id.optional() }),
  response: z.object({ photos: z.array(PendingPhoto), total: z.number().int() }),
});

import { z } from 'zod';
import { defineRoute } from './route.js';
import { BodyId, Id, IsoDate } from './common.js';
import { Gender } from './enums.js';
import { OwnProfile, ProfileCard, ProfileUpdate } from './profiles.js';

/**
 * Fictional chat-pal profiles as admins manage them (decision 053). A profile is "on" (status active:
 * found in search, the swipe game and likes, open to new conversations) or "off" (status disabled:
 * out of everything that discovers members and closed to new conversations; existing ones stay readable).
 */
export const FICTIONAL_PAGE_SIZE = 25;
export const MAX_PERSONA_NOTES = 10_000;

/** A chat-pal's photo: a paid one is never on the profile, only sent by operators in a conversation (locked until unlocked). */
export const FictionalPhoto = z.object({
  id: z.number().int(),
  url: z.string(),
  thumb_url: z.string(),
  main: z.boolean(),
  paid: z.boolean(),
  position: z.number().int(),
});
export type FictionalPhoto = z.infer<typeof FictionalPhoto>;

export const FictionalProfile = OwnProfile.extend({
  persona_notes: z.string().nullable(),
  photos: z.array(FictionalPhoto),
  created_at: z.string(),
  updated_at: z.string(),
});
export type FictionalProfile = z.infer<typeof FictionalProfile>;

export const FictionalListItem = ProfileCard.extend({
  status: z.enum(['active', 'disabled']),
  photos: z.number().int(),
  paid_photos: z.number().int(),
  has_persona_notes: z.boolean(),
});
export type FictionalListItem = z.infer<typeof FictionalListItem>;

const PersonaNotes = z.string().trim().max(MAX_PERSONA_NOTES, 'too_long').nullable().optional();
const FictionalStatus = z.enum(['active', 'disabled']);
const ProfileAnswer = z.object({ profile: FictionalProfile });

export const listFictionalProfiles = defineRoute({
  method: 'GET',
  path: '/api/fictional-profiles.php',
  summary: 'The fictional chat-pal profiles (admins only), newest first; filter by name or id and by on/off.',
  access: 'admin',
  query: z.object({
    q: z.string().trim().max(100, 'too_long').optional(),
    status: FictionalStatus.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  }),
  response: z.object({ profiles: z.array(FictionalListItem), total: z.number().int(), page: z.number().int(), per_page: z.number().int() }),
});

export const getFictionalProfile = defineRoute({
  method: 'GET',
  path: '/api/fictional-profile.php',
  summary: 'One fictional chat-pal profile with every field, its persona notes and all its photos (admins only).',
  access: 'admin',
  query: z.object({ id: Id }),
  response: ProfileAnswer,
});

export const createFictionalProfile = defineRoute({
  method: 'POST',
  path: '/api/fictional-profile.php',
  summary: 'Create a fictional chat-pal profile (admins only): the member profile fields, persona notes, on or off (default off). Audited.',
  access: 'admin',
  body: ProfileUpdate.extend({
    name: z.string().trim().min(2, 'name_too_short').max(30, 'name_too_long'),
    gender: Gender,
    date_of_birth: IsoDate,
    persona_notes: PersonaNotes,
    status: FictionalStatus.default('disabled'),
  }),
  response: ProfileAnswer,
});

export const updateFictionalProfile = defineRoute({
  method: 'PUT',
  path: '/api/fictional-profile.php',
  summary: 'Change fields of a fictional chat-pal profile (admins only); only the fields sent change. Audited with before and after.',
  access: 'admin',
  body: ProfileUpdate.extend({ id: BodyId, persona_notes: PersonaNotes }),
  response: ProfileAnswer,
});

export const setFictionalStatus = defineRoute({
  method: 'POST',
  path: '/api/fictional-profile-status.php',
  summary: 'Turn a fictional chat-pal profile on (active) or off (disabled) (admins only). Audited.',
  access: 'admin',
  body: z.object({ id: BodyId, status: FictionalStatus }),
  response: ProfileAnswer,
});

/** multipart/form-data with one file field named `photo`; shown at once (staff uploads need no moderation). */
export const uploadFictionalPhoto = defineRoute({
  method: 'POST',
  path: '/api/fictional-photo.php',
  summary: 'Add a photo to a fictional chat-pal profile (admins only; multipart field "photo", optional paid=1 in the query). Audited.',
  access: 'admin',
  query: z.object({ profile_id: Id, paid: z.enum(['0', '1']).default('0') }),
  response: ProfileAnswer,
});

export const updateFictionalPhoto = defineRoute({
  method: 'PUT',
  path: '/api/fictional-photo.php',
  summary: 'Make a chat-pal photo the main photo, mark it paid or not, or move it (admins only). A paid photo is never the main one. Audited.',
  access: 'admin',
  body: z.object({
    photo_id: BodyId,
    main: z.literal(true).optional(),
    paid: z.boolean().optional(),
    move: z.enum(['earlier', 'later']).optional(),
  }),
  response: ProfileAnswer,
});

export const deleteFictionalPhoto = defineRoute({
  method: 'DELETE',
  path: '/api/fictional-photo.php',
  summary: 'Remove a photo of a fictional chat-pal profile (admins only); a copy already sent in a conversation stays there. Audited.',
  access: 'admin',
  body: z.object({ photo_id: BodyId }),
  response: ProfileAnswer,
});

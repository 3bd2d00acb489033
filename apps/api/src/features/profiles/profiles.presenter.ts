import type { ProfileCard, PublicProfile } from '@dating/contracts';
import { and, eq } from 'drizzle-orm';
import { photos, profiles, type ProfileRow } from '@dating/db';
import { ageFrom } from './profiles.policy.js';
import { mediaUrl } from '../../lib/media.js';

export interface PhotoVariant {
  id: number;
  isMain: boolean;
  filename: string;
  thumbFilename: string;
  /** The blurred variant other free members get instead of the photo. */
  blurFilename: string;
}


export function mainImageRef(cdnPrefix: string, main: { filename: string; thumbFilename: string } | null | undefined) {
  return main ? { match: mediaUrl(cdnPrefix, main.filename), thumb: mediaUrl(cdnPrefix, main.thumbFilename) } : null;
}

export function presentCard(
  profile: Pick<ProfileRow, 'id' | 'name' | 'gender' | 'dateOfBirth' | 'city' | 'country' | 'regionCode' | 'fictional'>,
  main: { filename: string; thumbFilename: string } | null | undefined,
  cdnPrefix: string,
  today: Date,
): ProfileCard {
  return {
    id: profile.id,
    name: profile.name,
    age: ageFrom(profile.dateOfBirth, today),
    gender: profile.gender,
    city: profile.city,
    country: profile.country,
    region: profile.regionCode,
    fictional: profile.fictional,
    main_image: mainImageRef(cdnPrefix, main),
  };
}

/** The member's own profile fields in the API's names: for their profile page and their data export. */
export function ownProfileFields(profile: ProfileRow) {
  return {
    name: profile.name,
    gender: profile.gender,
    sexuality: profile.sexuality,
    date_of_birth: profile.dateOfBirth,
    city: profile.city,
    country: profile.country,
    region: profile.regionCode,
    latitude: profile.latitude,
    longitude: profile.longitude,
    hair_colour: profile.hairColour,
    eye_colour: profile.eyeColour,
    body_type: profile.bodyType,
    relationship_status: profile.relationshipStatus,
    tattoos: profile.tattoos,
    signup_reason: profile.signupReason,
    description: profile.description,
    status: profile.status,
  };
}

const FIELD_OF: Record<string, keyof PublicProfile> = {
  age: 'age',
  city: 'city',
  country: 'country',
  region: 'region',
  gender: 'gender',
  sexuality: 'sexuality',
  hair_colour: 'hair_colour',
  eye_colour: 'eye_colour',
  body_type: 'body_type',
  relationship_status: 'relationship_status',
  tattoos: 'tattoos',
  signup_reason: 'signup_reason',
  interests: 'interests',
  description: 'description',
  signup_message: 'signup_message',
};

/**
 * Another member's profile as this viewer may see it: only the fields the site shows
 * (visible_profile_fields and visible_profile_notes), and locked photos only as blurred URLs.
 */
export function presentPublicProfile(input: {
  profile: ProfileRow;
  interests: string[];
  photos: (PhotoVariant & { locked: boolean })[];
  visibleFields: string[];
  cdnPrefix: string;
  today: Date;
}): PublicProfile {
  const { profile, photos, cdnPrefix } = input;
  const main = photos.find((p) => p.isMain);
  const full: PublicProfile = {
    ...presentCard(profile, main && !main.locked ? main : null, cdnPrefix, input.today),
    sexuality: profile.sexuality,
    hair_colour: profile.hairColour,
    eye_colour: profile.eyeColour,
    body_type: profile.bodyType,
    relationship_status: profile.relationshipStatus,
    tattoos: profile.tattoos,
    signup_reason: profile.signupReason,
    interests: input.interests as PublicProfile['interests'],
    description: profile.description,
    signup_message: profile.signupMessage,
    photos: photos.map((p) => ({
      id: p.id,
      url: mediaUrl(cdnPrefix, p.locked ? p.blurFilename : p.filename),
      thumb_url: mediaUrl(cdnPrefix, p.locked ? p.blurFilename : p.thumbFilename),
      locked: p.locked,
      main: p.isMain,
    })),
  };
  const visible = new Set(input.visibleFields);
  for (const [setting, key] of Object.entries(FIELD_OF)) {
    if (visible.has(setting)) continue;
    if (key === 'interests') full.interests = [];
    else (full as Record<string, unknown>)[key] = null;
  }
  return full;
}

/** The columns a profile card needs, for `db.select(cardColumns)` with `leftJoin(photos, mainPhotoJoin)`. */
export const cardColumns = {
  profile: {
    id: profiles.id,
    name: profiles.name,
    gender: profiles.gender,
    dateOfBirth: profiles.dateOfBirth,
    city: profiles.city,
    country: profiles.country,
    regionCode: profiles.regionCode,
    fictional: profiles.fictional,
  },
  main: { filename: photos.filename, thumbFilename: photos.thumbFilename },
};

/** The active main photo of the profile in the query. */
export const mainPhotoJoin = and(eq(photos.profileId, profiles.id), eq(photos.isMain, true), eq(photos.status, 'active'));

/** A card from a `cardColumns` row (the main photo is null when the left join found none). */
export function cardFromRow(
  row: { profile: Parameters<typeof presentCard>[0]; main: { filename: string | null; thumbFilename: string | null } | null },
  cdnPrefix: string,
  today: Date,
): ProfileCard {
  const main = row.main?.filename && row.main.thumbFilename ? { filename: row.main.filename, thumbFilename: row.main.thumbFilename } : null;
  return presentCard(row.profile, main, cdnPrefix, today);
}

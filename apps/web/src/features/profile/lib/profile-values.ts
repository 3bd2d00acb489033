import type {
  BodyType,
  EyeColour,
  Gender,
  HairColour,
  Interest,
  OwnProfile,
  ProfileUpdate,
  RelationshipStatus,
  Sexuality,
  SignupReason,
  Tattoos,
} from '@dating/contracts';

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 30;
export const CITY_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 5000;

/** What the profile form holds: every select is '' while nothing is chosen. */
export interface ProfileValues {
  name: string;
  gender: Gender | '';
  sexuality: Sexuality | '';
  date_of_birth: string;
  country: string;
  region: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
  hair_colour: HairColour | '';
  eye_colour: EyeColour | '';
  body_type: BodyType | '';
  relationship_status: RelationshipStatus | '';
  tattoos: Tattoos | '';
  signup_reason: SignupReason | '';
  interests: Interest[];
  description: string;
}

/** The fields of the form, named as the API names them (also the keys of a 400 answer's `fields`). */
export const PROFILE_FIELDS = [
  'name',
  'gender',
  'sexuality',
  'date_of_birth',
  'country',
  'region',
  'city',
  'hair_colour',
  'eye_colour',
  'body_type',
  'relationship_status',
  'tattoos',
  'signup_reason',
  'interests',
  'description',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

export function valuesOf(profile: OwnProfile): ProfileValues {
  return {
    name: profile.name,
    gender: profile.gender ?? '',
    sexuality: profile.sexuality ?? '',
    date_of_birth: profile.date_of_birth ?? '',
    country: profile.country ?? '',
    region: profile.region ?? '',
    city: profile.city ?? '',
    latitude: profile.latitude,
    longitude: profile.longitude,
    hair_colour: profile.hair_colour ?? '',
    eye_colour: profile.eye_colour ?? '',
    body_type: profile.body_type ?? '',
    relationship_status: profile.relationship_status ?? '',
    tattoos: profile.tattoos ?? '',
    signup_reason: profile.signup_reason ?? '',
    interests: [...profile.interests],
    description: profile.description ?? '',
  };
}

const NULLABLE_TEXT = ['city', 'region', 'description'] as const;
const NULLABLE_CHOICE = ['hair_colour', 'eye_colour', 'body_type', 'relationship_status', 'tattoos', 'signup_reason'] as const;
const REQUIRED = ['name', 'gender', 'sexuality', 'date_of_birth'] as const;

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join() === [...b].sort().join();

/**
 * The body of PUT /api/profile.php: only what changed. Emptied optional fields are sent as null;
 * fields every profile must have are never sent empty.
 */
export function changedFields(initial: ProfileValues, current: ProfileValues): ProfileUpdate {
  const update: ProfileUpdate = {};
  const set = update as Record<string, unknown>;
  for (const field of REQUIRED) {
    const value = current[field].trim();
    if (value !== initial[field].trim() && value !== '') set[field] = value;
  }
  if (current.country !== initial.country) update.country = (current.country || null) as ProfileUpdate['country'];
  for (const field of NULLABLE_TEXT) {
    const value = current[field].trim();
    if (value !== initial[field].trim()) set[field] = value === '' ? null : value;
  }
  for (const field of NULLABLE_CHOICE) {
    if (current[field] !== initial[field]) set[field] = current[field] === '' ? null : current[field];
  }
  if (current.latitude !== initial.latitude || current.longitude !== initial.longitude) {
    update.latitude = current.latitude;
    update.longitude = current.longitude;
  }
  if (!sameSet(current.interests, initial.interests)) update.interests = [...current.interests];
  return update;
}

export type ProfileProblem = 'nameRequired' | 'nameTooShort' | 'nameTooLong' | 'nameAt' | 'nameIsEmail' | 'birthDateInvalid' | 'tooYoung';

/** Whole years between a date of birth (YYYY-MM-DD) and a day. */
export function ageOn(dateOfBirth: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  let age = today.getUTCFullYear() - y;
  const month = today.getUTCMonth() + 1;
  if (month < m || (month === m && today.getUTCDate() < d)) age--;
  return age;
}

/** Checks before saving (spec section 5); the server checks again and has the last word. */
export function checkProfile(
  values: ProfileValues,
  context: { email: string; minAge: number; today: Date },
): Partial<Record<ProfileField, ProfileProblem>> {
  const problems: Partial<Record<ProfileField, ProfileProblem>> = {};
  const name = values.name.trim();
  if (!name) problems.name = 'nameRequired';
  else if (name.startsWith('@')) problems.name = 'nameAt';
  else if (name.toLowerCase() === context.email.trim().toLowerCase()) problems.name = 'nameIsEmail';
  else if (name.length < NAME_MIN_LENGTH) problems.name = 'nameTooShort';
  else if (name.length > NAME_MAX_LENGTH) problems.name = 'nameTooLong';
  if (values.date_of_birth) {
    const age = ageOn(values.date_of_birth, context.today);
    if (age === null || age > 120) problems.date_of_birth = 'birthDateInvalid';
    else if (age < context.minAge) problems.date_of_birth = 'tooYoung';
  }
  return problems;
}

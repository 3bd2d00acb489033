import { z } from 'zod';
import { defineRoute } from './route.js';
import {
  BodyType,
  Country,
  EyeColour,
  Gender,
  HairColour,
  Interest,
  RelationshipStatus,
  Sexuality,
  SignupReason,
  Tattoos,
} from './enums.js';
import { BodyId, Id, IsoDate, Ok } from './common.js';

/** A photo as another member may see it: `locked` photos come only as a blurred variant. */
export const PublicPhoto = z.object({
  id: z.number().int(),
  url: z.string(),
  thumb_url: z.string(),
  locked: z.boolean(),
  main: z.boolean(),
});

export const MainImageRef = z.object({
  /** The picture for cards and matches, already prefixed with the CDN prefix. */
  match: z.string(),
  thumb: z.string(),
});

/** A member in a list (search results, blocked list, likes). */
export const ProfileCard = z.object({
  id: z.number().int(),
  name: z.string(),
  age: z.number().int().nullable(),
  gender: Gender.nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  fictional: z.boolean(),
  main_image: MainImageRef.nullable(),
});
export type ProfileCard = z.infer<typeof ProfileCard>;

/** Another member's profile; fields outside the site's visible_profile_fields are null. */
export const PublicProfile = ProfileCard.extend({
  sexuality: Sexuality.nullable(),
  hair_colour: HairColour.nullable(),
  eye_colour: EyeColour.nullable(),
  body_type: BodyType.nullable(),
  relationship_status: RelationshipStatus.nullable(),
  tattoos: Tattoos.nullable(),
  signup_reason: SignupReason.nullable(),
  interests: z.array(Interest),
  description: z.string().nullable(),
  signup_message: z.string().nullable(),
  photos: z.array(PublicPhoto),
});
export type PublicProfile = z.infer<typeof PublicProfile>;

/**
 * How recently a member was active, coarsely (decision 067): online now (a visible tab, or active in
 * the last 10 minutes), today (24 hours), this week, this month. Never the exact time.
 */
export const MemberActivity = z.enum(['online', 'today', 'week', 'month']);
export type MemberActivity = z.infer<typeof MemberActivity>;

export const getMember = defineRoute({
  method: 'GET',
  path: '/api/member.php',
  summary: 'Another member’s profile, with photo locks applied for free members.',
  access: 'public',
  query: z.object({ id: Id }),
  response: z.object({
    profile: PublicProfile,
    blocked_by_me: z.boolean(),
    /** Null for visitors, chat-pals, invisible members, members the viewer blocked and after a month. */
    activity: MemberActivity.nullable(),
  }),
});

const Nullable = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

export const OwnProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  gender: Gender.nullable(),
  sexuality: Sexuality.nullable(),
  date_of_birth: z.string().nullable(),
  age: z.number().int().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  region: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  hair_colour: HairColour.nullable(),
  eye_colour: EyeColour.nullable(),
  body_type: BodyType.nullable(),
  relationship_status: RelationshipStatus.nullable(),
  tattoos: Tattoos.nullable(),
  signup_reason: SignupReason.nullable(),
  interests: z.array(Interest),
  description: z.string().nullable(),
  status: z.enum(['active', 'disabled']),
});
export type OwnProfile = z.infer<typeof OwnProfile>;

export const getOwnProfile = defineRoute({
  method: 'GET',
  path: '/api/profile.php',
  summary: 'The member’s own profile with every field.',
  access: 'member',
  response: z.object({ profile: OwnProfile }),
});

export const ProfileUpdate = z.object({
  name: z.string().trim().min(2, 'name_too_short').max(30, 'name_too_long').optional(),
  gender: Gender.optional(),
  sexuality: Sexuality.optional(),
  date_of_birth: IsoDate.optional(),
  city: Nullable(z.string().trim().max(100, 'too_long')),
  country: Nullable(Country),
  region: Nullable(z.string().max(10, 'too_long')),
  latitude: Nullable(z.number().min(-90).max(90)),
  longitude: Nullable(z.number().min(-180).max(180)),
  hair_colour: Nullable(HairColour),
  eye_colour: Nullable(EyeColour),
  body_type: Nullable(BodyType),
  relationship_status: Nullable(RelationshipStatus),
  tattoos: Nullable(Tattoos),
  signup_reason: Nullable(SignupReason),
  interests: z.array(Interest).max(51).optional(),
  description: Nullable(z.string().trim().max(5000, 'too_long')),
});
export type ProfileUpdate = z.infer<typeof ProfileUpdate>;

export const updateOwnProfile = defineRoute({
  method: 'PUT',
  path: '/api/profile.php',
  summary: 'Change fields of the own profile; only the fields sent change.',
  access: 'member',
  body: ProfileUpdate,
  response: z.object({ profile: OwnProfile }),
});

const ProfileRef = z.object({ profile_id: BodyId });

export const blockMember = defineRoute({
  method: 'POST',
  path: '/api/block.php',
  summary: 'Block a member: both disappear for each other, contact stops.',
  access: 'member',
  body: ProfileRef,
  response: Ok,
});

export const unblockMember = defineRoute({
  method: 'DELETE',
  path: '/api/block.php',
  summary: 'Lift a block.',
  access: 'member',
  body: ProfileRef,
  response: Ok,
});

export const listBlocked = defineRoute({
  method: 'GET',
  path: '/api/blocks.php',
  summary: 'The members this member blocked.',
  access: 'member',
  response: z.object({ profiles: z.array(ProfileCard.pick({ id: true, name: true, main_image: true, fictional: true })) }),
});

export const COMPLAINT_CATEGORIES = ['fake_profile', 'harassment', 'inappropriate_photos', 'scam', 'underage', 'payment', 'technical', 'other'] as const;

export const fileComplaint = defineRoute({
  method: 'POST',
  path: '/api/complaints.php',
  summary: 'Report a member or a problem with the site.',
  access: 'public',
  body: z.object({
    category: z.enum(COMPLAINT_CATEGORIES),
    text: z.string().trim().min(10, 'too_short').max(5000, 'too_long'),
    profile_id: BodyId.optional(),
    email: z.email('email_invalid').max(254).optional(),
  }),
  response: Ok,
});

export const geocode = defineRoute({
  method: 'GET',
  path: '/api/geocode.php',
  summary: 'Reverse geocode a position to city, country and region, offline.',
  access: 'public',
  query: z.object({ lat: z.coerce.number().min(-90).max(90), lon: z.coerce.number().min(-180).max(180) }),
  response: z.object({
    geocode: z.object({
      city: z.string().nullable(),
      country: z.string().nullable(),
      region: z.string().nullable(),
      latitude: z.number(),
      longitude: z.number(),
    }),
  }),
});

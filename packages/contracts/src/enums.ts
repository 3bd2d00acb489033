import { z } from 'zod';

/** Interface locales (spec section 9). Regional variants override only what differs. */
export const LOCALES = ['nl', 'de', 'en', 'es', 'fr', 'it', 'pl'] as const;
export const Locale = z.enum(LOCALES);
export type Locale = z.infer<typeof Locale>;
export const DEFAULT_LOCALE: Locale = 'nl';
/** Regional variants (i18next language codes) and the locale they fall back to. */
export const REGIONAL_VARIANTS = { 'nl-BE': 'nl', 'fr-BE': 'fr' } as const;
export type RegionalVariant = keyof typeof REGIONAL_VARIANTS;

/** Countries the product serves, with the interface languages offered there (spec section 9). */
export const COUNTRY_LANGUAGES = {
  US: ['en', 'es'],
  NL: ['nl'],
  BE: ['nl', 'fr', 'de'],
  FR: ['fr'],
  IT: ['it'],
  ES: ['es'],
  DE: ['de'],
  AT: ['de'],
  IE: ['en'],
  GB: ['en'],
  CA: ['en', 'fr'],
  PL: ['pl'],
  AU: ['en'],
  NZ: ['en'],
  CH: ['de', 'it', 'fr', 'en'],
} as const satisfies Record<string, readonly Locale[]>;
export const COUNTRIES = Object.keys(COUNTRY_LANGUAGES) as (keyof typeof COUNTRY_LANGUAGES)[];
export const Country = z.enum(COUNTRIES as [keyof typeof COUNTRY_LANGUAGES, ...(keyof typeof COUNTRY_LANGUAGES)[]]);
export type Country = z.infer<typeof Country>;

/** What a country calls its first-level regions; the label itself is translated in the catalogues. */
export const REGION_KINDS = [
  'province',
  'state',
  'canton',
  'bundesland',
  'voivodeship',
  'region',
  'county',
  'autonomous_community',
  'nation',
  'province_or_territory',
  'state_or_territory',
] as const;
export const RegionKind = z.enum(REGION_KINDS);
export type RegionKind = z.infer<typeof RegionKind>;

export const INTERESTS = [
  'relationship', 'onenightstand', 'kissing', 'hugging', 'massages', 'lingerie', 'sex', 'safesex', 'publicsex',
  'oralsex', 'analsex', 'sextoys', 'masturbating', 'exchangingpictures', 'threesome', 'gangbang', 'bondage',
  'sadomasochism', 'gym', 'sports', 'dancing', 'travelling', 'adventure', 'party', 'tattoos', 'music', 'movies',
  'videogames', 'politics', 'outdoors', 'gardening', 'hiking', 'biking', 'reading', 'animals', 'beach', 'art',
  'photography', 'theater', 'shopping', 'fashion', 'astrology', 'cooking', 'foodie', 'bbq', 'sushi', 'vegetarian',
  'wine', 'beer', 'tea', 'coffee',
] as const;
export const Interest = z.enum(INTERESTS);
export type Interest = z.infer<typeof Interest>;

export const GENDERS = ['male', 'female'] as const;
export const Gender = z.enum(GENDERS);
export type Gender = z.infer<typeof Gender>;

export const SEXUALITIES = ['hetero', 'gay', 'lesbian', 'bi'] as const;
export const Sexuality = z.enum(SEXUALITIES);
export type Sexuality = z.infer<typeof Sexuality>;

export const HAIR_COLOURS = [
  'brunette', 'blond', 'brown', 'white', 'bald', 'black', 'dark_blond', 'dark_brown', 'gray', 'red', 'other',
] as const;
export const HairColour = z.enum(HAIR_COLOURS);
export type HairColour = z.infer<typeof HairColour>;

export const EYE_COLOURS = ['blue', 'green', 'hazel', 'brown'] as const;
export const EyeColour = z.enum(EYE_COLOURS);
export type EyeColour = z.infer<typeof EyeColour>;

export const BODY_TYPES = ['slim', 'normal', 'fat'] as const;
export const BodyType = z.enum(BODY_TYPES);
export type BodyType = z.infer<typeof BodyType>;

export const RELATIONSHIP_STATUSES = [
  'divorced', 'living_together', 'married', 'unmarried', 'single', 'widowed',
] as const;
export const RelationshipStatus = z.enum(RELATIONSHIP_STATUSES);
export type RelationshipStatus = z.infer<typeof RelationshipStatus>;

export const TATTOOS = ['none', 'some', 'many'] as const;
export const Tattoos = z.enum(TATTOOS);
export type Tattoos = z.infer<typeof Tattoos>;

export const SIGNUP_REASONS = ['relationship', 'friendship', 'dating', 'chat', 'adventure'] as const;
export const SignupReason = z.enum(SIGNUP_REASONS);
export type SignupReason = z.infer<typeof SignupReason>;

export const USER_STATUSES = ['not_confirmed', 'active', 'disabled', 'deleted'] as const;
export const UserStatus = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof UserStatus>;

export const PROFILE_STATUSES = ['active', 'disabled'] as const;
export const ProfileStatus = z.enum(PROFILE_STATUSES);
export type ProfileStatus = z.infer<typeof ProfileStatus>;

export const PHOTO_STATUSES = ['pending', 'active', 'rejected'] as const;
export const PhotoStatus = z.enum(PHOTO_STATUSES);
export type PhotoStatus = z.infer<typeof PhotoStatus>;

export const ROLES = ['member', 'operator', 'moderator', 'admin'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

/** Why mail to a member was stopped (spec section 3 and 8). */
export const NOTIFICATION_DISABLED_REASONS = ['bounce', 'fbl', 'listunsubscribe'] as const;
export const NotificationDisabledReason = z.enum(NOTIFICATION_DISABLED_REASONS);
export type NotificationDisabledReason = z.infer<typeof NotificationDisabledReason>;

export const NOTIFICATION_TYPES = [
  'new_conversations', 'new_messages', 'like', 'unread_message_reminders', 'promotions', 'weekly_updates', 'news',
  'reminders',
] as const;
export const NotificationType = z.enum(NOTIFICATION_TYPES);
export type NotificationType = z.infer<typeof NotificationType>;

export const DELETE_REASONS = [
  'price', 'found_someone', 'not_looking', 'site_problems', 'no_members', 'time', 'other',
] as const;
export const DeleteReason = z.enum(DELETE_REASONS);
export type DeleteReason = z.infer<typeof DeleteReason>;

export const SIGNUP_MODES = ['all', 'with_trafficsource', 'none'] as const;
export const SignupMode = z.enum(SIGNUP_MODES);
export type SignupMode = z.infer<typeof SignupMode>;

export const MATCH_FINDER_AGES = ['18-35', '35+'] as const;
export const MATCH_FINDER_APPEARANCES = ['normal', 'sexy'] as const;
export const MATCH_FINDER_RACES = ['white', 'other'] as const;

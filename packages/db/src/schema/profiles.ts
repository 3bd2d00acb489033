import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  char,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  bodyType,
  eyeColour,
  gender,
  hairColour,
  photoStatus,
  profileStatus,
  relationshipStatus,
  sexuality,
  signupReason,
  tattoos,
} from './enums.js';
import { users } from './users.js';
import { countries, interests, regions } from './reference.js';

/** The public side of a member (spec section 3, Profile). One per user; fictional chat-pals are profiles too. */
export const profiles = pgTable(
  'profiles',
  {
    id: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar({ length: 30 }).notNull(),
    status: profileStatus().notNull().default('disabled'),
    /** When a moderator hid the profile (status disabled: out of search, likes and the swipe game); an unban keeps it hidden. */
    hiddenAt: timestamp({ withTimezone: true }),
    gender: gender(),
    sexuality: sexuality(),
    dateOfBirth: date({ mode: 'string' }),
    city: varchar({ length: 100 }),
    country: char({ length: 2 }).references(() => countries.code),
    regionCode: varchar({ length: 10 }),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    hairColour: hairColour(),
    eyeColour: eyeColour(),
    bodyType: bodyType(),
    relationshipStatus: relationshipStatus(),
    tattoos: tattoos(),
    signupReason: signupReason(),
    description: text(),
    signupMessage: text(),
    /** Written by operators; always shown with the fictional icon and warning. */
    fictional: boolean().notNull().default(false),
    /** For a fictional profile: who the chat-pal is and how it writes, for the operators answering as it. */
    personaNotes: text(),
    /**
     * Whether other members may find this profile: an active profile of an active account that is
     * not invisible. Kept by database triggers on profiles and users (migration 0004), so search
     * needs no join and its indexes can be partial on it.
     */
    searchable: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.country, t.regionCode], foreignColumns: [regions.country, regions.code] }),
    check('profiles_name_not_at', sql`left(${t.name}, 1) <> '@'`),
    check('profiles_name_length', sql`char_length(${t.name}) >= 2`),
    check('profiles_description_length', sql`${t.description} is null or char_length(${t.description}) <= 5000`),
    // The member-search indexes are covering indexes (INCLUDE), which the schema builder cannot
    // express; they are created in db/migrations/0006_search_covering_indexes.sql.
  ],
);

export const profileInterests = pgTable(
  'profile_interests',
  {
    profileId: integer()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    interest: varchar({ length: 40 })
      .notNull()
      .references(() => interests.code),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.interest] }), index('profile_interests_interest_idx').on(t.interest)],
);

/** Uploaded photos; files live in the photo store, rows hold their keys and moderation status. */
export const photos = pgTable(
  'photos',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    profileId: integer()
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    filename: varchar({ length: 200 }).notNull(),
    thumbFilename: varchar({ length: 200 }).notNull(),
    /** A blurred variant: what free members see of a locked photo. */
    blurFilename: varchar({ length: 200 }).notNull().default(''),
    status: photoStatus().notNull().default('pending'),
    isMain: boolean().notNull().default(false),
    position: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** A moderator's reason for a rejection (PHOTO_REJECTION_REASONS) and their note to the member. */
    rejectionReason: varchar({ length: 30 }),
    rejectionNote: text(),
    /**
     * Uploaded with PHOTO_MODERATION=auto (shown at once) and not yet looked at by a moderator: in the
     * queue next to the pending photos of manual moderation. A verdict clears it.
     */
    toReview: boolean().notNull().default(false),
    /**
     * A fictional chat-pal's paid photo (decision 053): never shown on the profile; operators send it in a
     * conversation, where the member sees it blurred until unlocking it for photo credits. Never the main photo.
     */
    paid: boolean().notNull().default(false),
  },
  (t) => [
    index('photos_queue_idx').on(t.createdAt, t.id).where(sql`${t.status} = 'pending' or ${t.toReview}`),
    index('photos_profile_idx').on(t.profileId, t.position),
    uniqueIndex('photos_one_main_per_profile').on(t.profileId).where(sql`${t.isMain}`),
  ],
);

export type ProfileRow = typeof profiles.$inferSelect;
export type PhotoRow = typeof photos.$inferSelect;

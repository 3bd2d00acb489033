import { and, asc, eq, sql } from 'drizzle-orm';
import type { OwnProfile, ProfileUpdate } from '@dating/contracts';
import { blocks, complaints, photos, profileInterests, profiles, regions, type Db, type DbOrTx, type Tx, type MemberRow } from '@dating/db';
import { fail, invalid } from '../../lib/api-error.js';
import { ageOn, parseIsoDate } from '../../lib/dates.js';
import type { SiteRow } from '../../plugins/site.js';
import { canSee, visibleTo } from '../visibility/visibility.js';
import { memberActivity } from './activity.js';
import { ageFrom, photoLocked } from './profiles.policy.js';
import { ownProfileFields, presentCard, presentPublicProfile } from './profiles.presenter.js';

const NAME_PATTERN = /^[\p{L}\p{N} ._'-]+$/u;

export async function getOwnProfile(db: DbOrTx, userId: number, today: Date): Promise<OwnProfile> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
  if (!profile) throw fail('not_found');
  const interests = await db
    .select({ interest: profileInterests.interest })
    .from(profileInterests)
    .where(eq(profileInterests.profileId, userId))
    .orderBy(asc(profileInterests.interest));
  return {
    id: profile.id,
    ...ownProfileFields(profile),
    age: ageFrom(profile.dateOfBirth, today),
    interests: interests.map((i) => i.interest) as OwnProfile['interests'],
  };
}

/**
 * Changes only the fields sent, with the signup rules for name and age; all or nothing. `within` runs
 * in the same transaction after the change (an admin's edit of a chat-pal writes its audit row there).
 */
export async function updateOwnProfile(
  db: DbOrTx,
  input: { user: Pick<MemberRow, 'id' | 'email'>; site: SiteRow; update: ProfileUpdate; now: Date; within?: (tx: Tx) => Promise<void> },
): Promise<OwnProfile> {
  const { update, user, site } = input;
  const fields: Record<string, string> = {};
  if (update.name !== undefined) {
    if (update.name.startsWith('@')) fields.name = 'name_starts_with_at';
    else if (update.name.toLowerCase() === user.email.toLowerCase()) fields.name = 'name_equals_email';
    else if (!NAME_PATTERN.test(update.name)) fields.name = 'name_invalid_characters';
  }
  if (update.date_of_birth !== undefined) {
    const birth = parseIsoDate(update.date_of_birth);
    if (!birth || ageOn(birth, input.now) > 120) fields.date_of_birth = 'invalid_date';
    else if (ageOn(birth, input.now) < site.minAge) fields.date_of_birth = 'min_age';
  }
  const [current] = await db.select().from(profiles).where(eq(profiles.id, user.id));
  if (!current) throw fail('not_found');
  const country = update.country === undefined ? current.country : update.country;
  let region = update.region === undefined ? current.regionCode : update.region;
  if (update.country !== undefined && update.region === undefined && country !== current.country) region = null;
  if (region) {
    const [known] = country
      ? await db.select().from(regions).where(and(eq(regions.country, country), eq(regions.code, region)))
      : [];
    if (!known) fields.region = 'invalid';
  }
  if (Object.keys(fields).length > 0) throw invalid(fields, { min_age: site.minAge });

  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({
        ...(update.name !== undefined && { name: update.name }),
        ...(update.gender !== undefined && { gender: update.gender }),
        ...(update.sexuality !== undefined && { sexuality: update.sexuality }),
        ...(update.date_of_birth !== undefined && { dateOfBirth: update.date_of_birth }),
        ...(update.city !== undefined && { city: update.city || null }),
        country,
        regionCode: region,
        ...(update.latitude !== undefined && { latitude: update.latitude }),
        ...(update.longitude !== undefined && { longitude: update.longitude }),
        ...(update.hair_colour !== undefined && { hairColour: update.hair_colour }),
        ...(update.eye_colour !== undefined && { eyeColour: update.eye_colour }),
        ...(update.body_type !== undefined && { bodyType: update.body_type }),
        ...(update.relationship_status !== undefined && { relationshipStatus: update.relationship_status }),
        ...(update.tattoos !== undefined && { tattoos: update.tattoos }),
        ...(update.signup_reason !== undefined && { signupReason: update.signup_reason }),
        ...(update.description !== undefined && { description: update.description || null }),
        updatedAt: input.now,
      })
      .where(eq(profiles.id, user.id));
    if (update.interests !== undefined) {
      await tx.delete(profileInterests).where(eq(profileInterests.profileId, user.id));
      const unique = [...new Set(update.interests)];
      if (unique.length > 0) await tx.insert(profileInterests).values(unique.map((interest) => ({ profileId: user.id, interest })));
    }
    await input.within?.(tx);
  });
  return getOwnProfile(db, user.id, input.now);
}

/**
 * Another member's profile, or 404 when this viewer may not see it (hidden, blocked by them,
 * deleted; an invisible member only once they liked or wrote to the viewer). The blocker may still
 * open the profile they blocked, to lift the block.
 */
export async function getMemberProfile(db: Db, input: { viewer: MemberRow | null; id: number; site: SiteRow; now: Date }) {
  const viewerId = input.viewer?.id ?? null;
  const [row] = await db
    .select({ profile: profiles })
    .from(profiles)
    .where(and(eq(profiles.id, input.id), visibleTo(viewerId, 'view')));
  if (!row) throw fail('not_found');
  // Activity is for members only, never of a chat-pal (its operators are online, not the person it
  // plays) nor of a member the viewer blocked (decision 067).
  const showsActivity = viewerId !== null && !row.profile.fictional;
  const [interestRows, photoRows, blockedByMe, activity] = await Promise.all([
    db.select({ interest: profileInterests.interest }).from(profileInterests).where(eq(profileInterests.profileId, input.id)),
    db
      .select()
      .from(photos)
      // A chat-pal's paid photos are sent in conversations only (decision 053).
      .where(and(eq(photos.profileId, input.id), eq(photos.status, 'active'), eq(photos.paid, false)))
      .orderBy(sql`${photos.isMain} desc`, asc(photos.position), asc(photos.id)),
    viewerId === null
      ? Promise.resolve([])
      : db.select().from(blocks).where(and(eq(blocks.blockerId, viewerId), eq(blocks.blockedId, input.id))),
    showsActivity ? memberActivity(db, input.id, input.now) : Promise.resolve(null),
  ]);
  const viewer = input.viewer;
  return {
    profile: presentPublicProfile({
      profile: row.profile,
      interests: interestRows.map((i) => i.interest),
      photos: photoRows.map((p) => ({ ...p, locked: photoLocked(viewer, p, false) })),
      visibleFields: [...input.site.visibleProfileFields, ...input.site.visibleProfileNotes],
      cdnPrefix: input.site.cdnPrefix,
      today: input.now,
    }),
    blocked_by_me: blockedByMe.length > 0,
    activity: blockedByMe.length > 0 ? null : activity,
  };
}

/**
 * Blocks a member the blocker may see (their profile page). Any other id, missing or hidden alike,
 * answers the same 404: the call tells nothing about which ids exist.
 */
export async function block(db: Db, blockerId: number, blockedId: number, now: Date): Promise<void> {
  if (blockerId === blockedId) throw invalid({ profile_id: 'invalid' });
  if (!(await canSee(db, blockerId, blockedId, 'view'))) throw fail('not_found');
  await db.insert(blocks).values({ blockerId, blockedId, createdAt: now }).onConflictDoNothing();
}

export async function unblock(db: Db, blockerId: number, blockedId: number): Promise<void> {
  await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

export async function listBlocked(db: Db, blockerId: number, site: SiteRow, now: Date) {
  const rows = await db
    .select({ profile: profiles, main: photos })
    .from(blocks)
    .innerJoin(profiles, eq(profiles.id, blocks.blockedId))
    .leftJoin(photos, and(eq(photos.profileId, profiles.id), eq(photos.isMain, true), eq(photos.status, 'active')))
    // A deleted or banned account is gone for everyone, also from the lists of those who blocked it
    // (the block itself stays, should the account be reactivated).
    .where(and(eq(blocks.blockerId, blockerId), eq(profiles.status, 'active')))
    .orderBy(asc(profiles.name));
  return rows.map(({ profile, main }) => {
    const card = presentCard(profile, main, site.cdnPrefix, now);
    return { id: card.id, name: card.name, main_image: card.main_image, fictional: card.fictional };
  });
}

export async function fileComplaint(
  db: Db,
  input: { reporter: MemberRow | null; category: string; text: string; profileId?: number; email?: string; now: Date },
): Promise<void> {
  if (!input.reporter && !input.email) throw invalid({ email: 'required' });
  // Only about a member the reporter may see: a missing or hidden id answers alike (no id oracle).
  if (input.profileId !== undefined && !(await canSee(db, input.reporter?.id ?? null, input.profileId, 'view'))) {
    throw invalid({ profile_id: 'invalid' });
  }
  await db.insert(complaints).values({
    reporterId: input.reporter?.id ?? null,
    reportedId: input.profileId ?? null,
    category: input.category,
    text: input.text,
    email: input.email ?? input.reporter?.email ?? null,
    createdAt: input.now,
  });
}

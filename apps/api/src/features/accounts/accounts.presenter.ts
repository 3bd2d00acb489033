import { and, eq, sql } from 'drizzle-orm';
import type { CurrentUser, Locale } from '@dating/contracts';
import { DEFAULT_LOCALE, NOTIFICATION_DISABLED_REASONS } from '@dating/contracts';
import { isLocale } from '@dating/i18n';
import { photos, profiles, type Db, type MemberRow } from '@dating/db';
import { profileFactsSql, type ProfileSummary } from '../../plugins/session.js';
import type { SiteRow } from '../../plugins/site.js';
import { profileGaps } from '../profiles/profiles.policy.js';

const facts = profileFactsSql('"profiles"');

/** The member's profile and main photo as the current-member answer shows them (the session lookup carries the same). */
export async function loadProfileSummary(db: Db, userId: number): Promise<ProfileSummary | null> {
  const [profile] = await db
    .select({
      name: profiles.name,
      country: profiles.country,
      status: profiles.status,
      gender: profiles.gender,
      sexuality: profiles.sexuality,
      aboutLength: sql<number>`${sql.raw(facts.aboutLength)}`,
      hasCity: sql<boolean>`${sql.raw(facts.hasCity)}`,
      hasInterests: sql<boolean>`${sql.raw(facts.hasInterests)}`,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!profile) return null;
  const [main] = await db
    .select({ filename: photos.filename, thumb_filename: photos.thumbFilename, status: photos.status })
    .from(photos)
    .where(and(eq(photos.profileId, userId), eq(photos.isMain, true)));
  return { ...profile, mainImage: main ?? null };
}

/** Exactly the fields of the current member that leave the server (spec section 3, User). */
export function currentUserAnswer(user: MemberRow, profile: ProfileSummary | null, site: SiteRow): CurrentUser {
  const language: Locale = isLocale(user.language) ? user.language : DEFAULT_LOCALE;
  return {
    id: user.id,
    email: user.email,
    status: user.status,
    role: user.role,
    credits: user.credits,
    paid_user: user.paidUser,
    signup_date: user.createdAt.toISOString(),
    language,
    fictional_icon: site.fictionalIcon,
    invisible: user.invisible,
    notifications_disabled: user.notificationsDisabled.filter((r): r is (typeof NOTIFICATION_DISABLED_REASONS)[number] =>
      (NOTIFICATION_DISABLED_REASONS as readonly string[]).includes(r),
    ),
    profile: {
      id: user.id,
      name: profile?.name ?? '',
      country: profile?.country ?? null,
      status: profile?.status ?? 'disabled',
      gender: profile?.gender ?? null,
      sexuality: profile?.sexuality ?? null,
      main_image: profile?.mainImage ?? null,
      missing: profileGaps({
        hasPhoto: profile?.mainImage != null && profile.mainImage.status !== 'rejected',
        aboutLength: profile?.aboutLength ?? 0,
        hasCity: profile?.hasCity ?? false,
        hasInterests: profile?.hasInterests ?? false,
      }),
    },
  };
}

/** The current-member answer for an account just read or changed (log in, language, activation): its profile read now. */
export async function presentCurrentUser(db: Db, user: MemberRow, site: SiteRow): Promise<CurrentUser> {
  return currentUserAnswer(user, await loadProfileSummary(db, user.id), site);
}

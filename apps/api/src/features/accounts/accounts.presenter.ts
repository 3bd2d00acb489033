import { and, eq } from 'drizzle-orm';
import type { CurrentUser, Locale } from '@dating/contracts';
import { DEFAULT_LOCALE, NOTIFICATION_DISABLED_REASONS } from '@dating/contracts';
import { isLocale } from '@dating/i18n';
import { photos, profiles, type Db, type UserRow } from '@dating/db';
import type { SiteRow } from '../../plugins/site.js';

/** Exactly the fields of the current member that leave the server (spec section 3, User). */
export async function presentCurrentUser(db: Db, user: UserRow, site: SiteRow): Promise<CurrentUser> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, user.id));
  const [main] = await db
    .select({ filename: photos.filename, thumb: photos.thumbFilename, status: photos.status })
    .from(photos)
    .where(and(eq(photos.profileId, user.id), eq(photos.isMain, true)));
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
      main_image: main ? { filename: main.filename, thumb_filename: main.thumb, status: main.status } : null,
    },
  };
}

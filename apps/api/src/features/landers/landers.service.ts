import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { ProfileCard } from '@dating/contracts';
import { campaignLinks, photos, profiles, users, type CampaignLinkRow, type Db } from '@dating/db';
import { cardColumns, cardFromRow, mainPhotoJoin } from '../profiles/profiles.presenter.js';
import { visibleTo } from '../visibility/visibility.js';

export interface ShowcaseWish {
  /** The slug's country, else the visitor's. */
  country: string | null;
  region: string | null;
  count: number;
}

/**
 * The members a lander shows (decision 056): findable members with a main photo, those of the wished region,
 * then of the country, first; the most recently logged in (then the newest) first within each.
 */
export async function showcaseMembers(db: Db, wish: ShowcaseWish, cdnPrefix: string, today: Date): Promise<ProfileCard[]> {
  // A constant is no ORDER BY term in PostgreSQL: only the wishes that were made are.
  const first = [
    ...(wish.region ? [desc(sql`(${profiles.regionCode} = ${wish.region.toUpperCase()})`)] : []),
    ...(wish.country ? [desc(sql`(${profiles.country} = ${wish.country})`)] : []),
  ];
  const rows = await db
    .select(cardColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .leftJoin(photos, mainPhotoJoin)
    .where(and(visibleTo(null, 'find'), isNotNull(photos.id)))
    .orderBy(...first, sql`${users.lastLoginAt} desc nulls last`, desc(profiles.id))
    .limit(wish.count);
  return rows.map((row) => cardFromRow(row, cdnPrefix, today));
}

/**
 * The active campaign link of a token, its visit counted; null for an unknown or switched-off token.
 * `count: false` (a HEAD request) looks without counting.
 */
export async function openCampaignLink(db: Db, token: string, count: boolean): Promise<CampaignLinkRow | null> {
  const where = and(eq(campaignLinks.token, token), eq(campaignLinks.active, true));
  const [row] = count
    ? await db.update(campaignLinks).set({ clicks: sql`${campaignLinks.clicks} + 1` }).where(where).returning()
    : await db.select().from(campaignLinks).where(where);
  return row ?? null;
}

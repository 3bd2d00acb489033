import { and, desc, eq, gte, inArray, lte, notInArray, type SQL } from 'drizzle-orm';
import type { ProfileCard, SearchQuery } from '@dating/contracts';
import { photos, profiles, type Db } from '@dating/db';
import type { SiteRow } from '../../plugins/site.js';
import { birthDateRange, visibleTo } from '../profiles/profiles.policy.js';
import { cardColumns, cardFromRow, mainPhotoJoin } from '../profiles/profiles.presenter.js';

/** Counting stops here: a page never counts the whole table. */
export const COUNT_CAP = 1000;
/** Fewer matches than this on the first page brings similar members. */
export const FEW_RESULTS = 6;
export const SIMILAR_LIMIT = 12;

interface Filters {
  gender?: SearchQuery['gender'];
  country?: SearchQuery['country'];
  region?: string;
  minAge?: number;
  maxAge?: number;
}

function conditions(viewerId: number | null, f: Filters, today: Date): SQL {
  const { earliest, latest } = birthDateRange(f.minAge, f.maxAge, today);
  return and(
    visibleTo(viewerId),
    f.gender ? eq(profiles.gender, f.gender) : undefined,
    f.country ? eq(profiles.country, f.country) : undefined,
    f.region ? eq(profiles.regionCode, f.region) : undefined,
    latest ? lte(profiles.dateOfBirth, latest) : undefined,
    earliest ? gte(profiles.dateOfBirth, earliest) : undefined,
  )!;
}

/**
 * The ids of matching members in result order, from the covering search indexes alone (an
 * index-only scan): enough of them to cut out the page and to count up to the cap at once.
 */
async function matchingIds(db: Db, where: SQL, upTo: number): Promise<number[]> {
  const rows = await db.select({ id: profiles.id }).from(profiles).where(where).orderBy(desc(profiles.id)).limit(upTo);
  return rows.map((r) => r.id);
}

/** The card columns of the given members, in the given order. */
async function cards(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(cardColumns)
    .from(profiles)
    .leftJoin(photos, mainPhotoJoin)
    .where(inArray(profiles.id, ids));
  const byId = new Map(rows.map((r) => [r.profile.id, r]));
  return ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
}

/**
 * Member search: newest members first (id descending: stable across pages), a count capped at
 * 1,000 (never a count of the whole table), and similar members (the filters loosened step by
 * step) when few match.
 */
export async function searchMembers(
  db: Db,
  input: { viewerId: number | null; query: SearchQuery; site: SiteRow; now: Date },
) {
  const { query, now, site } = input;
  let { min_age: minAge, max_age: maxAge } = query;
  if (minAge !== undefined && maxAge !== undefined && minAge > maxAge) [minAge, maxAge] = [maxAge, minAge];
  const filters: Filters = { gender: query.gender, country: query.country, region: query.countryregion, minAge, maxAge };
  const where = conditions(input.viewerId, filters, now);
  const offset = (query.pageNumber - 1) * query.perPage;
  // One scan yields the page, whether there is more, and the count up to the cap.
  const ids = await matchingIds(db, where, Math.max(COUNT_CAP + 1, offset + query.perPage + 1));
  const count = Math.min(ids.length, COUNT_CAP + 1);
  const hasMore = ids.length > offset + query.perPage;
  const present = (r: Awaited<ReturnType<typeof cards>>[number]): ProfileCard => cardFromRow(r, site.cdnPrefix, now);
  const profilesOut = (await cards(db, ids.slice(offset, offset + query.perPage))).map(present);

  let similar: ProfileCard[] = [];
  if (query.pageNumber === 1 && count < FEW_RESULTS) {
    const exclude = profilesOut.map((p) => p.id);
    const widen = (n: number | undefined, by: number) => (n === undefined ? undefined : Math.min(Math.max(n + by, 18), 99));
    const steps: Filters[] = [
      { ...filters, region: undefined },
      { ...filters, region: undefined, minAge: widen(minAge, -5), maxAge: widen(maxAge, 5) },
      { gender: filters.gender, minAge: widen(minAge, -10), maxAge: widen(maxAge, 10) },
      { gender: filters.gender },
    ];
    for (const step of steps) {
      const loosened = and(conditions(input.viewerId, step, now), exclude.length ? notInArray(profiles.id, exclude) : undefined)!;
      for (const r of await cards(db, await matchingIds(db, loosened, SIMILAR_LIMIT - similar.length))) {
        exclude.push(r.profile.id);
        similar.push(present(r));
      }
      if (similar.length >= SIMILAR_LIMIT) break;
    }
    similar = similar.slice(0, SIMILAR_LIMIT);
  }
  return {
    profiles: profilesOut,
    pageNumber: query.pageNumber,
    numResults: Math.min(count, COUNT_CAP),
    numResultsCapped: count > COUNT_CAP,
    hasMore,
    similar,
    similarCount: similar.length,
  };
}

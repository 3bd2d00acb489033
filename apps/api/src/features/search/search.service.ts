import { and, desc, eq, gte, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { ProfileCard, SearchQuery } from '@dating/contracts';
import { photos, profiles, type Db } from '@dating/db';
import type { SiteRow } from '../../plugins/site.js';
import { birthDateRange, visibleTo } from '../profiles/profiles.policy.js';
import { presentCard } from '../profiles/profiles.presenter.js';

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

async function page(db: Db, where: SQL, limit: number, offset: number) {
  return db
    .select({ profile: profiles, main: photos })
    .from(profiles)
    .leftJoin(photos, and(eq(photos.profileId, profiles.id), eq(photos.isMain, true), eq(photos.status, 'active')))
    .where(where)
    .orderBy(desc(profiles.id))
    .limit(limit)
    .offset(offset);
}

async function cappedCount(db: Db, where: SQL): Promise<number> {
  const inner = db
    .select({ one: sql`1` })
    .from(profiles)
    .where(where)
    .limit(COUNT_CAP + 1)
    .as('capped');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(inner);
  return row?.n ?? 0;
}

/**
 * Member search: newest members first (id descending: stable across pages), a capped count,
 * and similar members (the filters loosened step by step) when few match.
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
  const [rows, count] = await Promise.all([page(db, where, query.perPage + 1, offset), cappedCount(db, where)]);
  const hasMore = rows.length > query.perPage;
  const present = (r: (typeof rows)[number]): ProfileCard => presentCard(r.profile, r.main, site.cdnPrefix, now);
  const profilesOut = rows.slice(0, query.perPage).map(present);

  let similar: ProfileCard[] = [];
  if (query.pageNumber === 1 && count < FEW_RESULTS) {
    const exclude = profilesOut.map((p) => p.id);
    const widen = (n: number | undefined, by: number, bound: number) =>
      n === undefined ? undefined : Math.min(Math.max(n + by, 18), bound);
    const steps: Filters[] = [
      { ...filters, region: undefined },
      { ...filters, region: undefined, minAge: widen(minAge, -5, 99), maxAge: widen(maxAge, 5, 99) },
      { gender: filters.gender, minAge: widen(minAge, -10, 99), maxAge: widen(maxAge, 10, 99) },
      { gender: filters.gender },
    ];
    for (const step of steps) {
      const loosened = and(conditions(input.viewerId, step, now), exclude.length ? notInArray(profiles.id, exclude) : undefined)!;
      const found = await page(db, loosened, SIMILAR_LIMIT - similar.length, 0);
      for (const r of found) {
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

import { sql } from 'drizzle-orm';
import { SEARCH_BOUNDS, soughtGender, type Gender, type ProfileCard, type SearchGender, type SearchQuery, type Sexuality } from '@dating/contracts';
import { photos, preparedQuery, profiles, type Db } from '@dating/db';
import type { SiteRow } from '../../plugins/site.js';
import { birthDateRange } from '../profiles/profiles.policy.js';
import { cardColumns, cardFromRow, mainPhotoJoin, presentCard } from '../profiles/profiles.presenter.js';
import { searchText } from '../visibility/visibility.js';
import { preparedPerDb } from '../../lib/prepared.js';

/** Counting stops here: a page never counts the whole table. */
export const COUNT_CAP = 1000;
/**
 * Counted past the cap, so that subtracting a viewer's own blocks still tells "more than 1,000"
 * (exact unless a viewer has blocked more than this many of the matching members).
 */
const COUNT_SLACK = 50;
const COUNT_UP_TO = COUNT_CAP + 1 + COUNT_SLACK;
/** Fewer matches than this on the first page brings similar members. */
export const FEW_RESULTS = 6;
export const SIMILAR_LIMIT = 12;

/** A search's filters, normalised once (normaliseFilters): ages within the bounds and in order. */
export interface SearchFilters {
  gender?: Gender;
  country?: SearchQuery['country'];
  region?: string;
  minAge?: number;
  maxAge?: number;
}

/** The filters of a search request, normalised: the only place a query's filters are read. */
export function normaliseFilters(query: Pick<SearchQuery, 'gender' | 'country' | 'countryregion' | 'min_age' | 'max_age'>): SearchFilters {
  const clamp = (n: number | undefined) => (n === undefined ? undefined : Math.min(Math.max(n, SEARCH_BOUNDS.minAge), SEARCH_BOUNDS.maxAge));
  let minAge = clamp(query.min_age);
  let maxAge = clamp(query.max_age);
  if (minAge !== undefined && maxAge !== undefined && minAge > maxAge) [minAge, maxAge] = [maxAge, minAge];
  const gender = query.gender === 'any' ? undefined : query.gender;
  return { gender, country: query.country, region: query.countryregion, minAge, maxAge };
}

/**
 * The gender a search without one asks for: whom a logged-in member's profile looks for (gender and
 * sexuality, soughtGender); everyone for a visitor or a member without a profile. An explicit gender or
 * `any` is kept. The profile is the one the session lookup already read (no round trip of its own).
 */
export function defaultGender(
  own: { gender: Gender | null; sexuality: Sexuality | null } | null,
  asked: SearchGender | undefined,
): SearchGender | undefined {
  if (asked !== undefined || own === null) return asked;
  return soughtGender(own.gender, own.sexuality);
}

/** The filters as the columns compare them on a given day (ages become date-of-birth bounds). */
interface Compiled {
  gender?: string;
  country?: string;
  region?: string;
  /** Born on or after / on or before (YYYY-MM-DD). */
  earliest: string | null;
  latest: string | null;
}

function compile(f: SearchFilters, today: Date): Compiled {
  return { gender: f.gender, country: f.country, region: f.region, ...birthDateRange(f.minAge, f.maxAge, today) };
}

/** The card columns of the given members, in the given order. */
async function cards(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await cardsQuery(db).execute({ ids });
  const byId = new Map(rows.map((r) => [r.profile.id, r]));
  return ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
}

const cardsQuery = preparedPerDb((db) =>
  db
    .select(cardColumns)
    .from(profiles)
    .leftJoin(photos, mainPhotoJoin)
    .where(sql`${profiles.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('search_cards'),
);

/**
 * One card of a page as the page statement writes it: a JSON array in this order (CARD_JSON), so that
 * a page leaves PostgreSQL as one value that JSON.parse reads at once, not ten text fields per member
 * that the driver decodes one by one (decision 081).
 */
type CardTuple = [
  id: number,
  name: string,
  gender: ProfileCard['gender'],
  dob: string | null,
  city: string | null,
  country: string | null,
  regionCode: string | null,
  fictional: boolean,
  filename: string | null,
  thumbFilename: string | null,
];

interface PageRow {
  n?: number;
  k?: number;
  /** The page's members, newest first, one past the page when there is more (null: none). */
  cards: CardTuple[] | null;
}

/** A value a search statement takes: the filters, the viewer, and the page's own. */
type Slot = keyof Compiled | 'viewer' | 'anchor' | 'offset' | 'exclude';
type SlotValues = Partial<Record<Slot, unknown>>;

/**
 * Writes a statement's placeholders ($1, $2 ...) and remembers which value each stands for, so the
 * text is written once per shape and a call only lists its values (`values`).
 */
class Params {
  readonly slots: Slot[] = [];
  add(slot: Slot): string {
    this.slots.push(slot);
    return `$${this.slots.length}`;
  }
}

/** A statement of one shape of search, written once: its name, text and where its values come from. */
interface Shaped {
  name: string;
  text: string;
  slots: Slot[];
}

const values = (shaped: Shaped, from: SlotValues) => shaped.slots.map((slot) => from[slot]);

/**
 * The statements already written, by shape (which filters are set, whether the viewer, the count and a
 * page start take part, the limits): the few dozen shapes real searches take, each with its own
 * generic plan. Nothing but the values changes between two searches of one shape (issue 18).
 */
const shapes = new Map<string, Shaped>();

function shaped(key: string, build: () => { text: string; slots: Slot[] }): Shaped {
  let found = shapes.get(key);
  if (!found) {
    const { text, slots } = build();
    found = { name: `search_${shapes.size}_${key}`, text, slots };
    shapes.set(key, found);
  }
  return found;
}

/** How many search statements this process has written (a test checks that repeated searches add none). */
export function searchShapeCount(): number {
  return shapes.size;
}

/** Which filters are set, as letters: the part of a shape the filters decide. */
function filterShape(f: Compiled): string {
  return `${f.gender ? 'g' : ''}${f.country ? 'c' : ''}${f.region ? 'r' : ''}${f.latest ? 'l' : ''}${f.earliest ? 'e' : ''}`;
}

/**
 * The one builder from filters to SQL, for the page, its count and the similar members: text over
 * `profiles` with its values in `params`. Who the viewer may find comes from the visibility rule
 * (its text twin); `viewerId` null leaves the per-viewer part out (a visitor, or the shared count).
 */
function whereText(params: Params, viewer: boolean, f: Compiled): string {
  let where = searchText.findable(viewer ? params.add('viewer') : null);
  if (f.gender) where += ` and gender = ${params.add('gender')}::gender`;
  if (f.country) where += ` and country = ${params.add('country')}`;
  if (f.region) where += ` and region_code = ${params.add('region')}`;
  if (f.latest) where += ` and date_of_birth <= ${params.add('latest')}::date`;
  if (f.earliest) where += ` and date_of_birth >= ${params.add('earliest')}::date`;
  return where;
}

/** The cards of the members a statement (`select id ...`) finds, as one JSON array of CardTuple, newest first. */
const cardsJson = (ids: string) => `(select json_agg(json_build_array(p.id, p.name, p.gender, p.date_of_birth::text, p.city, p.country,
      p.region_code, p.fictional, ph.filename, ph.thumb_filename) order by p.id desc)
    from (${ids}) page join profiles p on p.id = page.id
    left join photos ph on ph.profile_id = p.id and ph.is_main and ph.status = 'active') as cards`;

interface CacheEntry {
  until: number;
  count?: number;
  /** Where earlier pages started: the id at an offset, so a deep page skips from there, not from the top. */
  anchors: { offset: number; id: number }[];
}

/**
 * What a search learnt about one viewer's filters, kept for a short while: the capped count (the
 * costliest part of a page, and nobody minds a "1,000+" or "37 members" that is seconds old) and
 * where pages started (so page 500 is not a scan past 12,000 members every time). Within the
 * lifetime, members who joined or left can shift a page by a few places, as with any page-number
 * paging; the page itself, and whether there is a next one, are always read fresh.
 */
export class SearchCache {
  private readonly entries = new Map<string, CacheEntry>();
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  entry(key: string): CacheEntry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.until <= performance.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private ensure(key: string): CacheEntry | undefined {
    if (this.ttlMs <= 0) return undefined;
    let entry = this.entry(key);
    if (!entry) {
      // Oldest first out: a Map iterates in insertion order.
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
      entry = { until: performance.now() + this.ttlMs, anchors: [] };
      this.entries.set(key, entry);
    }
    return entry;
  }

  setCount(key: string, count: number): void {
    const entry = this.ensure(key);
    if (entry) entry.count = count;
  }

  /** The nearest known page start at or before the offset. */
  anchor(key: string, offset: number): { offset: number; id: number } | undefined {
    let best: { offset: number; id: number } | undefined;
    for (const a of this.entry(key)?.anchors ?? []) if (a.offset <= offset && (!best || a.offset > best.offset)) best = a;
    return best;
  }

  setAnchor(key: string, offset: number, id: number): void {
    const entry = this.ensure(key);
    if (!entry || entry.anchors.some((a) => a.offset === offset)) return;
    if (entry.anchors.length >= 50) entry.anchors.shift();
    entry.anchors.push({ offset, id });
  }
}

/** Deep pages start from a known page start only when that saves a real scan. */
const ANCHOR_FROM = 500;

/**
 * The page statement of one search: its text written once per shape (which filters are set, whether the
 * count, the viewer and a remembered page start take part), with this search's values.
 */
function pageStatement(input: {
  viewerId: number | null;
  filters: Compiled;
  offset: number;
  limit: number;
  countUpTo: number;
  counting: boolean;
  anchor?: { offset: number; id: number };
}): { name: string; text: string; values: unknown[] } {
  const { filters: f, viewerId, anchor, counting, limit, countUpTo } = input;
  const viewing = viewerId !== null;
  const key = `page_${filterShape(f)}_${counting ? 'n' : ''}${viewing ? 'v' : ''}${anchor ? 'a' : ''}_${Math.trunc(limit)}_${Math.trunc(countUpTo)}`;
  const page = shaped(key, () => {
    const params = new Params();
    const from: string[] = [];
    if (counting) {
      // Limits are written into the text (whole numbers we chose): a generic plan cannot know a LIMIT parameter.
      from.push(`(select count(*)::int as n from (select 1 from profiles where ${whereText(params, false, f)} order by id desc limit ${Math.trunc(countUpTo)}) m) c`);
    }
    if (viewing) {
      // Driven by the viewer's few block rows, not by the matching members.
      const v = params.add('viewer');
      from.push(`(select count(*)::int as k from profiles where ${searchText.hiddenFromViewer(v)} and ${whereText(params, false, f)}) x`);
    }
    let pageWhere = whereText(params, viewing, f);
    if (anchor) pageWhere += ` and id <= ${params.add('anchor')}`;
    const pageSql = `select id from profiles where ${pageWhere} order by id desc offset ${params.add('offset')} limit ${Math.trunc(limit) + 1}`;
    const columns = [counting ? 'c.n' : null, viewing ? 'x.k' : null, cardsJson(pageSql)].filter(Boolean).join(', ');
    const text = `select ${columns}${from.length ? ` from ${from.join(' cross join ')}` : ''}`;
    return { text, slots: params.slots };
  });
  return { name: page.name, text: page.text, values: values(page, { ...f, viewer: viewerId, anchor: anchor?.id, offset: input.offset - (anchor?.offset ?? 0) }) };
}

/**
 * The page statement the API runs for this search once its count is remembered (or, `counting`, the first
 * time), for a deep page from where it starts (`anchorId`, the id of the page's first member, as the API
 * remembers it): for bench:search's stack floor, which runs the same statements without the API around them.
 */
export function searchPageStatement(input: { viewerId: number | null; query: SearchQuery; now: Date; counting: boolean; anchorId?: number }) {
  const { query, anchorId } = input;
  const offset = (query.pageNumber - 1) * query.perPage;
  return pageStatement({
    viewerId: input.viewerId,
    filters: compile(normaliseFilters(query), input.now),
    offset,
    limit: query.perPage,
    countUpTo: COUNT_UP_TO,
    counting: input.counting,
    ...(anchorId !== undefined && offset >= ANCHOR_FROM && { anchor: { offset, id: anchorId } }),
  });
}

/**
 * A page of results and the capped count, as prepared statements (the hot path of the search page):
 * index-only scans of the covering search indexes, and only the page's rows leave the server. The
 * count comes from the cache when it is fresh; otherwise the page and the count are one statement.
 * The text depends only on which filters are set, so there are few distinct statements.
 */
async function searchPage(
  db: Db,
  input: { viewerId: number | null; filters: Compiled; today: Date; cdnPrefix: string; offset: number; limit: number; countUpTo: number; cache?: SearchCache },
) {
  const { offset, limit, countUpTo, cache, filters: f, viewerId } = input;
  // The count is the same for everyone (hidden members are never in it); what differs per viewer
  // (themselves and the members they blocked or were blocked by) is subtracted below, fresh.
  const countKey = JSON.stringify([f.gender, f.country, f.region, f.latest, f.earliest, countUpTo]);
  // Only deep pages look up or keep where pages start.
  const anchorKey = offset >= ANCHOR_FROM ? JSON.stringify([viewerId, countKey]) : '';
  const count = cache?.entry(countKey)?.count;
  const anchor = offset >= ANCHOR_FROM ? cache?.anchor(anchorKey, offset) : undefined;

  const page = pageStatement({ viewerId, filters: f, offset, limit, countUpTo, counting: count === undefined, anchor });
  // One generic plan per statement text: its plans are index scans in result order for every
  // filter shape (checked with EXPLAIN, docs/benchmarks.md), and planning anew cost more than running.
  const rows = await preparedQuery<PageRow>(db, page.text, page.values, { genericPlan: true, name: page.name });

  const row = rows[0];
  const everyone = count ?? row?.n ?? 0;
  if (count === undefined) cache?.setCount(countKey, everyone);
  const total = Math.max(0, everyone - (row?.k ?? 0));
  const found = row?.cards ?? [];
  if (offset >= ANCHOR_FROM && found[0]) cache?.setAnchor(anchorKey, offset, found[0][0]);
  // One row past the page tells whether there is more, exactly, even when the count is cached.
  const cardsOut: ProfileCard[] = [];
  for (let i = 0; i < found.length && i < limit; i++) {
    const [id, name, gender, dateOfBirth, city, country, regionCode, fictional, filename, thumbFilename] = found[i]!;
    // A card shows a main photo only with both of its files (as cardFromRow).
    const main = filename && thumbFilename ? { filename, thumbFilename } : null;
    cardsOut.push(presentCard({ id, name, gender, dateOfBirth, city, country, regionCode, fictional }, main, input.cdnPrefix, input.today));
  }
  return { count: total, cards: cardsOut, hasMore: found.length > limit };
}

/**
 * Similar members for a search with few results: its filters loosened step by step (region
 * dropped, then ages widened, then only the gender kept), never the members already shown.
 */
async function similarMembers(db: Db, input: { viewerId: number | null; filters: SearchFilters; exclude: number[]; site: SiteRow; now: Date }) {
  const { filters, now } = input;
  const exclude = [...input.exclude];
  const widen = (n: number | undefined, by: number) => (n === undefined ? undefined : n + by);
  const steps: SearchFilters[] = [
    { ...filters, region: undefined },
    { ...filters, region: undefined, minAge: widen(filters.minAge, -5), maxAge: widen(filters.maxAge, 5) },
    { gender: filters.gender, minAge: widen(filters.minAge, -10), maxAge: widen(filters.maxAge, 10) },
    { gender: filters.gender },
  ];
  const similar: ProfileCard[] = [];
  for (const step of steps) {
    // Widened ages go back through normaliseFilters, which keeps them within the bounds.
    const loosened = compile(normaliseFilters({ gender: step.gender, country: step.country, countryregion: step.region, min_age: step.minAge, max_age: step.maxAge }), now);
    const viewing = input.viewerId !== null;
    const statement = shaped(`similar_${filterShape(loosened)}_${viewing ? 'v' : ''}`, () => {
      const params = new Params();
      const where = whereText(params, viewing, loosened);
      return { text: `select id from profiles where ${where} and id <> all(${params.add('exclude')}::int[]) order by id desc limit ${SIMILAR_LIMIT}`, slots: params.slots };
    });
    const found = await preparedQuery<{ id: number }>(db, statement.text, values(statement, { ...loosened, viewer: input.viewerId, exclude }), {
      genericPlan: true,
      name: statement.name,
    });
    for (const r of await cards(db, found.slice(0, SIMILAR_LIMIT - similar.length).map((r) => r.id))) {
      exclude.push(r.profile.id);
      similar.push(cardFromRow(r, input.site.cdnPrefix, now));
    }
    if (similar.length >= SIMILAR_LIMIT) break;
  }
  return similar;
}

/**
 * Member search: newest members first (id descending: stable across pages), a count capped at
 * 1,000 (never a count of the whole table), and similar members (the filters loosened step by
 * step) when few match.
 */
export async function searchMembers(
  db: Db,
  input: { viewerId: number | null; query: SearchQuery; site: SiteRow; now: Date; cache?: SearchCache },
) {
  const { query, now, site } = input;
  const filters = normaliseFilters(query);
  const offset = (query.pageNumber - 1) * query.perPage;
  const page = await searchPage(db, {
    viewerId: input.viewerId,
    filters: compile(filters, now),
    today: now,
    cdnPrefix: site.cdnPrefix,
    offset,
    limit: query.perPage,
    countUpTo: COUNT_UP_TO,
    cache: input.cache,
  });
  const count = Math.min(page.count, COUNT_CAP + 1);
  const hasMore = page.hasMore;
  const profilesOut = page.cards;
  const similar =
    query.pageNumber === 1 && count < FEW_RESULTS
      ? await similarMembers(db, { viewerId: input.viewerId, filters, exclude: profilesOut.map((p) => p.id), site, now })
      : [];
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

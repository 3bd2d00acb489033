import { z } from 'zod';
import { defineRoute } from './route.js';
import { Country, GENDERS } from './enums.js';
import { ProfileCard } from './profiles.js';

/**
 * The bounds of a member search, for the API's validation and the web page's URL state alike: a
 * hand-edited link outside them is dropped by the page and refused by the API.
 */
export const SEARCH_BOUNDS = {
  /** Ages a search may ask for (members are at least 18). */
  minAge: 18,
  maxAge: 99,
  /** Deepest page; past it, narrow the filters. */
  maxPage: 500,
  maxPerPage: 60,
  defaultPerPage: 24,
  /** Longest region code (ISO 3166-2, e.g. NL-NH). */
  regionLength: 10,
} as const;

/**
 * The gender a search asks for: a gender, or `any` for both. Left out, a logged-in member searches
 * for whom their own profile says they look for (soughtGender); a visitor searches everyone.
 */
export const SEARCH_GENDERS = [...GENDERS, 'any'] as const;
export const SearchGender = z.enum(SEARCH_GENDERS);
export type SearchGender = z.infer<typeof SearchGender>;

const age = z.coerce.number().int().min(SEARCH_BOUNDS.minAge).max(SEARCH_BOUNDS.maxAge);

export const SearchQuery = z.object({
  gender: SearchGender.optional(),
  country: Country.optional(),
  countryregion: z.string().max(SEARCH_BOUNDS.regionLength).optional(),
  min_age: age.optional(),
  max_age: age.optional(),
  pageNumber: z.coerce.number().int().min(1).max(SEARCH_BOUNDS.maxPage).default(1),
  perPage: z.coerce.number().int().min(1).max(SEARCH_BOUNDS.maxPerPage).default(SEARCH_BOUNDS.defaultPerPage),
});
export type SearchQuery = z.infer<typeof SearchQuery>;

export const searchMembers = defineRoute({
  method: 'GET',
  path: '/api/search.php',
  summary: 'Search members by gender (a member without one: whom their profile looks for), country, region and age; similar members when few match.',
  access: 'public',
  query: SearchQuery,
  response: z.object({
    profiles: z.array(ProfileCard),
    pageNumber: z.number().int(),
    /** How many match, counted up to 1,000 (then `numResultsCapped`). */
    numResults: z.number().int(),
    numResultsCapped: z.boolean(),
    hasMore: z.boolean(),
    similar: z.array(ProfileCard),
    similarCount: z.number().int(),
  }),
});

import { COUNTRIES, SEARCH_BOUNDS, SEARCH_GENDERS, type Country, type SearchGender, type SearchQuery } from '@dating/contracts';
import { isOneOf } from '@/lib/one-of';

/** The API's bounds of a search (one source for both: a link outside them is dropped here and refused there). */
export const MIN_AGE = SEARCH_BOUNDS.minAge;
export const MAX_AGE = SEARCH_BOUNDS.maxAge;
export const MAX_PAGE = SEARCH_BOUNDS.maxPage;
export const PER_PAGE = SEARCH_BOUNDS.defaultPerPage;

/**
 * A member search as kept in the page's query string (spec section 3: search state), so the
 * back button and a shared link restore it: /leden?gender=female&country=NL&min_age=25&pageNumber=2
 */
export interface SearchState {
  /** Left out: the default (a member's soughtGender, everyone for a visitor), as the API applies it. */
  gender?: SearchGender;
  country?: Country;
  countryregion?: string;
  min_age?: number;
  max_age?: number;
  pageNumber: number;
}

/** The filter form's text values; '' means "any". */
export interface FilterValues {
  gender: string;
  country: string;
  countryregion: string;
  min_age: string;
  max_age: string;
}

const REGION_PATTERN = new RegExp(`^[A-Za-z0-9-]{1,${SEARCH_BOUNDS.regionLength}}$`);

function intIn(value: string | null | undefined, min: number, max: number): number | undefined {
  if (!value || !/^\d{1,4}$/.test(value.trim())) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

/** Reads a search from a query string, dropping what is not valid (a hand-edited URL never breaks the page). */
export function parseSearchState(params: URLSearchParams): SearchState {
  const gender = params.get('gender');
  const country = params.get('country')?.toUpperCase();
  const region = params.get('countryregion');
  const state: SearchState = { pageNumber: intIn(params.get('pageNumber'), 1, MAX_PAGE) ?? 1 };
  if (isOneOf(SEARCH_GENDERS, gender)) state.gender = gender;
  if (isOneOf(COUNTRIES, country)) {
    state.country = country;
    if (region && REGION_PATTERN.test(region)) state.countryregion = region;
  }
  const minAge = intIn(params.get('min_age'), MIN_AGE, MAX_AGE);
  const maxAge = intIn(params.get('max_age'), MIN_AGE, MAX_AGE);
  if (minAge !== undefined) state.min_age = minAge;
  if (maxAge !== undefined) state.max_age = maxAge;
  return state;
}

/** The query string of a search: empty filters and page 1 are left out, in a fixed order. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.gender) params.set('gender', state.gender);
  if (state.country) params.set('country', state.country);
  if (state.country && state.countryregion) params.set('countryregion', state.countryregion);
  if (state.min_age !== undefined) params.set('min_age', String(state.min_age));
  if (state.max_age !== undefined) params.set('max_age', String(state.max_age));
  if (state.pageNumber > 1) params.set('pageNumber', String(state.pageNumber));
  return params;
}

/** The query of GET /api/search.php for a search. */
export function toSearchQuery(state: SearchState, perPage = PER_PAGE): SearchQuery {
  return { ...state, countryregion: state.country ? state.countryregion : undefined, perPage };
}

export function withPage(state: SearchState, pageNumber: number): SearchState {
  return { ...state, pageNumber: Math.min(MAX_PAGE, Math.max(1, pageNumber)) };
}

/** The form's values of a search; no gender in it shows the default the API searches with. */
export function filterValuesOf(state: SearchState, defaultGender: SearchGender = 'any'): FilterValues {
  return {
    gender: state.gender ?? defaultGender,
    country: state.country ?? '',
    countryregion: state.countryregion ?? '',
    min_age: state.min_age === undefined ? '' : String(state.min_age),
    max_age: state.max_age === undefined ? '' : String(state.max_age),
  };
}

/**
 * A new search from the filter form: back to page 1, ages within bounds and in order. The chosen
 * gender goes into the URL (a shared link searches the same), except a visitor's "any", the default.
 */
export function searchFromFilters(values: FilterValues, defaultGender: SearchGender = 'any'): SearchState {
  const state = parseSearchState(new URLSearchParams(Object.entries(values).filter(([, value]) => value !== '')));
  state.pageNumber = 1;
  if (state.gender === 'any' && defaultGender === 'any') delete state.gender;
  if (state.min_age !== undefined && state.max_age !== undefined && state.min_age > state.max_age) {
    [state.min_age, state.max_age] = [state.max_age, state.min_age];
  }
  return state;
}

/** Whether any filter is set (for "clear filters"). */
export function hasFilters(state: SearchState): boolean {
  return toSearchParams({ ...state, pageNumber: 1 }).toString() !== '';
}

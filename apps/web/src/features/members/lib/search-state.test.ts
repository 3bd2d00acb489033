import { describe, expect, it } from 'vitest';
import {
  PER_PAGE,
  filterValuesOf,
  hasFilters,
  parseSearchState,
  searchFromFilters,
  toSearchParams,
  toSearchQuery,
  withPage,
} from './search-state';

const parse = (query: string) => parseSearchState(new URLSearchParams(query));

describe('search state in the query string', () => {
  it('reads every filter and the page', () => {
    expect(parse('gender=female&country=NL&countryregion=NH&min_age=25&max_age=40&pageNumber=3')).toEqual({
      gender: 'female',
      country: 'NL',
      countryregion: 'NH',
      min_age: 25,
      max_age: 40,
      pageNumber: 3,
    });
  });

  it('starts at page 1 without filters', () => {
    expect(parse('')).toEqual({ pageNumber: 1 });
  });

  it('drops what is not valid instead of failing', () => {
    expect(parse('gender=robot&country=XX&countryregion=NH&min_age=12&max_age=140&pageNumber=0')).toEqual({ pageNumber: 1 });
    expect(parse('country=nl&countryregion=%3Cscript%3E&min_age=abc&pageNumber=9999')).toEqual({ country: 'NL', pageNumber: 1 });
  });

  it('writes the same search back, leaving out empty filters and page 1', () => {
    const query = 'gender=male&country=BE&countryregion=VAN&min_age=30&max_age=45&pageNumber=2';
    expect(toSearchParams(parse(query)).toString()).toBe(query);
    expect(toSearchParams({ pageNumber: 1 }).toString()).toBe('');
    expect(toSearchParams({ countryregion: 'NH', pageNumber: 1 }).toString()).toBe('');
  });

  it('round-trips through the filter form', () => {
    const state = parse('gender=female&country=DE&countryregion=BY&min_age=20');
    expect(searchFromFilters(filterValuesOf(state))).toEqual(state);
  });

  it('a new search from the form starts on page 1 with the ages in order', () => {
    const values = { gender: '', country: 'NL', countryregion: '', min_age: '50', max_age: '30' };
    expect(searchFromFilters(values)).toEqual({ country: 'NL', min_age: 30, max_age: 50, pageNumber: 1 });
  });

  it('turns into the API query with the page size', () => {
    expect(toSearchQuery(parse('country=NL&countryregion=NH&pageNumber=2'))).toEqual({
      country: 'NL',
      countryregion: 'NH',
      pageNumber: 2,
      perPage: PER_PAGE,
    });
  });

  it('keeps the page within 1..500 and knows when filters are set', () => {
    expect(withPage({ pageNumber: 1 }, 0).pageNumber).toBe(1);
    expect(withPage({ pageNumber: 1 }, 600).pageNumber).toBe(500);
    expect(hasFilters({ pageNumber: 4 })).toBe(false);
    expect(hasFilters({ gender: 'male', pageNumber: 1 })).toBe(true);
  });

  it("shows the member's default gender in the form and writes the chosen one into the URL", () => {
    // A man looking for women: the form shows women while the URL names no gender.
    expect(filterValuesOf(parse('country=NL'), 'female').gender).toBe('female');
    const values = { gender: 'female', country: 'NL', countryregion: '', min_age: '', max_age: '' };
    expect(searchFromFilters(values, 'female')).toEqual({ gender: 'female', country: 'NL', pageNumber: 1 });
    // Choosing "any" instead is kept, so the API searches everyone.
    expect(toSearchParams(searchFromFilters({ ...values, gender: 'any' }, 'female')).toString()).toBe('gender=any&country=NL');
    expect(parse('gender=any').gender).toBe('any');
    // A visitor's default is everyone: "any" stays out of the URL.
    expect(searchFromFilters({ ...values, gender: 'any' })).toEqual({ country: 'NL', pageNumber: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { GEOCODE_CACHE_KEY, GEOCODE_MAX_AGE_MS, readCachedGeocode, writeCachedGeocode } from './geolocation-cache';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

const utrecht = { city: 'Utrecht', country: 'NL', region: 'UT', latitude: 52.09, longitude: 5.12 };

describe('geolocation cache', () => {
  it('gives back a geocode saved less than an hour ago', () => {
    const storage = memoryStorage();
    writeCachedGeocode(utrecht, 1_000, storage);
    expect(readCachedGeocode(1_000, storage)).toEqual(utrecht);
    expect(readCachedGeocode(1_000 + GEOCODE_MAX_AGE_MS - 1, storage)).toEqual(utrecht);
  });

  it('forgets a geocode once it is an hour old', () => {
    const storage = memoryStorage();
    writeCachedGeocode(utrecht, 1_000, storage);
    expect(readCachedGeocode(1_000 + GEOCODE_MAX_AGE_MS, storage)).toBeNull();
    expect(storage.data.has(GEOCODE_CACHE_KEY)).toBe(false);
  });

  it('ignores an entry from the future (clock changed) and unreadable entries', () => {
    const storage = memoryStorage();
    writeCachedGeocode(utrecht, 10_000, storage);
    expect(readCachedGeocode(5_000, storage)).toBeNull();
    storage.setItem(GEOCODE_CACHE_KEY, 'not json');
    expect(readCachedGeocode(5_000, storage)).toBeNull();
    storage.setItem(GEOCODE_CACHE_KEY, JSON.stringify({ geocode: { city: 'x' }, savedAt: 5_000 }));
    expect(readCachedGeocode(5_000, storage)).toBeNull();
  });

  it('works without storage', () => {
    writeCachedGeocode(utrecht, 1_000, null);
    expect(readCachedGeocode(1_000, null)).toBeNull();
  });
});

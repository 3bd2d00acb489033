import type { ResponseOf, geocode } from '@dating/contracts';

export type Geocode = ResponseOf<typeof geocode>['geocode'];

/** Where the last reverse-geocoded position is kept, and for how long (spec section 9: 1 hour). */
export const GEOCODE_CACHE_KEY = 'geolocation-geocode';
export const GEOCODE_MAX_AGE_MS = 60 * 60 * 1000;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface CachedGeocode {
  geocode: Geocode;
  savedAt: number;
}

/** localStorage when the browser lets us use it (private modes may not). */
function browserStorage(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function isCached(value: unknown): value is CachedGeocode {
  if (typeof value !== 'object' || value === null) return false;
  const { geocode, savedAt } = value as Partial<CachedGeocode>;
  return (
    typeof savedAt === 'number' &&
    typeof geocode === 'object' &&
    geocode !== null &&
    typeof geocode.latitude === 'number' &&
    typeof geocode.longitude === 'number'
  );
}

/** The geocode saved less than an hour ago, or null (an older or unreadable entry is removed). */
export function readCachedGeocode(now: number = Date.now(), storage: KeyValueStore | null = browserStorage()): Geocode | null {
  if (!storage) return null;
  try {
    const raw = storage.getItem(GEOCODE_CACHE_KEY);
    if (raw === null) return null;
    const parsed: unknown = JSON.parse(raw);
    const age = isCached(parsed) ? now - parsed.savedAt : NaN;
    if (isCached(parsed) && age >= 0 && age < GEOCODE_MAX_AGE_MS) return parsed.geocode;
    storage.removeItem(GEOCODE_CACHE_KEY);
    return null;
  } catch {
    return null;
  }
}

export function writeCachedGeocode(geocode: Geocode, now: number = Date.now(), storage: KeyValueStore | null = browserStorage()): void {
  try {
    storage?.setItem(GEOCODE_CACHE_KEY, JSON.stringify({ geocode, savedAt: now } satisfies CachedGeocode));
  } catch {
    // Not kept: the next click asks the server again.
  }
}

/**
 * Geolocation permission (spec section 4): unsupported, unknown, or the browser's own state
 * (granted, denied, prompt) where the Permissions API tells it.
 */
export type GeolocationPermission = 'unsupported' | 'unknown' | PermissionState;

type NavigatorLike = { geolocation?: unknown; permissions?: { query?: unknown } };

/** What can be known without asking: no geolocation at all, or no way to read the permission. */
export function basePermission(nav: NavigatorLike | undefined): 'unsupported' | 'unknown' | 'queryable' {
  if (!nav?.geolocation) return 'unsupported';
  return typeof nav.permissions?.query === 'function' ? 'queryable' : 'unknown';
}

export type LocateFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout' | 'server' | 'outsideArea';

/** Why getCurrentPosition failed, from its error code (1 denied, 2 unavailable, 3 timeout). */
export function positionFailure(error: Pick<GeolocationPositionError, 'code'>): LocateFailure {
  if (error.code === 1) return 'denied';
  if (error.code === 3) return 'timeout';
  return 'unavailable';
}

/** A town is precise enough: rounding to ~1 km keeps the exact position off the server and the cache. */
export function roundCoordinate(value: number): number {
  return Math.round(value * 100) / 100;
}

export const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60 * 60 * 1000 };

export function currentPosition(geolocation: Geolocation): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => geolocation.getCurrentPosition(resolve, reject, POSITION_OPTIONS));
}

import { getSettings, type QueryOf, type Settings } from '@dating/contracts';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

type SettingsQuery = NonNullable<QueryOf<typeof getSettings>>;

/**
 * Query parameters of the landing URL that make the tracking record (spec section 3). The server keeps
 * them in a first-party cookie, which the signup and search calls then carry (decision 043).
 */
const TRAFFIC_PARAMS = ['network', 'trafficsource', 'ref', 'sub1', 'sub2', 'sub3'] as const;

/** The settings request of this page load: the host plus the traffic source of the landing URL. */
export function settingsRequest(location: Pick<Location, 'hostname' | 'search'>): SettingsQuery {
  const params = new URLSearchParams(location.search);
  const query: SettingsQuery = { host: location.hostname };
  for (const key of TRAFFIC_PARAMS) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  return query;
}

let landingRequest: SettingsQuery | undefined;
/** Computed once: later navigation must not turn into another site's settings. */
function currentRequest(): SettingsQuery {
  landingRequest ??= settingsRequest(window.location);
  return landingRequest;
}

/** The server's render (entry-server.tsx) has no window: it names the request's settings before each render. */
export function setLandingRequest(request: SettingsQuery): void {
  landingRequest = request;
}

export function settingsQueryOptions(request: SettingsQuery = currentRequest()) {
  return queryOptions({
    queryKey: ['settings', request],
    queryFn: async ({ signal }) => (await api.callStrict(getSettings, { query: request, signal })).settings,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** The site's settings. The app shell renders pages only once they are loaded. */
export function useSettings(): Settings {
  return useSuspenseQuery(settingsQueryOptions()).data;
}

/** The visitor's country as far as the server knows: a chosen country wins over GeoIP. */
export function settingsCountry(settings: Pick<Settings, 'geoip_selected_country' | 'geoip_country'> | null | undefined) {
  return settings?.geoip_selected_country ?? settings?.geoip_country ?? null;
}

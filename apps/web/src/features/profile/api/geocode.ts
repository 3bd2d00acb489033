import { geocode } from '@dating/contracts';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { GEOCODE_MAX_AGE_MS, writeCachedGeocode, type Geocode } from '../lib/geolocation-cache';

export const geocodeQueryOptions = (lat: number, lon: number) =>
  queryOptions({
    queryKey: ['geocode', lat, lon],
    queryFn: async ({ signal }) => (await api.callStrict(geocode, { query: { lat, lon }, signal })).geocode,
    staleTime: GEOCODE_MAX_AGE_MS,
  });

/**
 * City, country and region of a position (GET /api/geocode.php, offline on the server). The
 * answer is kept in localStorage for at most an hour (spec section 9: geolocation cache).
 */
export async function fetchGeocode(queryClient: QueryClient, lat: number, lon: number): Promise<Geocode> {
  const result = await queryClient.fetchQuery(geocodeQueryOptions(lat, lon));
  writeCachedGeocode(result);
  return result;
}

import { getRegions, type Locale } from '@dating/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useLocale } from '@/lib/locale';

/** Region labels come in the language of the request, so each locale has its own cache entry. */
export const regionsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['regions', locale],
    queryFn: async ({ signal }) => (await api.callStrict(getRegions, { signal })).regions,
    staleTime: Infinity,
    gcTime: Infinity,
  });

/** Regions per supported country, loaded once per language and cached (spec section 7). */
export function useRegions() {
  return useQuery(regionsQueryOptions(useLocale()));
}

import { getCredits, type ResponseOf } from '@dating/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useCurrentUser } from '@/lib/current-member';
import { useLocale } from '@/lib/locale';

export type CreditsOffer = ResponseOf<typeof getCredits>;

/** The packages for the member's country, the tryout and the payment methods there (GET /api/credits.php). */
export const creditsQueryOptions = (viewerId: number | null, locale: string) =>
  queryOptions({
    // The methods' names come in the request's language.
    queryKey: ['credits', viewerId, locale],
    queryFn: ({ signal }) => api.call(getCredits, { signal }),
  });

/** Nothing is asked for a visitor (data stays undefined). */
export function useCreditsOffer() {
  const viewer = useCurrentUser();
  return useQuery({ ...creditsQueryOptions(viewer?.id ?? null, useLocale()), enabled: viewer !== null });
}

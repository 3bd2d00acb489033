import { getCredits, type CreditPackage, type ResponseOf } from '@dating/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useCurrentUser } from '@/lib/current-member';
import { useLocale } from '@/lib/locale';

type Offer = Pick<ResponseOf<typeof getCredits>, 'packages' | 'tryout' | 'tryout_available'>;

/**
 * The one credit bundle a premium-only alert offers: the tryout while the member may still buy it
 * (the cheapest way to premium), otherwise the cheapest package; null when nothing is on sale.
 */
export function offeredBundle(offer: Offer): CreditPackage | null {
  if (offer.tryout && offer.tryout_available) return offer.tryout;
  return offer.packages.reduce<CreditPackage | null>((cheapest, pkg) => (cheapest === null || pkg.price < cheapest.price ? pkg : cheapest), null);
}

/**
 * The bundle for the logged-in member (GET /api/credits.php, the member's own prices). The cache key
 * is the credits page's, so both share one answer and a purchase refreshes both.
 */
export function useOfferedBundle(): CreditPackage | null {
  const viewer = useCurrentUser();
  const locale = useLocale();
  const query = useQuery({
    queryKey: ['credits', viewer?.id ?? null, locale],
    queryFn: ({ signal }) => api.call(getCredits, { signal }),
    enabled: viewer !== null,
  });
  return query.data ? offeredBundle(query.data) : null;
}

import { getPricing, type ResponseOf } from '@dating/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useLocale } from '@/lib/locale';

export type PriceList = ResponseOf<typeof getPricing>;

/** The prices for the visitor's country, which the server knows from the request (GET /api/pricing.php). */
export const pricingQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: ['pricing', locale],
    queryFn: ({ signal }) => api.call(getPricing, { signal }),
  });

export function usePricing() {
  return useQuery(pricingQueryOptions(useLocale()));
}

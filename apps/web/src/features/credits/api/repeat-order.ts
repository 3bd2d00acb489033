import { getRepeatOrder, postRepeatOrder, type ResponseOf } from '@dating/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type RepeatOffer = ResponseOf<typeof getRepeatOrder>;

/** What one click buys again and the stored mandate it is charged on (GET /api/repeat-order.php; premium members only). */
export function useRepeatOffer(enabled: boolean) {
  return useQuery({
    queryKey: ['repeat-order'],
    queryFn: ({ signal }) => api.callStrict(getRepeatOrder, { signal }),
    enabled,
  });
}

/**
 * Buys the package again on the mandate (POST /api/repeat-order.php). The client sends one
 * Idempotency-Key over every retry of the click, so a retry never charges twice.
 */
export function useRepeatOrder() {
  return useMutation({
    mutationFn: (packageId: number) => api.callStrict(postRepeatOrder, { body: { package_id: packageId } }),
  });
}

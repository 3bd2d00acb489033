import { getSpendingCap, putSpendingCap, type SpendingCap } from '@dating/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const KEY = ['spending-cap'] as const;

/** The member's monthly spending cap and this month's purchases against it (GET /api/spending-cap.php). */
export function useSpendingCap() {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => api.callStrict(getSpendingCap, { signal }) });
}

/** Sets (minor units) or removes (null) the cap (PUT /api/spending-cap.php); the answer replaces the cached one. */
export function useSetSpendingCap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (amount: number | null) => api.callStrict(putSpendingCap, { body: { amount } }),
    onSuccess: (answer: SpendingCap) => client.setQueryData(KEY, answer),
  });
}

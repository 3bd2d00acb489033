import { getPayment, getTransactions, postPayment, type ResponseOf } from '@dating/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type PaymentAnswer = ResponseOf<typeof getPayment>;

/** Starts a payment (POST /api/payment.php); the answer says where the member pays. */
export function useStartPayment() {
  return useMutation({
    mutationFn: (body: { package_id: number; method: string; issuer?: string }) => api.callStrict(postPayment, { body }),
  });
}

/** While a payment is open or pending, it is asked for again every 3 s (the server asks the provider). */
export const PAYMENT_POLL_MS = 3_000;
/** A bank transfer takes days: asked for every 15 s while the page is open (and whenever it is shown again). */
export const TRANSFER_POLL_MS = 15_000;

/** One of the member's payments (GET /api/payment.php?id=). */
export function usePayment(id: number) {
  return useQuery({
    queryKey: ['payment', id],
    queryFn: ({ signal }) => api.call(getPayment, { query: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
    refetchInterval: (query) => {
      const data = query.state.data;
      if (!data || !['open', 'pending'].includes(data.status)) return false;
      return data.bank_transfer ? TRANSFER_POLL_MS : PAYMENT_POLL_MS;
    },
  });
}

/** The member's payments, newest first (GET /api/transactions.php). */
export function useTransactions() {
  return useQuery({
    queryKey: ['transactions'],
    queryFn: ({ signal }) => api.call(getTransactions, { signal }),
  });
}

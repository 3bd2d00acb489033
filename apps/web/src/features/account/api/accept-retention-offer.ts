import { acceptRetentionOffer } from '@dating/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Keeps the account and turns the company's delete_discount into a personal discount code. */
export function useAcceptRetentionOffer() {
  return useMutation({
    mutationFn: () => api.callStrict(acceptRetentionOffer, { body: {} }),
  });
}

import { deleteAccount, type BodyOf, type ResponseOf } from '@dating/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type DeleteAccountInput = BodyOf<typeof deleteAccount>;
export type AccountDeletion = ResponseOf<typeof deleteAccount>;

/**
 * Deletes the account now (a mailed link reactivates it within 14 days). The server ends the
 * session; the caller forgets the member once it has left the member's pages.
 */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountInput) => api.callStrict(deleteAccount, { body }),
  });
}

import { requestPasswordReset } from '@dating/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Mails a single-use link to set a new password (404 email_not_found, 429 too_many_requests). */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => api.callStrict(requestPasswordReset, { body: { email } }),
  });
}

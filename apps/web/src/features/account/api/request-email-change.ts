import { requestEmailChange, type BodyOf } from '@dating/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type EmailChangeInput = BodyOf<typeof requestEmailChange>;

/** Mails a confirmation link to the new address; the answer may carry a "did you mean" suggestion. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (body: EmailChangeInput) => api.callStrict(requestEmailChange, { body }),
  });
}

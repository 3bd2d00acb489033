import { checkEmail, type ResponseOf } from '@dating/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type EmailCheck = ResponseOf<typeof checkEmail>;

/** Checks an e-mail address during signup: syntax, a "did you mean" suggestion, already taken. */
export function useCheckEmail() {
  return useMutation({
    mutationFn: (email: string) => api.callStrict(checkEmail, { body: { email } }),
  });
}

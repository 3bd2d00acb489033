import { confirmDirectDebit, postDirectDebit, resendDirectDebitCode, type DirectDebitForm } from '@dating/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Step 1: the form; the server sends a code by SMS and answers the request's id. */
export function useStartDirectDebit() {
  return useMutation({ mutationFn: (body: DirectDebitForm) => api.callStrict(postDirectDebit, { body }) });
}

/** Another code for the same request (60 s apart, 3 in all). */
export function useResendDirectDebitCode() {
  return useMutation({ mutationFn: (requestId: number) => api.callStrict(resendDirectDebitCode, { body: { request_id: requestId } }) });
}

/** Step 2: the code; the server makes the mandate and the payment and answers its id. */
export function useConfirmDirectDebit() {
  return useMutation({
    mutationFn: (body: { request_id: number; otp: string }) => api.callStrict(confirmDirectDebit, { body }),
  });
}

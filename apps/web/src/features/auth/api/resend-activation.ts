import { resendActivation } from '@dating/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** Sends the activation mail again. Resolves null when the session turned out to be gone. */
export function useResendActivation() {
  return useMutation({
    mutationFn: () => api.call(resendActivation, { body: {} }),
  });
}

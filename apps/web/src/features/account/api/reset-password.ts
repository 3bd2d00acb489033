import { resetPassword, type BodyOf } from '@dating/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { clearMemberData } from '@/lib/logout';

export type ResetPasswordInput = BodyOf<typeof resetPassword>;

/**
 * Sets a new password with a reset link. Every session of the member ends on the server,
 * so a member logged in in this browser is forgotten here too.
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPasswordInput) => api.callStrict(resetPassword, { body }),
    onSuccess: () => clearMemberData(queryClient),
  });
}

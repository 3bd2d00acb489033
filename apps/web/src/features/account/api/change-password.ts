import { changePassword, type BodyOf } from '@dating/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

export type ChangePasswordInput = BodyOf<typeof changePassword>;

/** Changes the password after checking the old one; this session stays, the others end. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordInput) => api.callStrict(changePassword, { body }),
  });
}

import { signup, type SignupBody } from '@dating/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { setCurrentUser } from '@/lib/current-member';

/** Creates the account; the server logs it in and sends the activation mail. */
export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignupBody) => api.callStrict(signup, { body }),
    onSuccess: ({ user }) => setCurrentUser(queryClient, user),
  });
}

import { login, type BodyOf } from '@dating/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { setCurrentUser } from '@/lib/current-member';

export type LoginInput = BodyOf<typeof login>;

export async function loginRequest(input: LoginInput) {
  return (await api.callStrict(login, { body: input })).user;
}

/** Logs in with e-mail and password; the server sets the session cookie. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginRequest,
    onSuccess: (user) => setCurrentUser(queryClient, user),
  });
}

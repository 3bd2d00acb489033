import { updateLanguage, type Locale } from '@dating/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { setCurrentUser } from '@/lib/current-member';

/** Saves the interface language of the logged-in member (PUT /api/user.php). */
export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Locale) => api.call(updateLanguage, { body: { language } }),
    onSuccess: (result) => {
      if (result) setCurrentUser(queryClient, result.user);
    },
  });
}

import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getStaffSession, setStaffLanguage, type StaffUser } from '@dating/contracts';
import { api } from './api';
import { changeLanguage } from './i18n';
import { LANGUAGE_KEY, isConsoleLanguage, type ConsoleLanguage } from './languages';

export const staffQueryKey = ['staff-session'] as const;

/** The signed-in staff member (null: sign in). Not refetched on focus: only calls keep a session alive. */
export const staffQueryOptions = () =>
  queryOptions({
    queryKey: staffQueryKey,
    queryFn: () => api.callStrict(getStaffSession),
    staleTime: Infinity,
  });

export function useStaff(): { staff: StaffUser | null; loading: boolean } {
  const { data, isPending } = useQuery(staffQueryOptions());
  return { staff: data?.staff ?? null, loading: isPending };
}

/**
 * The console language of the signed-in staff member, kept on their account so the API's messages come in
 * it too (decision 052): a language chosen in this browser is saved to the account; without one, the
 * account's language (set by the admin who made it) is taken. Answers the way to choose another.
 */
export function useConsoleLanguage(): (language: ConsoleLanguage) => Promise<void> {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { staff } = useStaff();
  const save = useCallback(
    async (language: ConsoleLanguage) => {
      const answer = await api.callStrict(setStaffLanguage, { body: { language } });
      queryClient.setQueryData(staffQueryKey, { staff: answer.staff });
    },
    [queryClient],
  );
  useEffect(() => {
    if (!staff) return;
    const stored = localStorage.getItem(LANGUAGE_KEY);
    if (isConsoleLanguage(stored)) {
      if (stored !== staff.language) void save(stored).catch(() => undefined);
    } else if (staff.language !== i18n.language) {
      void changeLanguage(i18n, staff.language);
    }
  }, [staff, i18n, save]);
  return useCallback(
    async (language: ConsoleLanguage) => {
      await changeLanguage(i18n, language);
      if (staff) await save(language).catch(() => undefined);
    },
    [i18n, staff, save],
  );
}

import { getUser, type CurrentUser, type Settings } from '@dating/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { usePeriodicRefresh } from '@/lib/periodic-refresh';
import { useRefreshInterval } from '@/lib/push';

export const userQueryKey = ['user'] as const;

/** The member of this session, or null for a visitor. */
export const userQueryOptions = () =>
  queryOptions({
    queryKey: userQueryKey,
    queryFn: async ({ signal }) => (await api.callStrict(getUser, { signal })).user,
    staleTime: 30_000,
  });

export function useUserQuery() {
  return useQuery(userQueryOptions());
}

/** The logged-in member, or null (also while unknown: the shell loads the user before the first page). */
export function useCurrentUser(): CurrentUser | null {
  return useUserQuery().data ?? null;
}

/** Replaces the cached member, e.g. after login or signup. */
export function setCurrentUser(queryClient: QueryClient, user: CurrentUser | null): void {
  queryClient.setQueryData(userQueryKey, user);
}

/**
 * The member is loaded at start; then refreshed 5 s after load and every 60 s, or every 300 s with
 * push subscribed (spec section 9).
 */
export const USER_REFRESH_DELAY_MS = 5_000;

export function useUserRefresh(): void {
  usePeriodicRefresh(userQueryKey, USER_REFRESH_DELAY_MS, useRefreshInterval());
}

/**
 * The visitor and the site as the app loaded them before its first render (bootstrap.ts in the browser,
 * entry-server.tsx on the server), for a page's first-screen data (app/pages.ts FirstScreen, decision 075).
 */
export function loadedVisitor(queryClient: QueryClient): { user: CurrentUser | null; settings: Settings | undefined } {
  const user = queryClient.getQueryData<CurrentUser | null>(userQueryKey) ?? null;
  const [, settings] = queryClient.getQueriesData<Settings>({ queryKey: ['settings'] })[0] ?? [];
  return { user, settings };
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getStaffSession, type StaffUser } from '@dating/contracts';
import { api } from './api';

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

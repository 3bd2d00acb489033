import { getMember, type ResponseOf } from '@dating/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useCurrentUser } from '@/lib/current-member';

export type MemberView = ResponseOf<typeof getMember>;

export const memberQueryKey = ['member'] as const;

/**
 * Another member's profile with photo locks applied (404 when hidden, blocked or deleted). What
 * a viewer sees depends on who they are, so the viewer is part of the key.
 */
export const memberQueryOptions = (id: number, viewerId: number | null) =>
  queryOptions({
    queryKey: [...memberQueryKey, id, viewerId],
    queryFn: async ({ signal }) => api.callStrict(getMember, { query: { id }, signal }),
  });

export function useMember(id: number, enabled = true) {
  const viewer = useCurrentUser();
  return useQuery({ ...memberQueryOptions(id, viewer?.id ?? null), enabled });
}

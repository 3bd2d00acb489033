import { matchFinder } from '@dating/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useCurrentUser } from '@/lib/current-member';
import type { MatchFinderChoices } from '../lib/match-finder-state';

/**
 * Suggested members for the three answers (GET /api/match-finder.php). The server uses age and
 * appearance; race is sent as the spec has it and ignored there by design. Members get the
 * gender they look for, visitors the server's default.
 */
export const findMatchesQueryOptions = (choices: MatchFinderChoices, viewerId: number | null) =>
  queryOptions({
    queryKey: ['match-finder', viewerId, choices],
    queryFn: async ({ signal }) => (await api.callStrict(matchFinder, { query: choices, signal })).profiles,
  });

export function useFindMatches(choices: MatchFinderChoices) {
  const viewer = useCurrentUser();
  return useQuery(findMatchesQueryOptions(choices, viewer?.id ?? null));
}

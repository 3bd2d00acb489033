import { searchMembers, type CurrentUser, type ProfileCard, type SearchQuery } from '@dating/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { searchQueryKey } from '@/lib/query-keys';
import { lookingForOf } from '../lib/sexuality';

const MATCH_COUNT = 12;

/** The search a new member's profile asks for: the gender they look for, in their own country. */
export function matchQuery(profile: CurrentUser['profile']): Partial<SearchQuery> {
  const wanted = profile.gender && profile.sexuality ? lookingForOf(profile.gender, profile.sexuality) : 'both';
  return {
    ...(wanted === 'both' ? {} : { gender: wanted === 'men' ? 'male' : 'female' }),
    ...(profile.country ? { country: profile.country as SearchQuery['country'] } : {}),
    perPage: MATCH_COUNT,
  };
}

/** Members who suit the new member, from the member search (similar members fill up a short list). */
export function useSignupMatches(user: CurrentUser | null) {
  const query = user ? matchQuery(user.profile) : null;
  return useQuery({
    queryKey: [...searchQueryKey, user?.id ?? null, 'signup-matches', query],
    queryFn: async ({ signal }): Promise<ProfileCard[]> => {
      const result = await api.callStrict(searchMembers, { query: query as SearchQuery, signal });
      return [...result.profiles, ...result.similar].slice(0, MATCH_COUNT);
    },
    enabled: query !== null,
  });
}

import { isApiError } from '@dating/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useCurrentUser } from '@/lib/current-member';
import { memberQueryOptions } from '@/lib/member-profile';
import { useCurrentRoute } from '@/lib/route-name';

/**
 * The member of the route (id null when the id is no valid id: the page then answers 404) and
 * whether the visitor was already logged in on arrival (those go on to the profile). Signing up on
 * the page logs the visitor in: the profile shown stays while the signup progress runs.
 */
export function useLandingMember() {
  const raw = Number(useCurrentRoute()?.params.id);
  const id = Number.isInteger(raw) && raw > 0 && raw <= 2_147_483_647 ? raw : null;
  const user = useCurrentUser();
  const [loggedInOnArrival] = useState(() => user !== null);
  const member = useQuery({
    ...memberQueryOptions(id ?? 0, user?.id ?? null),
    enabled: id !== null && !loggedInOnArrival,
    placeholderData: keepPreviousData,
  });
  const notFound = id === null || (isApiError(member.error) && member.error.status === 404);
  return { id, loggedInOnArrival, member, profile: member.data?.profile, notFound };
}


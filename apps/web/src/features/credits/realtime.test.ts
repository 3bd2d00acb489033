import type { CurrentUser } from '@dating/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { userQueryKey } from '@/lib/current-member';
import { creditsRealtimeHandler } from './realtime';

describe('credits realtime handler', () => {
  it('puts a pushed balance and premium into the current member, so the navigation switches to Credits', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(userQueryKey, { id: 4, credits: 10, paid_user: false } as unknown as CurrentUser);
    creditsRealtimeHandler(queryClient, { type: 'balance', credits: 20, premium: true });
    expect(queryClient.getQueryData<CurrentUser>(userQueryKey)).toMatchObject({ id: 4, credits: 20, paid_user: true });
    // Other events and a visitor (no member) change nothing.
    creditsRealtimeHandler(queryClient, { type: 'like', profile_id: 1, match: false });
    expect(queryClient.getQueryData<CurrentUser>(userQueryKey)).toMatchObject({ credits: 20 });
    const visitor = new QueryClient();
    visitor.setQueryData(userQueryKey, null);
    creditsRealtimeHandler(visitor, { type: 'balance', credits: 5, premium: true });
    expect(visitor.getQueryData(userQueryKey)).toBeNull();
  });
});

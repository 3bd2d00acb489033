import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { warningsRealtimeHandler } from './realtime';
import { warningsQueryKey } from './warnings-query-key';

describe('warningsRealtimeHandler', () => {
  it('loads the warnings again when a moderator warned the member', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(warningsQueryKey, { warnings: [] });
    warningsRealtimeHandler(queryClient, { type: 'warning', warning_id: 4 });
    expect(queryClient.getQueryState(warningsQueryKey)?.isInvalidated).toBe(true);
  });

  it('leaves the warnings alone for other events', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(warningsQueryKey, { warnings: [] });
    warningsRealtimeHandler(queryClient, { type: 'balance', credits: 3, premium: false });
    expect(queryClient.getQueryState(warningsQueryKey)?.isInvalidated).toBe(false);
  });
});

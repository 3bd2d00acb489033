import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { photosQueryKey } from './api/get-photos';
import { photosRealtimeHandler } from './realtime';

describe('photosRealtimeHandler', () => {
  it('loads the own photos again when a moderator decided on one', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(photosQueryKey, { photos: [], limit: 3 });
    photosRealtimeHandler(queryClient, { type: 'photo', photo_id: 7, status: 'rejected' });
    expect(queryClient.getQueryState(photosQueryKey)?.isInvalidated).toBe(true);
  });

  it('leaves the photos alone for other events', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(photosQueryKey, { photos: [], limit: 3 });
    photosRealtimeHandler(queryClient, { type: 'balance', credits: 3, premium: false });
    expect(queryClient.getQueryState(photosQueryKey)?.isInvalidated).toBe(false);
  });
});

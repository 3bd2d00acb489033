import { listPushDevices, removePushDevice, removePushSubscription } from '@dating/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export const PUSH_DEVICES_KEY = ['push-devices'] as const;

/** The member's devices with push on (decision 061). */
export function usePushDevices() {
  return useQuery({ queryKey: PUSH_DEVICES_KEY, queryFn: ({ signal }) => api.callStrict(listPushDevices, { signal }) });
}

/** Stops push to one device; the list shown is the server's answer. */
export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.callStrict(removePushDevice, { query: { id } }),
    onSuccess: (result) => queryClient.setQueryData(PUSH_DEVICES_KEY, result),
  });
}

/** Forgets this browser's subscription at the server (push switched off here). */
export function removePushSubscriptionCall(endpoint: string): Promise<unknown> {
  return api.callStrict(removePushSubscription, { body: { endpoint } });
}

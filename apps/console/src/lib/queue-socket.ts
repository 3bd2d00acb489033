import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { SOCKET_PATH } from '@dating/contracts';

/** How long to wait before opening the socket again after it closed. */
const RECONNECT_MS = 5000;
export const QUEUE_KEY = ['operator-queue'] as const;

/**
 * The console's realtime socket (`?console=1`, on the staff cookie; decision 053): each "queue" event
 * (a member waits, a claim, a release, an answer) refetches the queue at once, on every operator's
 * screen. Answers whether the socket is open; the queue's slow poll covers the time it is not.
 */
export function useLiveQueue(): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    let socket: WebSocket | null = null;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
    const open = () => {
      const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
      socket = new WebSocket(`${scheme}://${window.location.host}${SOCKET_PATH}?console=1`);
      socket.onopen = () => {
        setLive(true);
        // What changed while the socket was away.
        refresh();
      };
      socket.onmessage = (message: MessageEvent<string>) => {
        try {
          if ((JSON.parse(message.data) as { type?: string }).type === 'queue') refresh();
        } catch {
          // Not an event: ignored.
        }
      };
      socket.onclose = () => {
        setLive(false);
        if (!stopped) retry = setTimeout(open, RECONNECT_MS);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [queryClient]);
  return live;
}

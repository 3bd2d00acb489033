import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { chatsQueryKey, likesQueryKey } from '@/lib/query-keys';
import { userQueryKey } from '@/lib/current-member';

/** What the push worker (/sw-push.js) posts to open pages. */
export type PushWorkerMessage = { type: 'NEW_PUSH_MESSAGE'; payload?: unknown } | { type: 'NEW_PUSH_CLICK'; checkUrl: string; openUrl: string };

/** The same-origin path (with query) of a URL the worker names, or null for another site's. */
export function localPath(url: string, origin: string = window.location.origin): string | null {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * Listens to the push worker: a push reloads the member, chats and likes (the badge follows); a click
 * on a notification opens its page in this tab unless the tab shows it already.
 */
export function usePushMessages(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useEffect(() => {
    const container = typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    if (!container) return;
    const onMessage = (event: MessageEvent<PushWorkerMessage>) => {
      const message = event.data;
      if (message?.type === 'NEW_PUSH_MESSAGE') {
        for (const queryKey of [userQueryKey, chatsQueryKey, likesQueryKey]) void queryClient.invalidateQueries({ queryKey });
      } else if (message?.type === 'NEW_PUSH_CLICK') {
        const path = localPath(message.openUrl);
        if (path && window.location.pathname !== message.checkUrl) void navigate(path);
      }
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [queryClient, navigate]);
}

import { useEffect } from 'react';
import { usePushSync } from '@/features/account/components/push-alert/use-push-sync';
import { useChatsRefresh } from '@/features/chat/api/get-chats';
import { useLikesRefresh } from '@/features/likes/api/get-likes';
import { activityTotal, useActivityCounts } from './activity-counts';
import { useRealtime } from './realtime/socket';

/**
 * What only a logged-in member's pages run: the likes and chats reloads, the socket, the push
 * subscription; reports unread messages plus new likes to the shell (title, menu badge, app badge). A lazy chunk of its own, so a visitor's first page does not load it (issue 17, decision 065).
 */
export function MemberEffects({ onCount }: { onCount: (count: number) => void }) {
  const count = activityTotal(useActivityCounts());
  useLikesRefresh();
  useChatsRefresh();
  useRealtime();
  usePushSync();
  useEffect(() => {
    onCount(count);
  }, [count, onCount]);
  useEffect(() => () => onCount(0), [onCount]);
  return null;
}

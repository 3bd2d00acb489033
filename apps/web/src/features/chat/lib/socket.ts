import { SOCKET_PATH, ServerEvent, type ClientEvent } from '@dating/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUser } from '@/features/auth/api/get-user';
import { chatsQueryKey } from '../api/get-chats';
import { conversationKey } from '../api/get-conversation';
import { appendMessage, markRead, setTotals } from './chat-cache';
import { typingStore, type TypingStore } from './typing';

/** Reconnect after 1, 2, 4 … s, at most 60 s apart. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 60_000;

export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** attempt);
}

/** A pushed frame as a ServerEvent, or null for anything else (ignored). */
export function parseServerEvent(data: unknown): ServerEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = ServerEvent.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Applies a pushed event to the caches: the open conversation, the chats list, totals, typing. */
export function applyServerEvent(queryClient: QueryClient, event: ServerEvent, typing: TypingStore = typingStore): void {
  switch (event.type) {
    case 'message': {
      appendMessage(queryClient, event.conversation_id, event.profile_id, event.message);
      if (!event.message.from_me) typing.stop(event.conversation_id);
      // An open conversation is reloaded: opening it is what marks the new message read.
      for (const key of [conversationKey({ id: event.conversation_id }), conversationKey({ profileId: event.profile_id })]) {
        void queryClient.invalidateQueries({ queryKey: key, exact: true, refetchType: 'active' });
      }
      void queryClient.invalidateQueries({ queryKey: chatsQueryKey });
      return;
    }
    case 'read':
      markRead(queryClient, event.conversation_id, event.profile_id);
      return;
    case 'typing':
      typing.start(event.conversation_id);
      return;
    case 'totals':
      setTotals(queryClient, { unread_messages: event.unread_messages, new_likes: event.new_likes });
      return;
    case 'like':
      void queryClient.invalidateQueries({ queryKey: ['likes'] });
      return;
  }
}

export function socketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${SOCKET_PATH}`;
}

interface SocketOptions {
  queryClient: QueryClient;
  url?: string;
  createSocket?: (url: string) => WebSocket;
  typing?: TypingStore;
}

export interface ChatSocket {
  /** Tells the other side the member is typing; dropped silently while disconnected. */
  sendTyping(conversationId: number): void;
  close(): void;
}

/**
 * The realtime connection: reconnects with back-off and never shows an error; while it is down
 * the periodic reload of the user and the chats keeps the screens up to date.
 */
export function connectChatSocket({ queryClient, url = socketUrl(), createSocket = (u) => new WebSocket(u), typing }: SocketOptions): ChatSocket {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const open = () => {
    if (closed) return;
    try {
      socket = createSocket(url);
    } catch {
      scheduleReconnect();
      return;
    }
    socket.onopen = () => {
      attempt = 0;
    };
    socket.onmessage = (frame: MessageEvent) => {
      const event = parseServerEvent(frame.data);
      if (event) applyServerEvent(queryClient, event, typing);
    };
    socket.onerror = () => undefined;
    socket.onclose = () => {
      socket = null;
      scheduleReconnect();
    };
  };

  const scheduleReconnect = () => {
    if (closed) return;
    timer = setTimeout(open, reconnectDelay(attempt));
    attempt += 1;
  };

  open();
  return {
    sendTyping(conversationId) {
      if (socket?.readyState !== 1) return;
      const event: ClientEvent = { type: 'typing', conversation_id: conversationId };
      socket.send(JSON.stringify(event));
    },
    close() {
      closed = true;
      clearTimeout(timer);
      if (socket) {
        socket.onclose = null;
        socket.close();
      }
      socket = null;
    },
  };
}

/** How long an unused connection stays open, for the next page that wants it. */
const CLOSE_GRACE_MS = 2_000;

let current: { socket: ChatSocket; users: number; memberId: number } | null = null;

/** The shared connection of this tab, if any (for typing events). */
export function chatSocket(): ChatSocket | null {
  return current?.socket ?? null;
}

/** Keeps one socket open while a member is logged in; any number of components may use it. */
export function useChatSocket(): void {
  const queryClient = useQueryClient();
  const memberId = useCurrentUser()?.id ?? null;
  useEffect(() => {
    if (memberId === null || typeof WebSocket === 'undefined') return;
    if (current && current.memberId !== memberId) {
      // Another member logged in in this tab: the old connection speaks for the old session.
      current.socket.close();
      current = null;
    }
    current ??= { socket: connectChatSocket({ queryClient }), users: 0, memberId };
    current.users += 1;
    return () => {
      if (!current) return;
      current.users -= 1;
      // A grace period: going from the list to a conversation keeps the same connection.
      setTimeout(() => {
        if (current?.users !== 0) return;
        current.socket.close();
        current = null;
      }, CLOSE_GRACE_MS);
    };
  }, [queryClient, memberId]);
}

// The schema of pushed events, with zod, in this lazy member-only chunk: `@dating/contracts/realtime` is the real
// module in every build (the bare package is zod-free in the site's build, decision 069); zod is set up first.
import '@/lib/zod-jitless';
import { ServerEvent } from '@dating/contracts/realtime';
import { ACCOUNT_BANNED_CLOSE, SOCKET_PATH, type ClientEvent } from '@dating/contracts';
import { pathFor } from '@dating/i18n';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useCurrentUser } from '@/lib/current-member';
import { useLocale } from '@/lib/locale';
import { TAB_ID, sendPageHidden } from '@/lib/page-visibility';
import { setRealtimeSender, type RealtimeHandler } from '@/lib/realtime';
import { REALTIME_HANDLERS } from './handlers';

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

/** Hands a pushed event to every feature's handler. */
export function dispatchServerEvent(
  queryClient: QueryClient,
  event: ServerEvent,
  handlers: readonly RealtimeHandler[] = REALTIME_HANDLERS,
): void {
  for (const handle of handlers) handle(queryClient, event);
}

export function socketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${SOCKET_PATH}?tab=${encodeURIComponent(TAB_ID)}`;
}

/** The part of a WebSocket the connection uses (tests hand in a fake). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((frame: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send(data: string): void;
  close(): void;
}

interface SocketOptions {
  queryClient: QueryClient;
  url?: string;
  createSocket?: (url: string) => SocketLike;
  handlers?: readonly RealtimeHandler[];
  /** Whether the page is hidden: a socket that opens behind a hidden page says so (decision 042). */
  pageHidden?: () => boolean;
  /** The server closed the socket because the account was banned (decision 051): no reconnect. */
  onBanned?: () => void;
}

export interface RealtimeSocket {
  /** Sends an event (typing); dropped silently while disconnected. */
  send(event: ClientEvent): void;
  close(): void;
}

/**
 * The realtime connection: reconnects with back-off and never shows an error; while it is down
 * the periodic reload of the user and the chats keeps the screens up to date.
 */
export function connectRealtime({
  queryClient,
  url = socketUrl(),
  createSocket = (u) => new WebSocket(u),
  handlers = REALTIME_HANDLERS,
  pageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  onBanned,
}: SocketOptions): RealtimeSocket {
  let socket: SocketLike | null = null;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  let opened = false;

  const open = () => {
    if (closed) return;
    try {
      socket = createSocket(url);
    } catch {
      scheduleReconnect();
      return;
    }
    socket.onopen = () => {
      // Events sent while the connection was down are lost: after a reconnect the open pages fetch again.
      if (opened) void queryClient.invalidateQueries();
      opened = true;
      attempt = 0;
      // The server counts a new socket as a visible tab.
      if (pageHidden()) socket?.send(JSON.stringify({ type: 'page', visible: false } satisfies ClientEvent));
    };
    socket.onmessage = (frame) => {
      const event = parseServerEvent(frame.data);
      if (event) dispatchServerEvent(queryClient, event, handlers);
    };
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      socket = null;
      if (event?.code === ACCOUNT_BANNED_CLOSE.code && onBanned) {
        closed = true;
        onBanned();
        return;
      }
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
    send(event) {
      if (socket?.readyState !== 1) return;
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

let current: { socket: RealtimeSocket; users: number; memberId: number } | null = null;

/** Keeps one socket open while a member is logged in (the app shell uses it once). */
export function useRealtime(): void {
  const queryClient = useQueryClient();
  const memberId = useCurrentUser()?.id ?? null;
  const activeLocale = useLocale();
  const locale = useRef(activeLocale);
  useEffect(() => {
    locale.current = activeLocale;
  }, [activeLocale]);
  useEffect(() => {
    if (memberId === null || typeof WebSocket === 'undefined') return;
    if (current && current.memberId !== memberId) {
      // Another member logged in in this tab: the old connection speaks for the old session.
      current.socket.close();
      current = null;
      setRealtimeSender(null);
    }
    if (!current) {
      // A banned member's session is gone: the whole page reloads on the ban page, forgetting what it held.
      const onBanned = () => window.location.assign(`${pathFor('pageBan', locale.current)}?banned=1`);
      const socket = connectRealtime({ queryClient, onBanned });
      current = { socket, users: 0, memberId };
      setRealtimeSender((event) => socket.send(event));
    }
    current.users += 1;
    // Hidden: push takes over (the beacon leaves even while the page closes); visible: live again.
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') sendPageHidden();
      else current?.socket.send({ type: 'page', visible: true });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      if (!current) return;
      current.users -= 1;
      // A grace period: a new member's page or a remount keeps the same connection.
      setTimeout(() => {
        if (current?.users !== 0) return;
        current.socket.close();
        current = null;
        setRealtimeSender(null);
      }, CLOSE_GRACE_MS);
    };
  }, [queryClient, memberId]);
}

import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeHandler } from '@/lib/realtime';
import { connectRealtime, dispatchServerEvent, parseServerEvent, reconnectDelay } from './socket';

describe('server events', () => {
  it('ignores frames that are not server events', () => {
    expect(parseServerEvent('not json')).toBeNull();
    expect(parseServerEvent(JSON.stringify({ type: 'unknown' }))).toBeNull();
    expect(parseServerEvent(JSON.stringify({ type: 'totals', unread_messages: 1, new_likes: 0 }))).toEqual({ type: 'totals', unread_messages: 1, new_likes: 0 });
  });
});

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((frame: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((event?: { code: number }) => void) | null = null;
  constructor() {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
}

describe('realtime connection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const connect = (queryClient = new QueryClient(), handlers: readonly RealtimeHandler[] = []) =>
    connectRealtime({ queryClient, url: 'ws://test/api/socket.php', createSocket: () => new FakeSocket(), handlers });

  it('backs off 1, 2, 4 … s up to a minute', () => {
    expect([0, 1, 2, 3].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000]);
    expect(reconnectDelay(20)).toBe(60_000);
  });

  it('reconnects after a failure without bothering the member, sooner again once connected', () => {
    const socket = connect();
    FakeSocket.all[0]!.onclose?.();
    vi.advanceTimersByTime(999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
    FakeSocket.all[1]!.onclose?.();
    vi.advanceTimersByTime(2000);
    expect(FakeSocket.all).toHaveLength(3);
    FakeSocket.all[2]!.onopen?.();
    FakeSocket.all[2]!.onclose?.();
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(4);
    socket.close();
    vi.advanceTimersByTime(120_000);
    expect(FakeSocket.all).toHaveLength(4);
  });

  it('fetches the open pages again after a reconnect, not after the first connection', () => {
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    connect(queryClient);
    FakeSocket.all[0]!.onopen?.();
    expect(invalidate).not.toHaveBeenCalled();
    FakeSocket.all[0]!.onclose?.();
    vi.advanceTimersByTime(1000);
    FakeSocket.all[1]!.onopen?.();
    expect(invalidate).toHaveBeenCalledOnce();
  });

  it('does not reconnect after the server closed the socket for a ban, and tells the app', () => {
    const onBanned = vi.fn();
    connectRealtime({ queryClient: new QueryClient(), url: 'ws://test/api/socket.php', createSocket: () => new FakeSocket(), handlers: [], onBanned });
    FakeSocket.all[0]!.onclose?.({ code: 4401 });
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(onBanned).not.toHaveBeenCalled();
    FakeSocket.all[1]!.onclose?.({ code: 4403 });
    vi.advanceTimersByTime(120_000);
    expect(onBanned).toHaveBeenCalledOnce();
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('hands each pushed event to every handler, skips other frames, and sends only while open', () => {
    const queryClient = new QueryClient();
    const seen: string[][] = [[], []];
    const handlers = seen.map((list): RealtimeHandler => (_client, event) => list.push(event.type));
    const socket = connect(queryClient, handlers);
    const fake = FakeSocket.all[0]!;
    socket.send({ type: 'typing', conversation_id: 3 });
    expect(fake.sent).toEqual([]);
    fake.readyState = 1;
    fake.onopen?.();
    fake.onmessage?.({ data: JSON.stringify({ type: 'like', profile_id: 7, match: false }) });
    fake.onmessage?.({ data: 'not json' });
    fake.onmessage?.({ data: JSON.stringify({ type: 'totals', unread_messages: 1, new_likes: 2 }) });
    expect(seen).toEqual([
      ['like', 'totals'],
      ['like', 'totals'],
    ]);
    socket.send({ type: 'typing', conversation_id: 3 });
    expect(fake.sent.map((s) => JSON.parse(s) as unknown)).toEqual([{ type: 'typing', conversation_id: 3 }]);
    socket.close();
  });

  it('registers the chat and likes handlers: a pushed like reloads the likes, a message the chats', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['likes', 1], { liked: [] });
    queryClient.setQueryData(['chats', 1], { chats: [] });
    dispatchServerEvent(queryClient, { type: 'like', profile_id: 7, match: false });
    expect(queryClient.getQueryState(['likes', 1])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['chats', 1])?.isInvalidated).toBe(false);
  });
});

import type { ChatMessage } from '@dating/contracts';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { userQueryKey } from '@/features/auth/api/get-user';
import { chatsQueryOptions, type Chats } from '../api/get-chats';
import { conversationKey, type Conversation } from '../api/get-conversation';
import { applyServerEvent, connectChatSocket, parseServerEvent, reconnectDelay } from './socket';
import { createTypingStore } from './typing';

const card = { id: 7, name: 'Sanne', age: 30, gender: 'female' as const, city: null, country: 'NL', region: null, fictional: false, main_image: null };
const message = (id: number, fromMe = false): ChatMessage => ({
  id,
  from_me: fromMe,
  kind: 'text',
  body: `bericht ${id}`,
  gift: null,
  photo: null,
  created_at: '2026-11-22T02:00:00.000Z',
  read: false,
  held: false,
});
const conversation = (messages: ChatMessage[]): Conversation => ({
  conversation: { id: 3 },
  profile: card,
  messages,
  history_limited: false,
  held_notice: false,
  other_unconfirmed: false,
});
const chats: Chats = { chats: [], totals: { unread_messages: 1, new_likes: 0 } };

describe('chat socket events', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    queryClient = new QueryClient();
  });

  it('appends a pushed message to the open conversation once, whether opened by id or by member', () => {
    queryClient.setQueryData(conversationKey({ id: 3 }), conversation([message(1)]));
    queryClient.setQueryData(conversationKey({ profileId: 7 }), conversation([message(1)]));
    const event = { type: 'message', conversation_id: 3, profile_id: 7, message: message(2) } as const;
    applyServerEvent(queryClient, event, createTypingStore());
    applyServerEvent(queryClient, event, createTypingStore());
    expect(queryClient.getQueryData<Conversation>(conversationKey({ id: 3 }))?.messages.map((m) => m.id)).toEqual([1, 2]);
    expect(queryClient.getQueryData<Conversation>(conversationKey({ profileId: 7 }))?.messages.map((m) => m.id)).toEqual([1, 2]);
  });

  it('reloads the chats list when a message arrives, and leaves unopened conversations alone', () => {
    queryClient.setQueryData(chatsQueryOptions(1).queryKey, chats);
    applyServerEvent(queryClient, { type: 'message', conversation_id: 9, profile_id: 8, message: message(5) }, createTypingStore());
    expect(queryClient.getQueryState(chatsQueryOptions(1).queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData(conversationKey({ id: 9 }))).toBeUndefined();
  });

  it('puts pushed totals into the chats list', () => {
    queryClient.setQueryData(chatsQueryOptions(1).queryKey, chats);
    applyServerEvent(queryClient, { type: 'totals', unread_messages: 4, new_likes: 2 });
    expect(queryClient.getQueryData<Chats>(chatsQueryOptions(1).queryKey)?.totals).toEqual({ unread_messages: 4, new_likes: 2 });
  });

  it('marks the own messages read when the other side opened the conversation', () => {
    queryClient.setQueryData(conversationKey({ id: 3 }), conversation([message(1, true), message(2)]));
    applyServerEvent(queryClient, { type: 'read', conversation_id: 3, profile_id: 7 });
    const messages = queryClient.getQueryData<Conversation>(conversationKey({ id: 3 }))?.messages;
    expect(messages?.map((m) => m.read)).toEqual([true, false]);
  });

  it('shows typing until their message arrives', () => {
    const typing = createTypingStore();
    applyServerEvent(queryClient, { type: 'typing', conversation_id: 3, profile_id: 7 }, typing);
    expect(typing.isTyping(3)).toBe(true);
    expect(typing.isTyping(4)).toBe(false);
    applyServerEvent(queryClient, { type: 'message', conversation_id: 3, profile_id: 7, message: message(2) }, typing);
    expect(typing.isTyping(3)).toBe(false);
  });

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
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
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

describe('chat socket connection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const connect = (queryClient = new QueryClient()) =>
    connectChatSocket({ queryClient, url: 'ws://test/api/socket.php', createSocket: () => new FakeSocket() as unknown as WebSocket });

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

  it('applies pushed frames to the caches and sends typing only while open', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(userQueryKey, null);
    queryClient.setQueryData(conversationKey({ id: 3 }), conversation([]));
    const socket = connect(queryClient);
    const fake = FakeSocket.all[0]!;
    socket.sendTyping(3);
    expect(fake.sent).toEqual([]);
    fake.readyState = 1;
    fake.onopen?.();
    fake.onmessage?.({ data: JSON.stringify({ type: 'message', conversation_id: 3, profile_id: 7, message: message(8) }) });
    expect(queryClient.getQueryData<Conversation>(conversationKey({ id: 3 }))?.messages.map((m) => m.id)).toEqual([8]);
    socket.sendTyping(3);
    expect(fake.sent.map((s) => JSON.parse(s) as unknown)).toEqual([{ type: 'typing', conversation_id: 3 }]);
    socket.close();
  });
});

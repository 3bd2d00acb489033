import { describe, expect, it } from 'vitest';
import { messageCounter } from './counter';
import { sortChats } from './sort-chats';

describe('message counter', () => {
  it('counts up to the maximum of settings.message_length', () => {
    expect(messageCounter('hallo', 500)).toEqual({ length: 5, max: 500, remaining: 495, tooLong: false, sendable: true });
    expect(messageCounter('x'.repeat(500), 500).sendable).toBe(true);
  });

  it('does not send an empty or too long message', () => {
    expect(messageCounter('   \n ', 500).sendable).toBe(false);
    const over = messageCounter('x'.repeat(501), 500);
    expect(over).toMatchObject({ tooLong: true, sendable: false, remaining: -1 });
  });
});

describe('chat order', () => {
  it('shows the newest last message first and chats without messages last', () => {
    const at = (id: number, created_at: string | null) => ({
      conversation: { id },
      profile: { id, name: 'x', age: null, gender: null, city: null, country: null, region: null, fictional: false, main_image: null },
      num_unread_messages: 0,
      last_message: created_at ? { body: '', kind: 'text' as const, from_me: false, created_at } : null,
    });
    const sorted = sortChats([at(1, '2026-11-20T10:00:00Z'), at(2, null), at(3, '2026-11-21T10:00:00Z')]);
    expect(sorted.map((c) => c.conversation.id)).toEqual([3, 1, 2]);
  });
});

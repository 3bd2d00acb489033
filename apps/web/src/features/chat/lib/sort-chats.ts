import type { ChatItem } from '../api/get-chats';

/** Newest last message first; chats without messages last, newest conversation first among them. */
export function sortChats(chats: readonly ChatItem[]): ChatItem[] {
  const time = (item: ChatItem) => (item.last_message ? Date.parse(item.last_message.created_at) : Number.NEGATIVE_INFINITY);
  return [...chats].sort((a, b) => time(b) - time(a) || b.conversation.id - a.conversation.id);
}

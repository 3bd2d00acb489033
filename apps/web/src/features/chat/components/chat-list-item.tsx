import { Badge } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { FictionalBadge } from '@/components/member/fictional-badge';
import { LocalLink } from '@/lib/localized-path';
import type { ChatItem } from '../api/get-chats';
import { ChatAvatar } from './chat-avatar';

interface ChatListItemProps {
  item: ChatItem;
  current: boolean;
  onDelete: (item: ChatItem) => void;
}

/** One chat: photo, name, the last message and the unread count; a separate delete button. */
export function ChatListItem({ item, current, onDelete }: ChatListItemProps) {
  const { t } = useTranslation('chat');
  const last = item.last_message;
  const text = !last
    ? t('list.noMessages')
    : last.kind === 'gift'
      ? last.from_me
        ? t('list.gift')
        : t('list.giftReceived')
      : last.kind === 'photo'
        ? last.from_me
          ? t('list.photo')
          : t('list.photoReceived')
        : last.from_me
        ? t('list.you', { text: last.body })
        : last.body;
  const unread = item.num_unread_messages > 0;
  return (
    <li className={`chat-item ${current ? 'chat-item-current' : ''} ${unread ? 'chat-item-unread' : ''}`}>
      <LocalLink to="chat" params={{ id: item.conversation.id }} className="chat-item-link" aria-current={current ? 'page' : undefined}>
        <ChatAvatar profile={item.profile} />
        <span className="chat-item-body">
          <span className="chat-item-name">
            {item.profile.name}
            {item.profile.fictional ? <FictionalBadge className="chat-item-fictional" /> : null}
          </span>
          <span className="chat-item-preview">{text}</span>
        </span>
        <Badge count={item.num_unread_messages} label={t('list.unread', { count: item.num_unread_messages })} />
      </LocalLink>
      <button
        type="button"
        className="btn btn-ghost btn-small chat-item-delete"
        aria-label={t('list.delete', { name: item.profile.name })}
        title={t('list.delete', { name: item.profile.name })}
        onClick={() => onDelete(item)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M9 3h6l1 2h4v2H4V5h4l1-2Zm-3 6h12l-1 12H7L6 9Zm4 2v8h1.5v-8H10Zm3.5 0v8H15v-8h-1.5Z" />
        </svg>
      </button>
    </li>
  );
}

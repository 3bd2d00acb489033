import { userMessage } from '@dating/api-client';
import { Alert } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LocalLink, useLocalizedPath } from '@/lib/localized-path';
import { useDeleteChat } from '../api/delete-chat';
import { useChats, type ChatItem } from '../api/get-chats';
import { sortChats } from '../lib/sort-chats';
import { ChatListItem } from './chat-list-item';

/** The conversation list, newest first; deleting the open conversation goes back to the list. */
export function ChatList({ currentId }: { currentId?: number }) {
  const { t } = useTranslation('chat');
  const chats = useChats();
  const remove = useDeleteChat(t('list.deleteFailed'));
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();

  const onDelete = (item: ChatItem) => {
    remove.mutate({ conversationId: item.conversation.id });
    if (item.conversation.id === currentId) void navigate(localizedPath('chats'), { replace: true });
  };

  if (chats.isPending) return <p role="status">{t('list.loading')}</p>;
  if (chats.isError) {
    return (
      <Alert tone="danger">
        <p>{userMessage(chats.error, t('list.loadFailed'))}</p>
      </Alert>
    );
  }
  const items = sortChats(chats.data?.chats ?? []);
  if (items.length === 0) {
    return (
      <div className="chat-list-empty">
        <p>{t('list.empty')}</p>
        <LocalLink to="members" className="btn btn-primary">
          {t('list.emptyLink')}
        </LocalLink>
      </div>
    );
  }
  return (
    <ul className="chat-list" aria-label={t('list.label')}>
      {items.map((item) => (
        <ChatListItem key={item.conversation.id} item={item} current={item.conversation.id === currentId} onDelete={onDelete} />
      ))}
    </ul>
  );
}

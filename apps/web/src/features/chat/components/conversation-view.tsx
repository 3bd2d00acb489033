import { isApiError, userMessage } from '@dating/api-client';
import { Alert } from '@dating/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/document-title';
import { LocalLink } from '@/lib/localized-path';
import { chatsQueryKey, useChats } from '../api/get-chats';
import { useConversation, type ConversationRef } from '../api/get-conversation';
import { useTyping } from '../lib/typing';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import { ConversationNotices } from './conversation-notices';
import { MessageList } from './message-list';

/** One conversation: header, notices, the messages and the composer. */
export function ConversationView({ conversationRef }: { conversationRef: ConversationRef }) {
  const { t } = useTranslation('chat');
  const queryClient = useQueryClient();
  const conversation = useConversation(conversationRef);
  const data = conversation.data;
  const conversationId = data?.conversation?.id;
  const typing = useTyping(conversationId);
  useDocumentTitle(data?.profile.name ?? t('title'));

  // Opening the conversation set its unread count to 0 on the server: the list and badge follow.
  useEffect(() => {
    if (conversation.dataUpdatedAt > 0) void queryClient.invalidateQueries({ queryKey: chatsQueryKey });
  }, [conversation.dataUpdatedAt, queryClient]);

  // Without the socket, a periodic reload of the list that shows unread messages here reloads it.
  const unreadHere = useChats().data?.chats.find((item) => item.conversation.id === conversationId)?.num_unread_messages ?? 0;
  const { refetch } = conversation;
  useEffect(() => {
    if (unreadHere > 0) void refetch();
  }, [unreadHere, refetch]);

  if (conversation.isPending) {
    return (
      <section className="chat-main">
        <p role="status">{t('conversation.loading')}</p>
      </section>
    );
  }
  if (!data) {
    const notFound = isApiError(conversation.error) && conversation.error.status === 404;
    return (
      <section className="chat-main">
        <Alert tone={notFound ? 'warning' : 'danger'} live>
          <p>{notFound ? t('conversation.notFound') : userMessage(conversation.error, t('conversation.loadFailed'))}</p>
          <LocalLink to="chats">{t('conversation.back')}</LocalLink>
        </Alert>
      </section>
    );
  }
  return (
    <section className="chat-main" aria-labelledby="chat-with">
      <ConversationHeader profile={data.profile} />
      <ConversationNotices conversation={data} />
      <MessageList messages={data.messages} profile={data.profile} conversationId={conversationId} />
      <p className="chat-typing" aria-live="polite">
        {typing ? t('conversation.typing', { name: data.profile.name }) : ''}
      </p>
      <Composer profile={data.profile} conversationId={conversationId} freeConversationsLeft={data.free_conversations_left} />
    </section>
  );
}

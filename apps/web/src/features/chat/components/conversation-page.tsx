import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCurrentUser } from '@/lib/current-member';
import { useCurrentRoute } from '@/lib/route-name';
import { conversationQueryOptions, type ConversationRef } from '../api/get-conversation';
import { ChatList } from './chat-list';
import { ConversationView } from './conversation-view';
import { LoginRequired } from './login-required';

const MAX_ID = 2_147_483_647;

/**
 * /chats/{id} (a conversation) and /members/{id}/chat (the conversation with a member): the list
 * beside it on wide screens, hidden below 992 px (spec section 2).
 */
export function ConversationPage() {
  const { t } = useTranslation('chat');
  const params = useParams();
  const byMember = useCurrentRoute()?.name === 'memberChat';
  const user = useCurrentUser();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0 && id <= MAX_ID;
  const ref: ConversationRef | null = valid ? (byMember ? { profileId: id } : { id }) : null;
  // The same query as the view's: it tells the list which conversation is open.
  const open = useQuery({ ...conversationQueryOptions(ref ?? { id: 0 }), enabled: ref !== null && user !== null });

  if (!user) return <LoginRequired />;
  return (
    <div className="chat-page">
      <aside className="chat-aside" aria-labelledby="chat-aside-heading">
        <h2 id="chat-aside-heading" className="chat-aside-heading">
          {t('title')}
        </h2>
        <ChatList currentId={open.data?.conversation?.id} />
      </aside>
      {ref ? (
        <ConversationView key={JSON.stringify(ref)} conversationRef={ref} />
      ) : (
        <section className="chat-main">
          <p role="alert">{t('conversation.notFound')}</p>
        </section>
      )}
    </div>
  );
}

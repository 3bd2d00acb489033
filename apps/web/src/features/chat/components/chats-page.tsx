import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/current-member';
import { useDocumentTitle } from '@/lib/document-title';
import { ChatList } from './chat-list';
import { LoginRequired } from './login-required';

/** /chats: every conversation of the member, newest first. */
export function ChatsPage() {
  const { t } = useTranslation('chat');
  useDocumentTitle(t('title'));
  const user = useCurrentUser();
  if (!user) return <LoginRequired />;
  return (
    <div className="page chats-page">
      <h1>{t('list.heading')}</h1>
      <ChatList />
    </div>
  );
}

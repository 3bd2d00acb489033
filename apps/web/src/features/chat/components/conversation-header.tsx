import type { ProfileCard } from '@dating/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FictionalBadge } from '@/components/member/fictional-badge';
import { useCurrentUser } from '@/lib/current-member';
import { LocalLink, useLocalizedPath } from '@/lib/localized-path';
import { useDeleteChat } from '../api/delete-chat';
import { ChatAvatar } from './chat-avatar';

/** Back to the list, who the conversation is with, the balance, and removing every chat with them. */
export function ConversationHeader({ profile }: { profile: ProfileCard }) {
  const { t } = useTranslation('chat');
  const user = useCurrentUser();
  const remove = useDeleteChat(t('list.deleteFailed'));
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();

  const onDeleteAll = () => {
    remove.mutate({ profileId: profile.id });
    void navigate(localizedPath('chats'), { replace: true });
  };

  return (
    <header className="chat-header">
      <LocalLink to="chats" className="chat-back">
        <span aria-hidden="true">← </span>
        <span className="chat-back-text">{t('conversation.back')}</span>
      </LocalLink>
      <LocalLink to="member" params={{ id: profile.id }} className="chat-header-profile" aria-label={t('conversation.profile', { name: profile.name })}>
        <ChatAvatar profile={profile} size={40} />
      </LocalLink>
      <h1 id="chat-with" className="chat-header-name">
        {profile.name}
        {profile.fictional ? <FictionalBadge /> : null}
      </h1>
      {user ? (
        <LocalLink to="credits" className="chat-credits" data-testid="chat-credits">
          {t('conversation.credits', { count: user.credits })}
        </LocalLink>
      ) : null}
      <button type="button" className="btn btn-ghost btn-small chat-delete-all" onClick={onDeleteAll}>
        {t('conversation.deleteAll', { name: profile.name })}
      </button>
    </header>
  );
}

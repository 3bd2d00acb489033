import { Alert } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { FictionalWarning } from '@/components/member/fictional-warning';
import type { Conversation } from '../api/get-conversation';

/** What the member must know about this conversation (spec sections 1 and 8). */
export function ConversationNotices({ conversation }: { conversation: Conversation }) {
  const { t } = useTranslation('chat');
  return (
    <div className="chat-notices">
      {conversation.profile.fictional ? <FictionalWarning /> : null}
      {conversation.held_notice ? (
        <Alert tone="warning">
          <p>{t('notices.held')}</p>
        </Alert>
      ) : null}
      {conversation.other_unconfirmed ? (
        <Alert tone="info">
          <p>{t('notices.otherUnconfirmed', { name: conversation.profile.name })}</p>
        </Alert>
      ) : null}
      {conversation.history_limited ? <p className="chat-history-limited">{t('notices.historyLimited')}</p> : null}
    </div>
  );
}

import type { ChatMessage, ProfileCard } from '@dating/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/locale';
import { MessageItem } from './message-item';

/** The messages, oldest first, kept scrolled to the newest. */
export function MessageList({ messages, profile, conversationId }: { messages: ChatMessage[]; profile: ProfileCard; conversationId: number | undefined }) {
  const { t } = useTranslation('chat');
  const locale = useLocale();
  const end = useRef<HTMLDivElement>(null);
  const timeFormat = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }), [locale]);
  const lastId = messages.at(-1)?.id;

  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [lastId]);

  return (
    <div className="chat-messages">
      {messages.length === 0 ? <p className="chat-messages-empty">{t('conversation.empty')}</p> : null}
      <ol className="chat-message-list" aria-label={t('conversation.messages', { name: profile.name })}>
        {messages.map((message) => (
          <MessageItem key={message.id} message={message} profile={profile} conversationId={conversationId} timeFormat={timeFormat} />
        ))}
      </ol>
      <div ref={end} />
    </div>
  );
}

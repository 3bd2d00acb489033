import type { ChatMessage } from '@dating/contracts';
import { useTranslation } from 'react-i18next';
import { giftName } from '../lib/gift-name';

/** One message: the own on the right, theirs on the left; gifts as their picture. */
export function MessageItem({ message, timeFormat }: { message: ChatMessage; timeFormat: Intl.DateTimeFormat }) {
  const { t } = useTranslation('chat');
  const sent = new Date(message.created_at);
  const side = message.from_me ? 'chat-message-mine' : 'chat-message-theirs';
  return (
    <li className={`chat-message ${side} ${message.kind === 'gift' ? 'chat-message-gift' : ''}`}>
      {message.from_me ? <span className="sr-only">{t('conversation.you')}: </span> : null}
      {message.kind === 'gift' && message.gift ? (
        <img className="chat-gift-image" src={message.gift.image} alt={giftName(t, message.gift.code)} width={96} height={96} />
      ) : (
        <p className="chat-message-body">{message.body}</p>
      )}
      <span className="chat-message-meta">
        <time dateTime={message.created_at} title={t('conversation.sentAt', { time: sent.toLocaleString() })}>
          {timeFormat.format(sent)}
        </time>
        {message.from_me && message.held ? <span className="chat-message-held">{t('conversation.held')}</span> : null}
        {message.from_me && message.read ? <span className="chat-message-read">{t('conversation.read')}</span> : null}
      </span>
    </li>
  );
}

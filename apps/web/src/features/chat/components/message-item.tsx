import type { ChatMessage, ProfileCard } from '@dating/contracts';
import { useTranslation } from 'react-i18next';
import { giftName } from '../lib/gift-name';
import { ChatPhoto } from './chat-photo';

interface MessageItemProps {
  message: ChatMessage;
  profile: ProfileCard;
  conversationId: number | undefined;
  timeFormat: Intl.DateTimeFormat;
}

/** One message: the own on the right, theirs on the left; gifts as their picture, photos locked until unlocked. */
export function MessageItem({ message, profile, conversationId, timeFormat }: MessageItemProps) {
  const { t } = useTranslation('chat');
  const sent = new Date(message.created_at);
  const side = message.from_me ? 'chat-message-mine' : 'chat-message-theirs';
  const extra = message.kind === 'gift' ? 'chat-message-gift' : message.kind === 'photo' ? 'chat-message-photo' : '';
  return (
    <li className={`chat-message ${side} ${extra}`}>
      {message.from_me ? <span className="sr-only">{t('conversation.you')}: </span> : null}
      {message.kind === 'gift' && message.gift ? (
        <img className="chat-gift-image" src={message.gift.image} alt={giftName(t, message.gift.code)} width={96} height={96} />
      ) : message.kind === 'photo' && message.photo ? (
        <ChatPhoto messageId={message.id} photo={message.photo} fromMe={message.from_me} profile={profile} conversationId={conversationId} />
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

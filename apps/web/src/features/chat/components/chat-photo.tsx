import type { ChatPhoto as Photo, ProfileCard } from '@dating/contracts';
import { useTranslation } from 'react-i18next';
import { useUnlockPhoto } from '../api/unlock-photo';
import { SendError } from './send-error';

interface ChatPhotoProps {
  messageId: number;
  photo: Photo;
  fromMe: boolean;
  profile: ProfileCard;
  conversationId: number | undefined;
}

/**
 * A photo in the conversation. A received photo arrives blurred (the server sends nothing else)
 * until the member unlocks it for photo_credits; without enough credits they can buy some.
 */
export function ChatPhoto({ messageId, photo, fromMe, profile, conversationId }: ChatPhotoProps) {
  const { t } = useTranslation('chat');
  const unlock = useUnlockPhoto(conversationId, profile.id);
  const alt = fromMe ? t('photo.ownAlt') : photo.locked ? t('photo.lockedAlt', { name: profile.name }) : t('photo.alt', { name: profile.name });
  return (
    <div className={`chat-photo ${photo.locked ? 'chat-photo-locked' : ''}`}>
      <img className="chat-photo-image" src={photo.url} alt={alt} width={240} height={240} loading="lazy" />
      {photo.locked ? (
        <button type="button" className="btn btn-primary btn-small chat-photo-unlock" disabled={unlock.isPending} onClick={() => unlock.mutate(messageId)}>
          {unlock.isPending ? t('photo.unlocking') : t('photo.unlock', { count: photo.unlock_credits })}
        </button>
      ) : null}
      {unlock.error ? <SendError error={unlock.error} fallback={t('photo.failed')} /> : null}
    </div>
  );
}

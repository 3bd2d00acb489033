import { isApiError } from '@dating/api-client';
import type { ProfileCard } from '@dating/contracts';
import { Alert, TextareaField } from '@dating/ui';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CreditBundleOffer } from '@/components/credits/credit-bundle-offer';
import { sendRealtime } from '@/lib/realtime';
import { useSettings } from '@/lib/settings/site-settings';
import { useSendGift } from '../api/send-gift';
import { useSendMessage } from '../api/send-message';
import { useSendPhoto } from '../api/send-photo';
import { messageCounter } from '../lib/counter';
import { composerPrices, startTerms } from '../lib/prices';
import { GiftPicker } from './gift-picker';
import { Price } from './price';
import { SendError } from './send-error';

const TYPING_EVERY_MS = 3_000;

interface ComposerProps {
  profile: ProfileCard;
  conversationId: number | undefined;
  /** From chat.php: the free conversations a free member has left before this one starts (null: nothing extra). */
  freeConversationsLeft: number | null;
}

/**
 * Writing a message (Enter sends, Shift+Enter is a new line), sending a photo or picking a gift; each
 * button says what it costs, and before the first message whether starting the conversation is free
 * or, past the free conversations, needs credits (then the buttons wait and a bundle is offered).
 */
export function Composer({ profile, conversationId, freeConversationsLeft }: ComposerProps) {
  const { t } = useTranslation('chat');
  const settings = useSettings();
  const [text, setText] = useState('');
  const [giftsOpen, setGiftsOpen] = useState(false);
  const lastTyping = useRef(0);
  const send = useSendMessage(profile.id);
  const gift = useSendGift(profile.id);
  const photo = useSendPhoto(profile.id);
  const fileInput = useRef<HTMLInputElement>(null);
  const counter = messageCounter(text, settings.message_length);
  const error = send.error ?? gift.error ?? photo.error;
  const fieldError = isApiError(send.error) ? (send.error.body.fields?.body ?? null) : null;
  const prices = composerPrices(settings);
  const start = startTerms(freeConversationsLeft, settings.free_conversations);
  const startId = useId();
  const blocked = start.kind === 'limit';
  const describedBy = start.kind === 'none' ? undefined : startId;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!counter.sendable || send.isPending || blocked) return;
    gift.reset();
    photo.reset();
    send.mutate(text.trim(), { onSuccess: () => setText('') });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  const onChange = (value: string) => {
    setText(value);
    const now = Date.now();
    if (conversationId !== undefined && now - lastTyping.current > TYPING_EVERY_MS) {
      lastTyping.current = now;
      sendRealtime({ type: 'typing', conversation_id: conversationId });
    }
  };

  return (
    <form className="chat-composer" onSubmit={submit} noValidate>
      {error && !fieldError ? <SendError error={error} /> : null}
      <TextareaField
        id="chat-message"
        label={t('composer.label', { name: profile.name })}
        hint={t('composer.hint')}
        value={text}
        maxLength={settings.message_length}
        counter={t('composer.counter', { count: counter.length, max: counter.max })}
        error={counter.tooLong ? t('composer.tooLong', { max: counter.max }) : fieldError}
        rows={2}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        className="chat-composer-field"
      />
      {start.kind === 'free' ? (
        <p id={startId} className="chat-start-cost">
          {t('start.free', { count: start.left, total: start.total })}
        </p>
      ) : null}
      {start.kind === 'limit' ? (
        <Alert tone="info" className="chat-start-limit">
          <p id={startId}>{t('start.limit', { count: start.total })}</p>
          <CreditBundleOffer />
        </Alert>
      ) : null}
      <div className="chat-composer-actions">
        <button type="button" className="btn btn-secondary" disabled={blocked} aria-describedby={describedBy} onClick={() => setGiftsOpen(true)}>
          {t('composer.gift')} <Price credits={prices.gift} />
        </button>
        <button
          type="button"
          className="btn btn-secondary"
          disabled={photo.isPending || blocked}
          aria-describedby={describedBy}
          onClick={() => fileInput.current?.click()}
        >
          {photo.isPending ? t('composer.photoSending') : t('composer.photo')} <Price credits={prices.photo} />
        </button>
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          hidden
          aria-label={t('composer.photoLabel', { name: profile.name })}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            send.reset();
            gift.reset();
            photo.mutate(file);
          }}
        />
        <button type="submit" className="btn btn-primary" disabled={!counter.sendable || send.isPending || blocked} aria-describedby={describedBy}>
          {send.isPending ? t('composer.sending') : t('composer.send')} <Price credits={prices.message} />
        </button>
      </div>
      <GiftPicker
        open={giftsOpen}
        profile={profile}
        onClose={() => setGiftsOpen(false)}
        onPick={(giftId) => {
          send.reset();
          photo.reset();
          gift.mutate(giftId);
          setGiftsOpen(false);
        }}
      />
    </form>
  );
}

import type { ProfileCard } from '@dating/contracts';
import { useTranslation } from 'react-i18next';
import { ToMembers } from '@/components/to-members';
import type { SwipeAction } from '../lib/swipe-gesture';
import { SwipeCard } from './swipe-card';

export interface LeavingCard {
  profile: ProfileCard;
  action: SwipeAction;
  fromX: number;
}

interface SwipeDeckProps {
  cards: ProfileCard[];
  leaving: LeavingCard | null;
  onAction: (action: SwipeAction, fromX?: number) => void;
}

/** The stack (top card, the next one under it, the one flying off), Pass and Like, and the key hint. */
export function SwipeDeck({ cards, leaving, onAction }: SwipeDeckProps) {
  const { t } = useTranslation('likes');
  const [current, next] = cards;

  if (!current) {
    return (
      <section className="card swipe-empty text-center" aria-labelledby="swipe-empty-title">
        <span className="prompt-illustration" aria-hidden="true" />
        <h2 id="swipe-empty-title">{t('swipe.emptyTitle')}</h2>
        <p className="lead">{t('swipe.emptyText')}</p>
        <ToMembers label={t('swipe.searchMembers')} />
      </section>
    );
  }

  return (
    <section className="swipe-deck" aria-label={t('swipe.deck')}>
      {/* The new top card is read out when it arrives; the others are decoration. */}
      <div className="swipe-stack" aria-live="polite">
        {next ? <SwipeCard key={`behind-${next.id}`} profile={next} behind /> : null}
        <SwipeCard key={current.id} profile={current} onSwipe={onAction} />
        {leaving ? <SwipeCard key={`leaving-${leaving.profile.id}`} profile={leaving.profile} exit={leaving} /> : null}
      </div>
      <div className="swipe-actions">
        <button type="button" className="btn swipe-button swipe-button-pass" aria-keyshortcuts="ArrowLeft" onClick={() => onAction('pass')}>
          <span className="swipe-button-icon" aria-hidden="true">
            ✕
          </span>
          {t('swipe.pass')}
        </button>
        <button type="button" className="btn swipe-button swipe-button-like" aria-keyshortcuts="ArrowRight" onClick={() => onAction('like')}>
          <span className="icon-heart" aria-hidden="true" />
          {t('swipe.like')}
        </button>
      </div>
      <p className="swipe-hint">{t('swipe.hint')}</p>
    </section>
  );
}

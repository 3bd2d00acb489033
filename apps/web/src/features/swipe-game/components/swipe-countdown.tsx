import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ToMembers } from '@/components/to-members';
import { formatCountdown, useCountdown } from '@/lib/countdown';

/**
 * The day's likes are used: the time until new ones, ticking every second. The digits are a
 * timer (not read out every second); the status line above the game says the likes are used up.
 */
export function SwipeCountdown({ deadline, onDone }: { deadline: number | null; onDone: () => void }) {
  const { t } = useTranslation('likes');
  const left = useCountdown(deadline);
  const done = deadline !== null && left === 0;

  useEffect(() => {
    if (done) onDone();
  }, [done, onDone]);

  return (
    <section className="card swipe-limit text-center" aria-labelledby="swipe-limit-title">
      <span className="swipe-limit-icon" aria-hidden="true">
        <span className="icon-heart" />
      </span>
      <h2 id="swipe-limit-title">{t('swipe.limitTitle')}</h2>
      {deadline !== null ? (
        <p className="swipe-countdown">
          <span className="swipe-countdown-label" id="swipe-countdown-label">
            {t('swipe.limitText')}
          </span>
          <span role="timer" aria-labelledby="swipe-countdown-label" className="swipe-countdown-time">
            {formatCountdown(left)}
          </span>
        </p>
      ) : null}
      <p>{t('swipe.limitAfter')}</p>
      <ToMembers label={t('swipe.searchMembers')} />
    </section>
  );
}

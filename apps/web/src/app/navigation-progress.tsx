import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/** Spec section 9: show after 200 ms of work, trickle towards the end over 5 s, hide 500 ms after. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5_000;
export const PROGRESS_HIDE_MS = 500;
const TICK_MS = 100;

/** How far the bar is after `elapsed` ms of work: fast at first, slowing, never quite full. */
export function trickle(elapsed: number): number {
  const t = Math.min(1, Math.max(0, elapsed / PROGRESS_DURATION_MS));
  return Math.round(10 + 85 * (1 - (1 - t) ** 2));
}

/** A thin bar at the top while a page loads or a request runs for the first time. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  // Background refreshes of data already shown do not count, only first loads and actions.
  const loading = useIsFetching({ predicate: (query) => query.state.status === 'pending' });
  const mutating = useIsMutating();
  const active = navigation.state !== 'idle' || loading > 0 || mutating > 0;
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    if (active) {
      const started = Date.now();
      let tick: ReturnType<typeof setInterval> | undefined;
      const show = setTimeout(() => {
        setProgress(trickle(Date.now() - started));
        tick = setInterval(() => setProgress(trickle(Date.now() - started)), TICK_MS);
      }, PROGRESS_THROTTLE_MS);
      return () => {
        clearTimeout(show);
        clearInterval(tick);
      };
    }
    const hide = setTimeout(() => setProgress(null), PROGRESS_HIDE_MS);
    return () => clearTimeout(hide);
  }, [active]);

  if (progress === null) return null;
  const value = active ? progress : 100;
  return (
    <div
      className={`navigation-progress ${active ? '' : 'navigation-progress-done'}`}
      role="progressbar"
      aria-label={t('common.loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
    >
      <div className="navigation-progress-bar" style={{ transform: `scaleX(${value / 100})` }} />
    </div>
  );
}

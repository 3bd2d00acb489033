import { useTranslation } from 'react-i18next';
import { useCountdown } from './use-countdown';

interface RedirectCountdownProps {
  url: string;
  seconds: number;
}

/** "We'll take you further in n seconds", ticking each second, then off to the partner site. */
export function RedirectCountdown({ url, seconds }: RedirectCountdownProps) {
  const { t } = useTranslation();
  const left = useCountdown(Math.max(0, seconds), () => window.location.assign(url)) ?? 0;
  return (
    <div className="redirect-countdown">
      <p aria-live="polite" aria-atomic="true">
        {t('deletedAccount.redirecting', { count: left })}
      </p>
      <a className="btn btn-primary" href={url}>
        {t('deletedAccount.goNow')}
      </a>
    </div>
  );
}

import { Alert } from '@dating/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/current-member';
import { LocalLink } from '@/lib/localized-path';
import { useDismissedAt } from '@/lib/use-dismissed-at';
import { ENRICH_ALERT_KEY, showEnrichAlert } from '../lib/enrich-alert';

/**
 * Asks a member with a thin profile to complete it (spec section 4): what is still missing and a link to
 * the profile editor. It goes away once the profile is complete, or for 7 days when closed.
 */
export function EnrichAlert() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { dismissedAt, dismiss } = useDismissedAt(ENRICH_ALERT_KEY);
  const [shownAt] = useState(() => Date.now());
  if (!user || !showEnrichAlert(user.profile.missing, dismissedAt, shownAt)) return null;

  return (
    <Alert tone="info" className="alert-dismissible enrich-alert">
      <div className="alert-body">
        <h2 className="alert-title">{t('enrichAlert.title')}</h2>
        <p>{t('enrichAlert.intro')}</p>
        <ul className="enrich-alert-gaps">
          {user.profile.missing.map((gap) => (
            <li key={gap}>{t(`enrichAlert.gaps.${gap}`)}</li>
          ))}
        </ul>
        <div className="alert-actions">
          <LocalLink to="profile" className="btn btn-small btn-primary">
            {t('enrichAlert.link')}
          </LocalLink>
        </div>
      </div>
      <button type="button" className="alert-close" aria-label={t('enrichAlert.dismiss')} onClick={dismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </Alert>
  );
}

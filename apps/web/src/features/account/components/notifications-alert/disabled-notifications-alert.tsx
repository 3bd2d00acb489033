import { userMessage } from '@dating/api-client';
import { Alert } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/current-member';
import { LocalLink } from '@/lib/localized-path';
import { useSettings } from '@/lib/settings/site-settings';
import { clearTimestamp } from '@/lib/storage';
import { useDismissedAt } from '@/lib/use-dismissed-at';
import { useEnableNotifications } from '../../api/enable-notifications';
import {
  DISABLED_NOTIFICATIONS_ALERT_KEY,
  disabledReasons,
  showDisabledNotificationsAlert,
} from '../../lib/notifications-alert';

/**
 * Mail to the member was stopped (spec section 8): why (wrong address, marked as spam,
 * unsubscribed) and what to do: change the address, contact support, or ask for mail again.
 */
export function DisabledNotificationsAlert() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const settings = useSettings();
  const enable = useEnableNotifications();
  const { dismissedAt, dismiss } = useDismissedAt(DISABLED_NOTIFICATIONS_ALERT_KEY);

  if (enable.isSuccess && enable.data) {
    return (
      <Alert tone="success" live className="alert-dismissible">
        <p>{t('notificationsAlert.enabled')}</p>
        <button type="button" className="alert-close" aria-label={t('common.close')} onClick={() => enable.reset()}>
          <span aria-hidden="true">×</span>
        </button>
      </Alert>
    );
  }
  if (!user || !showDisabledNotificationsAlert(user, dismissedAt)) return null;
  const mailAgain = () =>
    enable.mutate(undefined, {
      // A later problem with the mail should be shown again.
      onSuccess: () => clearTimestamp(DISABLED_NOTIFICATIONS_ALERT_KEY),
    });

  return (
    <Alert tone="warning" className="alert-dismissible notifications-alert">
      <div className="alert-body">
        <h2 className="alert-title">{t('notificationsAlert.title')}</h2>
        {disabledReasons(user).map((reason) => (
          <p key={reason}>{t(`notificationsAlert.reasons.${reason}`, { email: user.email })}</p>
        ))}
        <p>{t('notificationsAlert.consequence')}</p>
        <div className="alert-actions">
          <LocalLink to="profile" search="tab=account" hash="change-email" className="btn btn-small btn-secondary">
            {t('notificationsAlert.changeEmail')}
          </LocalLink>
          <a href={`mailto:${settings.support_email}`} className="btn btn-small btn-secondary">
            {t('notificationsAlert.contact')}
          </a>
          <button type="button" className="btn btn-small btn-primary" onClick={mailAgain} disabled={enable.isPending}>
            {enable.isPending ? t('notificationsAlert.enabling') : t('notificationsAlert.enable')}
          </button>
        </div>
        {enable.error ? <p className="text-danger" role="alert">{userMessage(enable.error, t('errors.generic'))}</p> : null}
      </div>
      <button type="button" className="alert-close" aria-label={t('notificationsAlert.dismiss')} onClick={dismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </Alert>
  );
}

import { userMessage } from '@dating/api-client';
import { Alert } from '@dating/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/current-member';
import { refreshPushState, setPushState, usePushState } from '@/lib/push';
import { subscribeToPush } from '@/lib/push-subscribe';
import { useSettings } from '@/lib/settings/site-settings';
import { useDismissedAt } from '@/lib/use-dismissed-at';
import { savePushSubscriptionCall } from '../../api/save-push-subscription';
import { PUSH_ALERT_KEY, showPushAlert } from '../../lib/push-alert';

/**
 * Offers push notifications in the members area (spec section 4): only where the browser can push and
 * the member has not answered the browser's question yet; dismissed for 30 days.
 */
export function PushAlert() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const settings = useSettings();
  const { state, known } = usePushState();
  const { dismissedAt, dismiss } = useDismissedAt(PUSH_ALERT_KEY);
  const [shownAt] = useState(() => Date.now());
  const turnOn = useMutation({
    mutationFn: async () => {
      if (!settings.push_public_key) throw new Error('no push key');
      const subscription = await subscribeToPush(settings.push_public_key);
      if (!subscription) return false;
      await savePushSubscriptionCall(subscription);
      return true;
    },
    onSuccess: async (subscribed) => {
      if (subscribed) setPushState('subscribed');
      else await refreshPushState();
    },
  });

  if (turnOn.isSuccess && turnOn.data) {
    return (
      <Alert tone="success" live className="alert-dismissible">
        <p>{t('pushAlert.enabled')}</p>
        <button type="button" className="alert-close" aria-label={t('common.close')} onClick={() => turnOn.reset()}>
          <span aria-hidden="true">×</span>
        </button>
      </Alert>
    );
  }
  if (!user || !settings.push_public_key || !showPushAlert(state, known, dismissedAt, shownAt)) return null;

  return (
    <Alert tone="info" className="alert-dismissible push-alert">
      <div className="alert-body">
        <h2 className="alert-title">{t('pushAlert.title')}</h2>
        <p>{t('pushAlert.text')}</p>
        <div className="alert-actions">
          <button type="button" className="btn btn-small btn-primary" onClick={() => turnOn.mutate()} disabled={turnOn.isPending}>
            {turnOn.isPending ? t('pushAlert.enabling') : t('pushAlert.enable')}
          </button>
        </div>
        {turnOn.error ? <p className="text-danger" role="alert">{userMessage(turnOn.error, t('pushAlert.failed'))}</p> : null}
      </div>
      <button type="button" className="alert-close" aria-label={t('pushAlert.dismiss')} onClick={dismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </Alert>
  );
}

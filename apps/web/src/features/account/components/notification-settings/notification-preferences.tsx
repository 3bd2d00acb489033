import { userMessage } from '@dating/api-client';
import { NOTIFICATION_TYPES, type NotificationPreference } from '@dating/contracts';
import { Alert } from '@dating/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/lib/toast';
import { useNotificationPreferences, useSaveNotificationPreference } from '../../api/notification-preferences';

type Channel = 'email' | 'push';
const CHANNELS: Channel[] = ['email', 'push'];

/**
 * The eight notification types of spec section 3, each on or off for e-mail and for push, saved the
 * moment a box is ticked (a toast says so). Promotions, news and weekly updates start off (decision 044).
 */
export function NotificationPreferences() {
  const { t } = useTranslation();
  const { t: tn } = useTranslation('notifications');
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreference();
  // The box shows the new state in the same render as the click (a controlled box would flip back until the
  // save's state arrives), and until the server has answered.
  const [saving, setSaving] = useState<NotificationPreference | null>(null);

  if (preferences.isPending) return <p role="status">{t('common.loading')}</p>;
  if (preferences.isError) return <Alert tone="danger">{userMessage(preferences.error, t('errors.generic'))}</Alert>;

  const byType = new Map(preferences.data.preferences.map((p) => [p.type, p]));
  const shown = (type: NotificationPreference['type']) => (saving?.type === type ? saving : byType.get(type));
  const toggle = (choice: NotificationPreference, channel: Channel) => {
    const next = { ...choice, [channel]: !choice[channel] };
    setSaving(next);
    save.mutate(next, {
      onSuccess: () => showToast(tn('notificationSettings.saved')),
      onError: (error) => showToast(userMessage(error, t('errors.generic')), 'error'),
      onSettled: () => setSaving(null),
    });
  };
  const mailStopped = preferences.data.notifications_disabled.length > 0;

  return (
    <section className="card settings-section notification-preferences" aria-labelledby="notification-preferences-title">
      <h2 id="notification-preferences-title">{tn('notificationSettings.heading')}</h2>
      <p className="field-hint">{tn('notificationSettings.intro')}</p>
      {mailStopped ? (
        <Alert tone="warning">
          <p>{tn('notificationSettings.mailStopped')}</p>
        </Alert>
      ) : null}
      <table className="preferences-table">
        <thead>
          <tr>
            <th scope="col">{tn('notificationSettings.type')}</th>
            {CHANNELS.map((channel) => (
              <th scope="col" key={channel}>
                {tn(`notificationSettings.channel.${channel}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_TYPES.map((type) => {
            const choice = shown(type);
            if (!choice) return null;
            return (
              <tr key={type}>
                <th scope="row">
                  <span className="preference-name" id={`pref-${type}`}>
                    {tn(`notificationSettings.types.${type}.name`)}
                  </span>
                  <span className="field-hint" id={`pref-${type}-text`}>
                    {tn(`notificationSettings.types.${type}.text`)}
                  </span>
                </th>
                {CHANNELS.map((channel) => (
                  <td key={channel}>
                    <input
                      type="checkbox"
                      className="form-check-input"
                      checked={choice[channel]}
                      disabled={saving !== null}
                      aria-label={tn('notificationSettings.checkbox', {
                        channel: tn(`notificationSettings.channel.${channel}`),
                        type: tn(`notificationSettings.types.${type}.name`),
                      })}
                      aria-describedby={`pref-${type}-text`}
                      onChange={() => toggle(choice, channel)}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

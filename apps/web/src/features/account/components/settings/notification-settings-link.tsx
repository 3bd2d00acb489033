import { useTranslation } from 'react-i18next';
import { LocalLink } from '@/lib/localized-path';

/** Which mails and pushes the member gets lives on its own page (/notifications). */
export function NotificationSettingsLink() {
  const { t } = useTranslation();
  return (
    <section className="card settings-section" aria-labelledby="notification-settings-title">
      <h2 id="notification-settings-title">{t('account.notifications.title')}</h2>
      <p>{t('account.notifications.text')}</p>
      <LocalLink to="notifications" className="btn btn-secondary">
        {t('account.notifications.link')}
      </LocalLink>
    </section>
  );
}

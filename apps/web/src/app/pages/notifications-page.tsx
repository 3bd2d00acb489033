import { useTranslation } from 'react-i18next';
import { ToLogin } from '@/components/to-login';
import { NotificationPreferences } from '@/features/account/components/notification-settings/notification-preferences';
import { PushDevices } from '@/features/account/components/push-devices/push-devices';
import { useCurrentUser } from '@/lib/current-member';
import { useDocumentTitle } from '@/lib/document-title';

/** /notifications: which mails and pushes the member gets, and on which devices. */
export function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const user = useCurrentUser();
  useDocumentTitle(t('notificationSettings.title'));
  if (!user) return <ToLogin />;
  return (
    <div className="page notifications-page">
      <header className="page-header">
        <h1>{t('notificationSettings.title')}</h1>
      </header>
      <NotificationPreferences />
      <PushDevices />
    </div>
  );
}

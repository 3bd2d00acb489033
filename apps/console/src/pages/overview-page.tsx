import { useTranslation } from 'react-i18next';
import { STAFF_IDLE_MINUTES, STAFF_SESSION_HOURS } from '@dating/contracts';
import { useStaff } from '@/lib/staff';

/** The first page after sign-in: who you are and how long the session lasts. */
export function OverviewPage() {
  const { t } = useTranslation();
  const { staff } = useStaff();
  if (!staff) return null;
  return (
    <section className="page">
      <h1>{t('overview.title', { email: staff.email })}</h1>
      <p>{t('overview.intro', { role: t(`shell.roles.${staff.role}`), idle: STAFF_IDLE_MINUTES, hours: STAFF_SESSION_HOURS })}</p>
      <p className="muted">{t('overview.coming')}</p>
    </section>
  );
}

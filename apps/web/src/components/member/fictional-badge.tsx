import { useTranslation } from 'react-i18next';
import { useSettings } from '@/lib/settings/site-settings';

/** The site's fictional-profile icon with a short label, on cards and lists of chat-pal profiles. */
export function FictionalBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <span className={`fictional-badge ${className}`}>
      <img src={settings.fictional_icon} alt={t('fictional.iconAlt')} width={18} height={18} />
      <span aria-hidden="true">{t('fictional.label')}</span>
    </span>
  );
}

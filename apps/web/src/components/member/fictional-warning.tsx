import { useTranslation } from 'react-i18next';
import { useSettings } from '@/lib/settings/site-settings';

/** Fictional chat-pal profiles say so plainly: physical contact is not possible (spec section 1). */
export function FictionalWarning() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <div className="alert alert-warning fictional-warning">
      <img src={settings.fictional_icon} alt={t('fictional.iconAlt')} width={32} height={32} />
      <p>
        <strong>{settings.fictional_warning.singular}</strong>
      </p>
    </div>
  );
}

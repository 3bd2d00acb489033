import { useTranslation } from 'react-i18next';
import { LocalLink } from '@/lib/localized-path';
import { useSettings } from '@/lib/settings/site-settings';

/**
 * The small print under every price list: VAT included, credits do not expire, and the refund period of
 * the site settings (`refund_days`, spec section 9) with the way to the return policy. No refund period
 * configured (0): that sentence is left out rather than promising nothing.
 */
export function PriceNote() {
  const { t } = useTranslation('payments');
  const { refund_days: days } = useSettings();
  return (
    <p className="credits-note">
      {t('credits.note')}
      {days > 0 ? (
        <>
          {' '}
          {t('credits.refund', { count: days })} <LocalLink to="pageReturnPolicy">{t('credits.returnPolicy')}</LocalLink>
        </>
      ) : null}
    </p>
  );
}

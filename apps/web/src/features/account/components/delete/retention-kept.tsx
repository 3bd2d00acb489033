import type { ResponseOf, acceptRetentionOffer } from '@dating/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/locale';
import { LocalLink } from '@/lib/localized-path';
import { StepHeading } from './step-heading';

/** The account stays: the personal discount code, until when it works, and where to use it. */
export function RetentionKept({ offer }: { offer: ResponseOf<typeof acceptRetentionOffer> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(offer.expires));
  return (
    <div className="retention-offer" role="group" aria-labelledby="kept-title">
      <StepHeading id="kept-title">{t('account.delete.keptTitle')}</StepHeading>
      <p>{t('account.delete.keptText', { percentage: offer.percentage, date })}</p>
      <p className="discount-code">
        <span>{t('account.delete.code')}</span>
        <strong>{offer.code}</strong>
      </p>
      <p className="actions-center">
        <LocalLink to="credits" className="btn btn-primary">
          {t('account.delete.toCredits')}
        </LocalLink>
      </p>
    </div>
  );
}

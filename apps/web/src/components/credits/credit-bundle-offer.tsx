import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfferedBundle } from '@/lib/credit-bundle';
import { useCurrentUser } from '@/lib/current-member';
import { useLocale } from '@/lib/locale';
import { LocalLink } from '@/lib/localized-path';
import { formatPrice } from '@/lib/money';

/**
 * A concrete credit bundle with its price and the button to buy it (/credits/{id}), for an alert that
 * tells a free member something needs premium or more credits; plus the way to every package. Until
 * the prices are known (or when nothing is on sale) only the link to the credits page shows.
 */
export function CreditBundleOffer() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const locale = useLocale();
  const bundle = useOfferedBundle();
  const noteId = useId();
  if (!bundle) {
    return (
      <p className="bundle-offer">
        <LocalLink to="credits" className="btn btn-primary btn-small">
          {t('bundle.allPackages')}
        </LocalLink>
      </p>
    );
  }
  const price = formatPrice(bundle.price, bundle.currency, locale);
  const note = bundle.tryout ? 'bundle.tryoutNote' : user?.paid_user ? 'bundle.packageNote' : 'bundle.firstPurchaseNote';
  return (
    <div className="bundle-offer">
      <p id={noteId} className="bundle-offer-note">
        {t(note, { count: bundle.credits, price })}
      </p>
      <p className="bundle-offer-actions">
        <LocalLink to="creditsPay" params={{ id: bundle.id }} className="btn btn-primary btn-small" aria-describedby={noteId}>
          {t('bundle.buy', { count: bundle.credits, price })}
        </LocalLink>
        <LocalLink to="credits" className="btn btn-secondary btn-small">
          {t('bundle.allPackages')}
        </LocalLink>
      </p>
    </div>
  );
}

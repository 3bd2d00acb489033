import { userMessage } from '@dating/api-client';
import { Alert } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/current-member';
import { useDocumentTitle } from '@/lib/document-title';
import { LocalLink } from '@/lib/localized-path';
import { useAppliedDiscount } from '../api/discount-code';
import { useCreditsOffer } from '../api/get-credits';
import { DiscountField } from './discount';
import { PackageGrid } from './package-grid';
import { PriceNote } from './price-note';
import { ToLogin } from '@/components/to-login';

/**
 * /credits: the packages for the member's country with their prices (all computed by the server), the
 * tryout while the member may still take it, and the ways to pay there. "Buy" opens /credits/{id}.
 * The member's discount (a code entered, else the time bonus or welcome discount) shows on the prices
 * once the server has accepted it, and goes along to /credits/{id}.
 */
export function CreditsPage() {
  const { t } = useTranslation('payments');
  const { t: tc, i18n } = useTranslation();
  const user = useCurrentUser();
  const offer = useCreditsOffer();
  const discount = useAppliedDiscount();
  useDocumentTitle(tc('pages.credits.title'));

  if (!user) {
    return <ToLogin />;
  }
  const locale = i18n.language;
  const data = offer.data;

  return (
    <div className="page credits-page">
      <header className="page-header">
        <h1>{tc('pages.credits.title')}</h1>
        <p className="lead">{user.paid_user ? t('credits.introPremium') : t('credits.intro')}</p>
        <p className="credits-balance">
          {t('credits.balance', { count: user.credits })}
          <LocalLink to="transactions" className="credits-history">
            {t('transactions.title')}
          </LocalLink>
        </p>
        {user.paid_user ? (
          <p>
            <LocalLink to="creditsRepeat">{t('credits.repeatLink')}</LocalLink>
          </p>
        ) : null}
      </header>
      {offer.isPending ? <p role="status">{tc('common.loading')}</p> : null}
      {offer.isError ? (
        <Alert tone="danger" live>
          <p>{userMessage(offer.error, t('credits.loadFailed'))}</p>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void offer.refetch()}>
            {tc('errors.retry')}
          </button>
        </Alert>
      ) : null}
      {data ? (
        <>
          <DiscountField state={discount} />
          <PackageGrid offer={data} title={t('credits.packages')} buy showTryout={data.tryout_available} locale={locale} discount={discount.applied} />
          <PriceNote />
        </>
      ) : null}
    </div>
  );
}

import { userMessage } from '@dating/api-client';
import { Alert } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/current-member';
import { useDocumentTitle } from '@/lib/document-title';
import { LocalLink } from '@/lib/localized-path';
import { usePricing } from '../api/get-pricing';
import { PackageGrid } from './package-grid';
import { PriceNote } from './price-note';

/**
 * /pricing (public): what credits cost in the visitor's country, the tryout, the premium claim and the
 * ways to pay; visitors are invited to sign up, members go to /credits to buy.
 */
export function PricingPage() {
  const { t } = useTranslation('payments');
  const { t: tc, i18n } = useTranslation();
  const { t: tr } = useTranslation('reference');
  const user = useCurrentUser();
  const pricing = usePricing();
  useDocumentTitle(tc('pages.pricing.title'));
  const locale = i18n.language;
  const data = pricing.data;
  const next = user ? (
    <LocalLink to="credits" className="btn btn-primary btn-block">
      {t('pricing.toCredits')}
    </LocalLink>
  ) : (
    <LocalLink to="signup" className="btn btn-primary btn-block">
      {t('pricing.signup')}
    </LocalLink>
  );

  return (
    <div className="page pricing-page">
      <header className="page-header">
        <h1>{tc('pages.pricing.title')}</h1>
        <p className="lead">{t('pricing.intro')}</p>
      </header>
      <Alert tone="info">
        <p>{t('pricing.premiumClaim')}</p>
      </Alert>
      {pricing.isPending ? <p role="status">{tc('common.loading')}</p> : null}
      {pricing.isError ? (
        <Alert tone="danger" live>
          <p>{userMessage(pricing.error, t('credits.loadFailed'))}</p>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void pricing.refetch()}>
            {tc('errors.retry')}
          </button>
        </Alert>
      ) : null}
      {data ? (
        <>
          <PackageGrid
            offer={data}
            title={t('pricing.packages', { country: tr(`countries.${data.country}`, { defaultValue: data.country }) })}
            buy={false}
            showTryout
            locale={locale}
          />
          <div className="pricing-next">{next}</div>
          <PriceNote />
        </>
      ) : null}
    </div>
  );
}

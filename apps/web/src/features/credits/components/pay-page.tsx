import { userMessage } from '@dating/api-client';
import { Alert } from '@dating/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '@/lib/current-member';
import { useDocumentTitle } from '@/lib/document-title';
import { LocalLink, useLocalizedPath } from '@/lib/localized-path';
import { discountedPrice } from '@dating/contracts';
import { useAppliedDiscount } from '../api/discount-code';
import { useCreditsOffer } from '../api/get-credits';
import { useStartPayment } from '../api/payments';
import { formatPrice } from '../lib/money';
import { DiscountedPrice, DiscountField } from './discount';
import { PriceNote } from './price-note';
import { ToLogin } from '@/components/to-login';

/**
 * /credits/{id}/{paymentmethod?}: the package chosen on /credits, the ways to pay in the member's country
 * (the bank for iDEAL and the like) and one button that starts the payment and sends the member to the
 * provider's checkout. The amount is the server's; this page never sends one. A discount the server has
 * accepted for this package and way to pay shows on the price and its code goes with the payment, so
 * the price on the button is the price charged (both are `discountedPrice`).
 */
export function PayPage() {
  const { t } = useTranslation('payments');
  const { t: tc, i18n } = useTranslation();
  const user = useCurrentUser();
  const offer = useCreditsOffer();
  const start = useStartPayment();
  const params = useParams();
  const localizedPath = useLocalizedPath();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string | null>(null);
  const [issuer, setIssuer] = useState('');
  const issuerId = useId();
  const data = offer.data;
  const id = Number(params.id);
  const pkg = data ? [...data.packages, ...(data.tryout && data.tryout_available ? [data.tryout] : [])].find((p) => p.id === id) : undefined;
  const methodId = chosen ?? params.paymentmethod ?? data?.methods[0]?.id ?? null;
  const method = data?.methods.find((m) => m.id === methodId) ?? data?.methods[0];
  const discount = useAppliedDiscount(pkg?.id, method?.id);
  useDocumentTitle(t('pay.title'));

  if (!user) {
    return <ToLogin />;
  }
  const applied = discount.applied;
  const charged = pkg ? (applied ? discountedPrice(pkg.price, applied.percentage) : pkg.price) : 0;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!pkg || !method) return;
    // SEPA direct debit has no checkout at the provider: our own form with an SMS code (/directdebit).
    if (method.id === 'directdebit') {
      // The discount goes along: the form checks it again and its code goes with the direct debit.
      const code = applied ? `&code=${encodeURIComponent(applied.code)}` : '';
      void navigate(`${localizedPath('directDebit')}?package=${pkg.id}${code}`);
      return;
    }
    start.mutate(
      { package_id: pkg.id, method: method.id, ...(method.issuers.length > 0 && issuer && { issuer }), ...(applied && { discount_code: applied.code }) },
      { onSuccess: (answer) => window.location.assign(answer.checkout_url) },
    );
  }

  return (
    <div className="page pay-page">
      <header className="page-header">
        <h1>{t('pay.title')}</h1>
      </header>
      {offer.isPending ? <p role="status">{tc('common.loading')}</p> : null}
      {offer.isError ? (
        <Alert tone="danger" live>
          <p>{userMessage(offer.error, t('credits.loadFailed'))}</p>
        </Alert>
      ) : null}
      {data && !pkg ? (
        <Alert tone="info">
          <p>{t('pay.unknownPackage')}</p>
          <LocalLink to="credits">{t('pay.back')}</LocalLink>
        </Alert>
      ) : null}
      {data && pkg ? (
        <>
          <p className="pay-summary">
            {applied
              ? t('pay.summaryFor', { count: pkg.credits })
              : pkg.tryout
                ? t('tryout.text', { count: pkg.credits, price: formatPrice(pkg.price, pkg.currency, i18n.language) })
                : t('pay.summary', { count: pkg.credits, price: formatPrice(pkg.price, pkg.currency, i18n.language) })}
            {applied ? (
              <>
                {' '}
                <span className="pay-price">
                  <DiscountedPrice price={pkg.price} currency={pkg.currency} locale={i18n.language} discount={applied} />
                </span>
              </>
            ) : null}
          </p>
          <DiscountField state={discount} />
        <form className="pay-form method-form" onSubmit={submit} noValidate>
          {data.methods_available && data.methods.length > 0 ? (
            <fieldset className="method-choice">
              <legend>{t('pay.method')}</legend>
              {data.methods.map((m) => (
                <label key={m.id} className="method-option">
                  <input type="radio" name="method" value={m.id} checked={method?.id === m.id} onChange={() => setChosen(m.id)} /> {m.name}
                </label>
              ))}
            </fieldset>
          ) : (
            <Alert tone="info">
              <p>{t('methods.unavailable')}</p>
            </Alert>
          )}
          {method && method.issuers.length > 0 ? (
            <div className="field">
              <label htmlFor={issuerId}>{t('pay.issuer')}</label>
              <select id={issuerId} value={issuer} onChange={(event) => setIssuer(event.target.value)}>
                <option value="">{t('pay.issuerLater')}</option>
                {method.issuers.map((i) => (
                  <option key={i.id} value={i.id}>
                    {i.name}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {start.isError ? (
            <Alert tone="danger" live>
              <p>{userMessage(start.error, t('pay.failedToStart'))}</p>
            </Alert>
          ) : null}
          {/* While a code is being checked the price is not known yet: no payment is started at a price that may change. */}
          <button type="submit" className="btn btn-primary" disabled={!method || start.isPending || start.isSuccess || discount.checking}>
            {method?.id === 'directdebit' ? t('pay.continue') : t('pay.submit', { price: formatPrice(charged, pkg.currency, i18n.language) })}
          </button>
          <PriceNote />
        </form>
        </>
      ) : null}
    </div>
  );
}

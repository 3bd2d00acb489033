import { userMessage } from '@dating/api-client';
import { Alert } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '@/lib/current-member';
import { useDocumentTitle } from '@/lib/document-title';
import { LocalLink, useLocalizedPath } from '@/lib/localized-path';
import { useRepeatOffer, useRepeatOrder } from '../api/repeat-order';
import { formatPrice } from '../lib/money';
import { mandateMethodName } from '../lib/mandate';
import { ToLogin } from '@/components/to-login';

/**
 * /credits/repeat-order (premium members): the last package bought, at today's price, and the stored
 * account or card it is charged on; one click buys it again (a recurring payment, no checkout) and opens
 * the payment's page, where the credits show once the provider confirms. Without a stored mandate (or
 * with nothing to repeat) the member is sent to /credits; a free member to /premium.
 */
export function RepeatOrderPage() {
  const { t } = useTranslation('payments');
  const { t: tc, i18n } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const offer = useRepeatOffer(user?.paid_user === true);
  const order = useRepeatOrder();
  useDocumentTitle(tc('pages.creditsRepeat.title'));

  if (!user) {
    return <ToLogin />;
  }
  const data = offer.data;
  const pkg = data?.package;
  const mandate = data?.mandate;

  function buy() {
    if (!pkg) return;
    order.mutate(pkg.id, { onSuccess: (answer) => void navigate(localizedPath('transactions', { id: answer.payment_id })) });
  }

  return (
    <div className="page repeat-order-page">
      <header className="page-header">
        <h1>{tc('pages.creditsRepeat.title')}</h1>
        <p className="lead">{t('repeat.intro')}</p>
      </header>
      {!user.paid_user ? (
        <Alert tone="info">
          <p>{t('repeat.premiumOnly')}</p>
          <LocalLink to="premium" className="btn btn-primary btn-small">
            {t('repeat.toPremium')}
          </LocalLink>
        </Alert>
      ) : null}
      {offer.isLoading ? <p role="status">{tc('common.loading')}</p> : null}
      {offer.isError ? (
        <Alert tone="danger" live>
          <p>{userMessage(offer.error, t('repeat.loadFailed'))}</p>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void offer.refetch()}>
            {tc('errors.retry')}
          </button>
        </Alert>
      ) : null}
      {data && (!pkg || !mandate) ? (
        <Alert tone="info">
          <p>{mandate ? t('repeat.noPackage') : t('repeat.noMandate')}</p>
          <LocalLink to="credits" className="btn btn-primary btn-small">
            {t('repeat.toCredits')}
          </LocalLink>
        </Alert>
      ) : null}
      {pkg && mandate ? (
        <section className="repeat-card" aria-labelledby="repeat-title">
          <h2 id="repeat-title">{t('repeat.title')}</h2>
          <dl className="repeat-details">
            <div>
              <dt>{t('repeat.package')}</dt>
              <dd>{t('pay.summary', { count: pkg.credits, price: formatPrice(pkg.price, pkg.currency, i18n.language) })}</dd>
            </div>
            <div>
              <dt>{t('repeat.paidWith')}</dt>
              <dd>
                {mandateMethodName(mandate.method, t)}: <span className="repeat-account">{mandate.account}</span>
              </dd>
            </div>
          </dl>
          {order.isError ? (
            <Alert tone="danger" live>
              <p>{userMessage(order.error, t('repeat.failedToStart'))}</p>
              <LocalLink to="credits">{t('repeat.toCredits')}</LocalLink>
            </Alert>
          ) : null}
          <button type="button" className="btn btn-primary" onClick={buy} disabled={order.isPending || order.isSuccess}>
            {t('repeat.buy', { count: pkg.credits, price: formatPrice(pkg.price, pkg.currency, i18n.language) })}
          </button>
          <p className="credits-note">{t('repeat.note')}</p>
          <p>
            <LocalLink to="credits">{t('repeat.other')}</LocalLink>
          </p>
        </section>
      ) : null}
    </div>
  );
}

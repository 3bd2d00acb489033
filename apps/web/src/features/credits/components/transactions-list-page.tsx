import { userMessage } from '@dating/api-client';
import type { Payment } from '@dating/contracts';
import { Alert } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/document-title';
import { LocalLink } from '@/lib/localized-path';
import { useTransactions } from '../api/payments';
import { formatPrice } from '../lib/money';
import { brandName, formatPaymentDate, isTranslatedMethod } from '../lib/payment-labels';
import { SpendingCapSummary } from './spending-cap-summary';

/** The colour family of a status: done, waiting, or ended without money taken (or given back). */
const TONE: Record<Payment['status'], 'success' | 'waiting' | 'neutral'> = {
  open: 'waiting',
  pending: 'waiting',
  paid: 'success',
  failed: 'neutral',
  canceled: 'neutral',
  expired: 'neutral',
  refunded: 'neutral',
  charged_back: 'neutral',
};

/**
 * /transactions: every payment of the member, newest first, as a list of rows (date, what was bought,
 * amount in the payment's own currency written the member's way, method and status); each row opens
 * /transactions/{id}. No payments yet: a way to the credits page. Below, the changes our staff made to the
 * member's credits, each with its reason in the member's language (decision 052).
 */
export function TransactionsListPage() {
  const { t, i18n } = useTranslation('payments');
  const { t: tc } = useTranslation();
  const transactions = useTransactions();
  useDocumentTitle(t('transactions.title'));
  const locale = i18n.language;
  const list = transactions.data?.payments;
  const adjustments = transactions.data?.adjustments;
  const methodName = (method: string | null) => (method === null ? '—' : isTranslatedMethod(method) ? t(`transactions.method.${method}`) : brandName(method));

  return (
    <div className="page transactions-page">
      <header className="page-header">
        <h1 id="transactions-title">{t('transactions.title')}</h1>
        {list && list.length > 0 ? <p className="lead">{t('transactions.intro')}</p> : null}
      </header>
      <SpendingCapSummary />
      {transactions.isPending ? <p role="status">{tc('common.loading')}</p> : null}
      {transactions.isError ? (
        <Alert tone="danger" live>
          <p>{userMessage(transactions.error, t('transactions.loadFailed'))}</p>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void transactions.refetch()}>
            {tc('errors.retry')}
          </button>
        </Alert>
      ) : null}
      {list && list.length === 0 ? (
        <div className="transactions-empty">
          <p>{t('transactions.empty')}</p>
          <LocalLink to="credits" className="btn btn-primary">
            {t('transactions.emptyLink')}
          </LocalLink>
        </div>
      ) : null}
      {list && list.length > 0 ? (
        <ul className="payment-list" aria-labelledby="transactions-title">
          {list.map((payment) => (
            <li key={payment.id} className="payment-row">
              <LocalLink to="transactions" params={{ id: payment.id }} className="payment-row-date">
                {formatPaymentDate(payment.created_at, locale)}
              </LocalLink>
              <dl className="payment-row-facts">
                <div className="payment-fact payment-fact-package">
                  <dt>{t('transactions.column.package')}</dt>
                  <dd>{payment.tryout ? t('transactions.tryout', { count: payment.credits }) : t('package.credits', { count: payment.credits })}</dd>
                </div>
                <div className="payment-fact payment-fact-amount">
                  <dt>{t('transactions.column.amount')}</dt>
                  <dd>
                    {formatPrice(payment.amount, payment.currency, locale)}
                    {payment.discount ? (
                      <span className="payment-discount">
                        {' '}
                        {t('discount.ofPayment', { code: payment.discount.code, percent: payment.discount.value_percentage, price: formatPrice(payment.discount.original_amount, payment.currency, locale) })}
                      </span>
                    ) : null}
                  </dd>
                </div>
                <div className="payment-fact payment-fact-method">
                  <dt>{t('transactions.column.method')}</dt>
                  <dd>{methodName(payment.method)}</dd>
                </div>
                <div className="payment-fact payment-fact-status">
                  <dt>{t('transactions.column.status')}</dt>
                  <dd>
                    <span className={`payment-status payment-status-${TONE[payment.status]}`}>
                      {payment.status === 'paid' && payment.refunded_amount > 0
                        ? t('transactions.partlyRefunded', { amount: formatPrice(payment.refunded_amount, payment.currency, locale) })
                        : t(`transactions.status.${payment.status}`)}
                    </span>
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      ) : null}
      {adjustments && adjustments.length > 0 ? (
        <section className="adjustment-section" aria-labelledby="adjustments-title">
          <h2 id="adjustments-title">{t('transactions.adjustments.title')}</h2>
          <p>{t('transactions.adjustments.intro')}</p>
          <ul className="payment-list">
            {adjustments.map((adjustment) => (
              <li key={adjustment.id} className="payment-row">
                <span className="payment-row-date">{formatPaymentDate(adjustment.created_at, locale)}</span>
                <p className="adjustment-row-facts">
                  <strong>
                    {adjustment.amount > 0
                      ? t('transactions.adjustments.added', { count: adjustment.amount })
                      : t('transactions.adjustments.taken', { count: -adjustment.amount })}
                  </strong>
                  <span>{t(`transactions.adjustments.reason.${adjustment.reason}`)}</span>
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

import { userMessage } from '@dating/api-client';
import { Alert } from '@dating/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useCurrentUser, userQueryKey } from '@/lib/current-member';
import { useDocumentTitle } from '@/lib/document-title';
import { LocalLink } from '@/lib/localized-path';
import { usePayment } from '../api/payments';
import { TransactionsListPage } from './transactions-list-page';
import { formatPrice } from '../lib/money';
import { BankTransferDetails } from './bank-transfer-details';
import { ToLogin } from '@/components/to-login';

type Shown = 'pending' | 'completed' | 'failed' | 'cancelled' | 'expired' | 'refunded';

const SHOWN: Record<string, Shown> = {
  open: 'pending',
  pending: 'pending',
  paid: 'completed',
  failed: 'failed',
  canceled: 'cancelled',
  expired: 'expired',
  refunded: 'refunded',
  charged_back: 'refunded',
};

/** /transactions lists the member's payments; /transactions/{id} shows one. Both for members only. */
export function TransactionPage() {
  const user = useCurrentUser();
  const params = useParams();
  if (!user) {
    return <ToLogin />;
  }
  return params.id === undefined ? <TransactionsListPage /> : <PaymentPage id={Number(params.id)} />;
}

/**
 * /transactions/{id}: where the provider sends the member back. Pending is asked again until the
 * provider decides; completed shows the credits (and the member's balance and premium are reloaded);
 * failed, cancelled or expired offer another try with another method (spec section 4).
 */
function PaymentPage({ id }: { id: number }) {
  const { t } = useTranslation('payments');
  const { t: tc, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const payment = usePayment(id);
  useDocumentTitle(t('transaction.title'));
  const status = payment.data?.status;

  useEffect(() => {
    if (status === 'paid') void queryClient.invalidateQueries({ queryKey: userQueryKey });
    // The list shows this payment's new state when the member goes there next.
    if (status) void queryClient.invalidateQueries({ queryKey: ['transactions'] });
  }, [status, queryClient]);

  const data = payment.data;
  const shown = data ? SHOWN[data.status] ?? 'pending' : null;
  const price = data ? formatPrice(data.amount, data.currency, i18n.language) : '';
  // A bank transfer waiting for the money: its own words, and what to transfer to.
  const transfer = shown === 'pending' && data?.bank_transfer ? data.bank_transfer : null;

  return (
    <div className="page transaction-page">
      <header className="page-header">
        <h1>{t('transaction.title')}</h1>
      </header>
      {payment.isPending && payment.fetchStatus !== 'idle' ? <p role="status">{tc('common.loading')}</p> : null}
      {payment.isError || (payment.isPending && payment.fetchStatus === 'idle') ? (
        <Alert tone="danger" live>
          <p>{payment.isError ? userMessage(payment.error, t('transaction.notFound')) : t('transaction.notFound')}</p>
          <LocalLink to="credits">{t('pay.back')}</LocalLink>
        </Alert>
      ) : null}
      {data && shown ? (
        <section className={`transaction transaction-${shown}`} aria-labelledby="transaction-state" aria-live="polite">
          <h2 id="transaction-state">{t(`transaction.state.${shown}`)}</h2>
          <p>
            {shown === 'pending' && data.method === 'directdebit'
              ? t('transaction.text.pendingDirectDebit', { price })
              : t(transfer ? 'transaction.text.transfer' : `transaction.text.${shown}`, { count: data.credits, price })}
          </p>
          {data.discount ? (
            <p className="payment-discount">
              {t('discount.ofPayment', { code: data.discount.code, percent: data.discount.value_percentage, price: formatPrice(data.discount.original_amount, data.currency, i18n.language) })}
            </p>
          ) : null}
          {transfer ? <BankTransferDetails transfer={transfer} price={price} /> : null}
          {shown === 'completed' ? (
            <LocalLink to="members" className="btn btn-primary">
              {t('transaction.toMembers')}
            </LocalLink>
          ) : null}
          {shown === 'failed' && data.method === 'creditcard' ? <CardFailed packageId={data.package_id} recurring={data.sequence_type === 'recurring'} /> : null}
          {shown === 'failed' || shown === 'cancelled' || shown === 'expired' ? (
            <LocalLink to="creditsPay" params={{ id: data.package_id }} className={data.method === 'creditcard' && shown === 'failed' ? 'btn btn-secondary' : 'btn btn-primary'}>
              {t('transaction.retry')}
            </LocalLink>
          ) : null}
        </section>
      ) : null}
      <p className="transaction-all">
        <LocalLink to="transactions">{t('transactions.back')}</LocalLink>
      </p>
    </div>
  );
}

/**
 * A card payment that failed: PayPal takes cards without an account, so it is offered first. A repeat
 * order's card charge that failed says so in the words of spec section 8 and also offers entering the
 * card details again by hand.
 */
function CardFailed({ packageId, recurring }: { packageId: number; recurring: boolean }) {
  const { t } = useTranslation('payments');
  return (
    <div className="transaction-card-failed">
      <p>{recurring ? t('transaction.recurringCardFailed') : t('transaction.cardFailed')}</p>
      <div className="transaction-actions">
        <LocalLink to="creditsPay" params={{ id: packageId, paymentmethod: 'paypal' }} className="btn btn-primary">
          {t('transaction.payPal')}
        </LocalLink>
        {recurring ? (
          <LocalLink to="creditsPay" params={{ id: packageId, paymentmethod: 'creditcard' }} className="btn btn-secondary">
            {t('transaction.cardByHand')}
          </LocalLink>
        ) : null}
      </div>
    </div>
  );
}

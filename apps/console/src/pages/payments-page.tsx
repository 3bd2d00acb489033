import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PaymentsPanel } from '@/features/money/payments-panel';
import { SearchForm } from '@/features/money/member-search';

/** /payments (admins): a payment by its id, or a member's payments, and a full refund of a paid one (decision 052). */
export function PaymentsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const payment = params.get('payment')?.trim() ?? '';
  const member = params.get('member')?.trim() ?? '';
  return (
    <section className="page">
      <h1>{t('money.payments.pageTitle')}</h1>
      <p className="muted">{t('money.payments.intro')}</p>
      <div className="money-searches">
        <SearchForm id="payments-payment" label={t('money.paymentSearch')} hint={t('money.paymentSearchHint')} initial={payment} onSearch={(value) => setParams({ payment: value })} />
        <SearchForm id="payments-member" label={t('money.memberSearch')} hint={t('money.memberSearchHint')} initial={member} onSearch={(value) => setParams({ member: value })} />
      </div>
      {payment ? <PaymentsPanel key={`p:${payment}`} search={{ payment }} /> : member ? <PaymentsPanel key={`m:${member}`} search={{ member }} /> : null}
    </section>
  );
}

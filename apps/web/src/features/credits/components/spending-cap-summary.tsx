import { useTranslation } from 'react-i18next';
import { LocalLink } from '@/lib/localized-path';
import { useSpendingCap } from '../api/spending-cap';
import { formatPrice } from '../lib/money';

/**
 * On /transactions: this calendar month's purchases (paid and underway) against the member's own
 * monthly cap, with a way to the setting. Without a cap: the month's total and a way to set one.
 */
export function SpendingCapSummary() {
  const { t, i18n } = useTranslation('payments');
  const cap = useSpendingCap();
  const data = cap.data;
  if (!data) return null;
  const money = (minor: number) => formatPrice(minor, data.currency, i18n.language);

  return (
    <section className="card spending-cap-summary" aria-labelledby="spending-cap-summary-title">
      <h2 id="spending-cap-summary-title">{t('spendingCap.monthTitle')}</h2>
      {data.amount === null ? (
        <p>{t('spendingCap.monthNoCap', { spent: money(data.spent) })}</p>
      ) : (
        <>
          <p>{t('spendingCap.month', { spent: money(data.spent), cap: money(data.amount), left: money(data.left ?? 0) })}</p>
          <meter min={0} max={data.amount} value={Math.min(data.spent, data.amount)} aria-labelledby="spending-cap-summary-title" className="spending-cap-meter" />
        </>
      )}
      <LocalLink to="profile" search="tab=account" hash="spending-cap">
        {data.amount === null ? t('spendingCap.setOne') : t('spendingCap.change')}
      </LocalLink>
    </section>
  );
}

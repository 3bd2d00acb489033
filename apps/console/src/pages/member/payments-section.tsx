import { useTranslation } from 'react-i18next';
import type { SectionProps } from './sections';
import { SectionCard } from './section-card';
import { useFormatDate } from './use-format-date';

/** How much the member paid, and the last payments. */
export function PaymentsSection({ view }: SectionProps) {
  const { t, i18n } = useTranslation();
  const date = useFormatDate();
  const money = (amount: number, currency: string) => new Intl.NumberFormat(i18n.language, { style: 'currency', currency }).format(amount / 100);
  const { paid_count: count, paid_totals: totals, recent } = view.payments;
  return (
    <SectionCard title={t('member.payments')} wide={recent.length > 0}>
      <p>
        {t('member.paidCount', { count })}
        {totals.length > 0 && `: ${totals.map((x) => money(x.amount, x.currency)).join(' + ')}`}
      </p>
      {recent.length > 0 && (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">{t('member.recentPayments')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('member.when')}</th>
                <th scope="col">{t('member.amount')}</th>
                <th scope="col">{t('member.credits')}</th>
                <th scope="col">{t('member.method')}</th>
                <th scope="col">{t('member.paymentStatus')}</th>
              </tr>
            </thead>
            <tbody>
              {recent.map((p) => (
                <tr key={p.id}>
                  <td>{date(p.created_at)}</td>
                  <td>{money(p.amount, p.currency)}</td>
                  <td>{p.credits}</td>
                  <td>{p.method ?? '—'}</td>
                  <td>{p.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  );
}

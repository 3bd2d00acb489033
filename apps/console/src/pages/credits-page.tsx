import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CreditAdjustmentPanel } from '@/features/money/credit-adjustment-panel';
import { SearchForm } from '@/features/money/member-search';

/** /credits (admins): find a member by id or e-mail and adjust their credits (decision 052). */
export function CreditsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const member = params.get('member')?.trim() ?? '';
  return (
    <section className="page">
      <h1>{t('money.credits.title')}</h1>
      <p className="muted">{t('money.credits.intro')}</p>
      <SearchForm id="credits-member" label={t('money.memberSearch')} hint={t('money.memberSearchHint')} initial={member} onSearch={(value) => setParams({ member: value })} />
      {member ? <CreditAdjustmentPanel key={member} member={member} /> : null}
    </section>
  );
}

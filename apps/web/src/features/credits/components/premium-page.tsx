import { userMessage } from '@dating/api-client';
import { Alert } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/current-member';
import { useDocumentTitle } from '@/lib/document-title';
import { LocalLink } from '@/lib/localized-path';
import { useCreditsOffer } from '../api/get-credits';
import { TryoutCard } from './package-list';
import { ToLogin } from '@/components/to-login';

const BENEFITS = ['photos', 'uploads', 'chats', 'repeat', 'lifetime'] as const;

/**
 * /premium: what premium gives (spec section 6: every photo unlocked, the 46% claim), the tryout at the
 * price of the member's country with a button to buy it, or any first purchase on /credits. A premium
 * member sees since when, and the ways to buy credits again (the repeat order).
 */
export function PremiumPage() {
  const { t } = useTranslation('payments');
  const { t: tc, i18n } = useTranslation();
  const user = useCurrentUser();
  const offer = useCreditsOffer();
  useDocumentTitle(tc('pages.premium.title'));

  if (!user) {
    return <ToLogin />;
  }
  const locale = i18n.language;
  const data = offer.data;
  const premium = data?.premium ?? user.paid_user;
  const since = data?.premium_since ? new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(data.premium_since)) : null;

  return (
    <div className="page premium-page">
      <header className="page-header">
        <h1>{tc('pages.premium.title')}</h1>
        <p className="lead">{t('premium.claim')}</p>
      </header>
      {premium ? (
        <section className="premium-status" aria-labelledby="premium-status-title">
          <h2 id="premium-status-title">{since ? t('premium.since', { date: since }) : t('premium.member')}</h2>
          <p>{t('premium.memberText')}</p>
          <div className="premium-actions">
            <LocalLink to="creditsRepeat" className="btn btn-primary">
              {t('premium.repeat')}
            </LocalLink>
            <LocalLink to="credits" className="btn btn-secondary">
              {t('premium.credits')}
            </LocalLink>
          </div>
        </section>
      ) : null}
      <section className="premium-benefits" aria-labelledby="premium-benefits-title">
        <h2 id="premium-benefits-title">{t('premium.benefitsTitle')}</h2>
        <ul>
          {BENEFITS.map((key) => (
            <li key={key}>
              <strong>{t(`premium.benefit.${key}.title`)}</strong> {t(`premium.benefit.${key}.text`)}
            </li>
          ))}
        </ul>
      </section>
      {!premium ? (
        <>
          {offer.isPending ? <p role="status">{tc('common.loading')}</p> : null}
          {offer.isError ? (
            <Alert tone="danger" live>
              <p>{userMessage(offer.error, t('credits.loadFailed'))}</p>
              <button type="button" className="btn btn-secondary btn-small" onClick={() => void offer.refetch()}>
                {tc('errors.retry')}
              </button>
            </Alert>
          ) : null}
          {data?.tryout && data.tryout_available ? (
            <TryoutCard
              tryout={data.tryout}
              locale={locale}
              action={
                <LocalLink to="creditsPay" params={{ id: data.tryout.id }} className="btn btn-primary">
                  {t('tryout.buy')}
                </LocalLink>
              }
            />
          ) : null}
          {data ? (
            <p className="premium-or">
              {t('premium.orPackage')} <LocalLink to="credits">{t('premium.toPackages')}</LocalLink>
            </p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

import { SLUG_LANDERS } from '@dating/i18n';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/document-title';
import { LocalLink } from '@/lib/localized-path';
import { useCurrentRoute } from '@/lib/route-name';
import { useSettings } from '@/lib/settings/site-settings';
import { NotFoundPage } from './not-found-page';

/** Landing pages: the site's promise and a way to sign up; their own designs come later. */
export function LanderPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const route = useCurrentRoute();
  const lander = route?.params.lander;
  const known = route?.name !== 'lander' || (SLUG_LANDERS as readonly string[]).includes(lander ?? '');
  useDocumentTitle(known ? settings.index_title : t('errors.notFound'));
  if (!known) return <NotFoundPage />;
  const memberId = route?.name.startsWith('member') ? route.params.id : undefined;

  return (
    <div className="page page-narrow">
      <section className="card text-center" aria-labelledby="lander-title">
        <h1 id="lander-title">{settings.index_title}</h1>
        <p className="lead">{settings.description}</p>
        <p className="actions-center">
          {memberId ? (
            <LocalLink to="memberSignup" params={{ id: memberId }} className="btn btn-primary btn-large">
              {t('home.signUp')}
            </LocalLink>
          ) : (
            <LocalLink to="signup" className="btn btn-primary btn-large">
              {t('home.signUp')}
            </LocalLink>
          )}
        </p>
      </section>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/lib/document-title';
import { LocalLink } from '@/lib/localized-path';
import { useCurrentRoute } from '@/lib/route-name';
import { useSettings } from '@/lib/settings/site-settings';

/** Member landings (/members/{id}/landing...): the site's promise and a way to sign up; their own designs come later. */
export function LanderPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const route = useCurrentRoute();
  useDocumentTitle(settings.index_title);
  const memberId = route?.params.id;

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

import { Trans, useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/current-member';
import { useDocumentTitle } from '@/lib/document-title';
import { LocalLink } from '@/lib/localized-path';
import { useSettings } from '@/lib/settings/site-settings';
import { ResendActivationButton } from './resend-activation-button';

/** Where the activation link lands when the token is unknown or expired. */
export function ActivateErrorPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const user = useCurrentUser();
  useDocumentTitle(t('pages.activateError.title'));
  const email = settings.support_email;

  return (
    <div className="page page-narrow">
      <section className="card text-center" aria-labelledby="activation-error-title">
        <h1 id="activation-error-title">{t('activation.error.title')}</h1>
        <p className="lead">{t('activation.error.text')}</p>
        <p>
          <Trans
            i18nKey="activation.error.contact"
            values={{ email }}
            components={{ mail: <a href={`mailto:${email}`} /> }}
          />
        </p>
        {user?.status === 'not_confirmed' ? <ResendActivationButton /> : null}
        <p className="actions-center">
          <LocalLink to={user ? 'members' : 'login'} className="btn btn-primary">
            {t(user ? 'activation.done.toMembers' : 'activation.done.logIn')}
          </LocalLink>
        </p>
      </section>
    </div>
  );
}

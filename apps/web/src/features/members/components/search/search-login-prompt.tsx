import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LocalLink } from '@/lib/localized-path';
import { useSettings } from '@/lib/settings/site-settings';

/** For visitors when the site shows members only after logging in (settings.logged_out_search_visible). */
export function SearchLoginPrompt() {
  const { t } = useTranslation('members');
  const settings = useSettings();
  const location = useLocation();
  const back = `redirect=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
  return (
    <section className="card search-login-prompt text-center" aria-labelledby="search-login-title">
      <span className="prompt-illustration" aria-hidden="true" />
      <h2 id="search-login-title">{t('search.loginTitle')}</h2>
      <p className="lead">{t('search.loginText')}</p>
      <p className="actions-center">
        <LocalLink to="login" search={back} className="btn btn-primary">
          {t('logIn')}
        </LocalLink>
        {settings.signup_enabled ? (
          <LocalLink to="signup" className="btn btn-secondary">
            {t('signUp')}
          </LocalLink>
        ) : null}
      </p>
    </section>
  );
}

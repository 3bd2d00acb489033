import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useCurrentUser } from '@/lib/current-member';
import { useDocumentTitle } from '@/lib/document-title';
import { LocalLink, useLocalizedPath } from '@/lib/localized-path';
import { useSettings } from '@/lib/settings/site-settings';
import { HeroArt } from './hero-art';

const FEATURES = ['free', 'chat', 'privacy'] as const;

/** The index: what the site is, and the way in. Members go straight to the members area. */
export function HomePage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const user = useCurrentUser();
  const localizedPath = useLocalizedPath();
  useDocumentTitle();

  if (user) return <Navigate to={localizedPath('members')} replace />;

  return (
    <div className="home">
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-inner">
          <div className="hero-text">
            <p className="hero-eyebrow">{settings.name}</p>
            <h1 id="hero-title">{settings.index_title}</h1>
            <p className="hero-lead">{settings.description}</p>
            <div className="hero-actions">
              {settings.signup_enabled ? (
                <LocalLink to="signup" className="btn btn-primary btn-large">
                  {t('home.signUp')}
                </LocalLink>
              ) : null}
              <LocalLink to="login" className="btn btn-light btn-large">
                {t('home.logIn')}
              </LocalLink>
            </div>
            {settings.logged_out_search_visible ? (
              <p className="hero-search">
                <LocalLink to="members">{t('home.browse')}</LocalLink>
              </p>
            ) : null}
          </div>
          <HeroArt />
        </div>
      </section>
      <section className="container home-features" aria-labelledby="features-title">
        <h2 id="features-title">{t('home.features.title')}</h2>
        <ul className="feature-list">
          {FEATURES.map((feature) => (
            <li key={feature} className="feature card">
              <span className={`feature-icon feature-icon-${feature}`} aria-hidden="true" />
              <h3>{t(`home.features.${feature}.title`)}</h3>
              <p>{t(`home.features.${feature}.text`, { credits: settings.signup_credits })}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="container home-steps" aria-labelledby="steps-title">
        <h2 id="steps-title">{t('home.steps.title')}</h2>
        <ol className="steps-list">
          {(['one', 'two', 'three'] as const).map((step) => (
            <li key={step}>
              <h3>{t(`home.steps.${step}.title`)}</h3>
              <p>{t(`home.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
        {settings.signup_enabled ? (
          <p className="actions-center">
            <LocalLink to="signup" className="btn btn-primary btn-large">
              {t('home.signUpFree')}
            </LocalLink>
          </p>
        ) : null}
      </section>
    </div>
  );
}

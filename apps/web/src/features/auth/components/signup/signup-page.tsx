import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useCurrentUser } from '@/lib/current-member';
import { useDocumentTitle } from '@/lib/document-title';
import { LocalLink, useLocalizedPath } from '@/lib/localized-path';
import { SignupForm } from './signup-form';
import { useSignupForm } from './use-signup-form';

interface SignupPageProps {
  /** The member a landing page aimed the signup at (/members/{id}/signup), shown above the form. */
  target?: { id: number; intro: ReactNode };
}

/** The signup routes: /signup, and /members/{id}/signup with the profile that brought the visitor. */
export function SignupPage({ target }: SignupPageProps = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const user = useCurrentUser();
  const form = useSignupForm(target?.id);
  useDocumentTitle(t('pages.signup.title'));

  // A member who is already logged in has nothing to sign up for (unless they just did).
  if (user && form.phase === 'form') return <Navigate to={localizedPath('members')} replace />;

  return (
    <div className="page page-narrow">
      <section className="card signup-card" aria-labelledby="signup-title">
        <h1 id="signup-title">{t('signup.title')}</h1>
        {target ? target.intro : <p className="lead">{t('signup.intro')}</p>}
        <SignupForm form={form} onSignedUp={() => navigate(localizedPath('completeSignup'))} />
        {form.phase === 'form' ? (
          <p className="card-footer-text">
            {t('signup.haveAccount')} <LocalLink to="login">{t('signup.logIn')}</LocalLink>
          </p>
        ) : null}
      </section>
    </div>
  );
}

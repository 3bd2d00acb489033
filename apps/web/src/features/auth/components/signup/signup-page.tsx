import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useCurrentUser } from '@/lib/current-member';
import { useDocumentTitle } from '@/lib/document-title';
import { LocalLink, useLocalizedPath } from '@/lib/localized-path';
import { useCurrentRoute } from '@/lib/route-name';
import { SignupForm } from './signup-form';
import { useSignupForm } from './use-signup-form';

/** The signup routes: /signup, and /members/{id}/signup with the profile that brought the visitor. */
export function SignupPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const user = useCurrentUser();
  const target = Number(route?.params.id);
  const form = useSignupForm(Number.isInteger(target) && target > 0 ? target : undefined);
  useDocumentTitle(t('pages.signup.title'));

  // A member who is already logged in has nothing to sign up for (unless they just did).
  if (user && form.phase === 'form') return <Navigate to={localizedPath('members')} replace />;

  return (
    <div className="page page-narrow">
      <section className="card signup-card" aria-labelledby="signup-title">
        <h1 id="signup-title">{t('signup.title')}</h1>
        <p className="lead">{t('signup.intro')}</p>
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

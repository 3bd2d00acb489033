import { Alert } from '@dating/ui';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useCurrentUser } from '@/lib/current-member';
import { useDocumentTitle } from '@/lib/document-title';
import { LocalLink, useLocalizedPath } from '@/lib/localized-path';
import type { LoginPageState } from '@/lib/navigation-state';
import { LoginForm } from './login-form';

/** Only same-site paths are followed after login ("/x", not "//evil.example" or "https://…"). */
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** A success notice: the account is back (?reactivated=1, from the mailed link) or the password reset. */
function LoginNotice() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const state = useLocation().state as Partial<LoginPageState> | null;
  const text =
    searchParams.get('reactivated') === '1'
      ? t('login.reactivated')
      : state?.notice === 'passwordReset'
        ? t('login.passwordReset')
        : null;
  if (!text) return null;
  return (
    <Alert tone="success" live>
      <p>{text}</p>
    </Alert>
  );
}

export function LoginPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const user = useCurrentUser();
  useDocumentTitle(t('pages.login.title'));
  const target = safeRedirect(searchParams.get('redirect')) ?? localizedPath('members');

  if (user) return <Navigate to={target} replace />;

  return (
    <div className="page page-narrow">
      <section className="card" aria-labelledby="login-title">
        <h1 id="login-title">{t('login.title')}</h1>
        <LoginNotice />
        <p className="lead">{t('login.intro')}</p>
        <LoginForm
          initialEmail={searchParams.get('email') ?? ''}
          onLoggedIn={() => navigate(target, { replace: true })}
        />
        <p className="card-footer-text">
          {t('login.noAccount')} <LocalLink to="signup">{t('login.signUp')}</LocalLink>
        </p>
      </section>
    </div>
  );
}

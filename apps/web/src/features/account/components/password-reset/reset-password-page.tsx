import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/lib/document-title';
import { LocalLink } from '@/lib/localized-path';
import { RequestResetForm } from './request-reset-form';

/** "Forgot your password?": the e-mail address of the account, then a link by mail. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  useDocumentTitle(t('pages.resetPassword.title'));

  return (
    <div className="page page-narrow">
      <section className="card" aria-labelledby="reset-title">
        <h1 id="reset-title">{t('resetPassword.title')}</h1>
        <p className="lead">{t('resetPassword.intro')}</p>
        <RequestResetForm initialEmail={searchParams.get('email') ?? ''} />
        <p className="card-footer-text">
          <LocalLink to="login">{t('resetPassword.backToLogin')}</LocalLink>
        </p>
      </section>
    </div>
  );
}

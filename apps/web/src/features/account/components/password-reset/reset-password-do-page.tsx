import { userMessage } from '@dating/api-client';
import { Alert } from '@dating/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/lib/document-title';
import { useLocalizedPath } from '@/lib/localized-path';
import type { LoginPageState } from '@/lib/navigation-state';
import { usePasswordResetCheck } from '../../api/check-password-reset';
import { PASSWORD_MIN_LENGTH } from '../../lib/password-rules';
import { NewPasswordForm } from './new-password-form';
import { RequestResetForm } from './request-reset-form';

/** The page of the mailed reset link: checks the link, then asks for the new password twice. */
export function ResetPasswordDoPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const token = searchParams.get('token') ?? '';
  const check = usePasswordResetCheck(token);
  // Set when saving finds the link used or expired (410): the server's message.
  const [expiredMessage, setExpiredMessage] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t('pages.resetPasswordDo.title'));

  useEffect(() => {
    if (expiredMessage) headingRef.current?.focus();
  }, [expiredMessage]);

  const expired = expiredMessage ?? (!token || check.data === false ? t('resetPassword.expired') : null);
  const state: LoginPageState = { notice: 'passwordReset' };

  return (
    <div className="page page-narrow">
      <section className="card" aria-labelledby="reset-do-title">
        <h1 id="reset-do-title" ref={headingRef} tabIndex={-1}>
          {expired ? t('resetPassword.expiredTitle') : t('resetPassword.newTitle')}
        </h1>
        {expired ? (
          <>
            <Alert tone="warning">
              <p>{expired}</p>
            </Alert>
            <h2 className="section-title">{t('resetPassword.requestNewTitle')}</h2>
            <RequestResetForm id="reset-again" />
          </>
        ) : check.isPending ? (
          <p role="status">{t('resetPassword.checking')}</p>
        ) : check.isError ? (
          <Alert tone="danger" live>
            <p>{userMessage(check.error, t('errors.generic'))}</p>
            <button type="button" className="btn btn-small btn-secondary" onClick={() => void check.refetch()}>
              {t('errors.retry')}
            </button>
          </Alert>
        ) : (
          <>
            <p className="lead">{t('resetPassword.newIntro', { min: PASSWORD_MIN_LENGTH })}</p>
            <NewPasswordForm
              token={token}
              onDone={() => navigate(localizedPath('login'), { replace: true, state })}
              onExpired={setExpiredMessage}
            />
          </>
        )}
      </section>
    </div>
  );
}

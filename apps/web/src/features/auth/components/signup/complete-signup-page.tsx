import { Trans, useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/current-member';
import { useDocumentTitle } from '@/lib/document-title';
import { LocalLink } from '@/lib/localized-path';
import { ResendActivationButton } from '../activation/resend-activation-button';

/** The completion step: the account exists; the activation link is in the mailbox; on to the matches. */
export function CompleteSignupPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  useDocumentTitle(t('pages.completeSignup.title'));
  const confirmed = user !== null && user.status !== 'not_confirmed';

  return (
    <div className="page page-narrow">
      <section className="card text-center" aria-labelledby="complete-title">
        <div className="mail-illustration" aria-hidden="true" />
        <h1 id="complete-title">{t(confirmed ? 'completeSignup.confirmedTitle' : 'completeSignup.title')}</h1>
        {confirmed ? (
          <p>{t('completeSignup.confirmed')}</p>
        ) : user ? (
          <>
            <p className="lead">
              <Trans i18nKey="completeSignup.checkMailbox" values={{ email: user.email }} components={{ strong: <strong /> }} />
            </p>
            <p>{t('completeSignup.spamHint')}</p>
            <ResendActivationButton />
          </>
        ) : (
          <p className="lead">{t('completeSignup.checkMailboxAnonymous')}</p>
        )}
        <p className="actions-center">
          <LocalLink to="signupMatches" className="btn btn-primary">
            {t('completeSignup.toMembers')}
          </LocalLink>
        </p>
      </section>
    </div>
  );
}

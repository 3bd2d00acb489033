import { userMessage } from '@dating/api-client';
import { Alert } from '@dating/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentUser, userQueryKey } from '@/lib/current-member';
import { useDocumentTitle } from '@/lib/document-title';
import { LocalLink } from '@/lib/localized-path';
import { useConfirmEmailChange } from '../../api/confirm-email-change';

/** The link mailed to a new address: applies the change when the page opens and says how it went. */
export function MailChangeDoPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const confirm = useConfirmEmailChange(token);
  const email = confirm.data;
  useDocumentTitle(t('pages.mailChangeDo.title'));

  useEffect(() => {
    // The member's address changed on the server: load the member again.
    if (email) void queryClient.invalidateQueries({ queryKey: userQueryKey });
  }, [email, queryClient]);

  // The answer, once there, stays: a later refetch of a used link must not turn it into an error.
  const failed = !email && (!token || confirm.isError);
  const title = email ? t('mailChange.doneTitle') : failed ? t('mailChange.expiredTitle') : t('pages.mailChangeDo.title');

  return (
    <div className="page page-narrow">
      <section className="card text-center" aria-labelledby="mail-change-title">
        {email ? <div className="success-illustration" aria-hidden="true" /> : null}
        <h1 id="mail-change-title">{title}</h1>
        <div aria-live="polite">
          {email ? (
            <p className="lead">
              <Trans i18nKey="mailChange.done" values={{ email }} components={{ strong: <strong /> }} />
            </p>
          ) : failed ? (
            <Alert tone="warning">
              <p>{token ? userMessage(confirm.error, t('errors.generic')) : t('mailChange.missingToken')}</p>
            </Alert>
          ) : (
            <p>{t('mailChange.checking')}</p>
          )}
        </div>
        {email || failed ? (
          <p className="actions-center">
            {user && email ? (
              <LocalLink to="members" className="btn btn-primary">
                {t('mailChange.toMembers')}
              </LocalLink>
            ) : user ? (
              <LocalLink to="profile" search="tab=account" className="btn btn-primary">
                {t('mailChange.toSettings')}
              </LocalLink>
            ) : (
              <LocalLink to="login" className="btn btn-primary">
                {t('mailChange.logIn')}
              </LocalLink>
            )}
          </p>
        ) : null}
      </section>
    </div>
  );
}

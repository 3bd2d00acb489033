import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser, userQueryKey } from '@/lib/current-member';
import { useDocumentTitle } from '@/lib/document-title';
import { LocalLink } from '@/lib/localized-path';

/** Where the activation link lands when the e-mail address is confirmed. */
export function ActivateDonePage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  useDocumentTitle(t('pages.activateDone.title'));

  useEffect(() => {
    // The member's status changed on the server: load it again.
    void queryClient.invalidateQueries({ queryKey: userQueryKey });
  }, [queryClient]);

  return (
    <div className="page page-narrow">
      <section className="card text-center" aria-labelledby="activated-title">
        <div className="success-illustration" aria-hidden="true" />
        <h1 id="activated-title">{t('activation.done.title')}</h1>
        <p className="lead">{t('activation.done.text')}</p>
        <p className="actions-center">
          {user ? (
            <LocalLink to="members" className="btn btn-primary">
              {t('activation.done.toMembers')}
            </LocalLink>
          ) : (
            <LocalLink to="login" className="btn btn-primary">
              {t('activation.done.logIn')}
            </LocalLink>
          )}
        </p>
      </section>
    </div>
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/lib/document-title';
import { useLocale } from '@/lib/locale';
import { LocalLink } from '@/lib/localized-path';
import { clearMemberData } from '@/lib/logout';
import { useSettings } from '@/lib/settings/site-settings';
import type { AccountDeletion } from '../../api/delete-account';
import { externalRedirectUrl } from '../../lib/external-url';
import { RedirectCountdown } from './redirect-countdown';

/** What the delete flow hands to this page (router state). */
export interface AccountDeletedState {
  deletion: AccountDeletion;
}

function deletionOf(state: unknown): AccountDeletion | null {
  return (state as Partial<AccountDeletedState> | null)?.deletion ?? null;
}

/**
 * After deleting: the account is gone, a mail with a reactivation link was sent, and an optional
 * countdown to a partner site. The mailed link lands here with ?reactivation=expired when too late.
 */
export function AccountDeletedPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const locale = useLocale();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const expired = searchParams.get('reactivation') === 'expired';
  const deletion = expired ? null : deletionOf(location.state);
  const redirectUrl = externalRedirectUrl(deletion?.redirect_url);
  const title = expired ? t('deletedAccount.expiredTitle') : t('deletedAccount.title');
  useDocumentTitle(expired ? title : t('pages.accountDeleted.title'));
  const email = settings.support_email;
  const queryClient = useQueryClient();

  useEffect(() => {
    // Arriving from the deletion: the server ended the session, so forget the member here too.
    if (deletion) clearMemberData(queryClient);
  }, [deletion, queryClient]);

  const until = deletion
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(deletion.reactivate_until))
    : null;

  return (
    <div className="page page-narrow">
      <section className="card text-center" aria-labelledby="deleted-title">
        <h1 id="deleted-title">{title}</h1>
        {expired ? (
          <p className="lead">{t('deletedAccount.expired')}</p>
        ) : (
          <>
            <p className="lead">{until ? t('deletedAccount.mailSent', { date: until }) : t('deletedAccount.mailSentGeneric')}</p>
            <p>{t('deletedAccount.goodbye')}</p>
          </>
        )}
        <p>
          <Trans i18nKey="deletedAccount.contact" values={{ email }} components={{ mail: <a href={`mailto:${email}`} /> }} />
        </p>
        {redirectUrl && deletion ? (
          <RedirectCountdown url={redirectUrl} seconds={deletion.redirect_seconds} />
        ) : (
          <p className="actions-center">
            <LocalLink to="home" className="btn btn-primary">
              {t('deletedAccount.home')}
            </LocalLink>
          </p>
        )}
      </section>
    </div>
  );
}

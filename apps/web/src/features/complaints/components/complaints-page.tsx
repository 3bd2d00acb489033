import { Alert } from '@dating/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '@/lib/current-member';
import { useDocumentTitle } from '@/lib/document-title';
import { LocalLink } from '@/lib/localized-path';
import { profileIdFrom } from '../lib/complaint-rules';
import { ComplaintForm } from './complaint-form';
import { ReportedMember } from './reported-member';

/** /complaints: report a member (?profile=<id>) or a problem with the site. */
export function ComplaintsPage() {
  const { t } = useTranslation();
  const { t: tm } = useTranslation('members');
  const user = useCurrentUser();
  const [searchParams] = useSearchParams();
  const profileId = profileIdFrom(searchParams.get('profile'));
  const [sent, setSent] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t('pages.complaints.title'));

  // The form is gone once sent: bring the page's heading and the thank-you into view.
  useEffect(() => {
    if (sent) headingRef.current?.focus();
  }, [sent]);

  return (
    <div className="page page-narrow complaints-page">
      <section className="card" aria-labelledby="complaints-title">
        <h1 id="complaints-title" ref={headingRef} tabIndex={-1}>{t('pages.complaints.title')}</h1>
        {sent ? (
          <>
            <Alert tone="success" live>
              <p>{user ? tm('complaints.sentMember') : tm('complaints.sentVisitor')}</p>
            </Alert>
            <p className="actions-center">
              <LocalLink to="members" className="btn btn-primary">
                {tm('complaints.toMembers')}
              </LocalLink>
            </p>
          </>
        ) : (
          <>
            <p className="lead">{tm('complaints.intro')}</p>
            {profileId ? <ReportedMember profileId={profileId} /> : null}
            <ComplaintForm visitor={!user} profileId={profileId} onSent={() => setSent(true)} />
          </>
        )}
      </section>
    </div>
  );
}

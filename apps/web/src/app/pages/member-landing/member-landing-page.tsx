import { userMessage } from '@dating/api-client';
import type { PublicProfile } from '@dating/contracts';
import { Alert } from '@dating/ui';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useDocumentTitle } from '@/lib/document-title';
import { useLocalizedPath } from '@/lib/localized-path';
import { useCurrentRoute } from '@/lib/route-name';
import { NotFoundPage } from '../not-found-page';
import { ChatInviteLanding } from './chat-invite-landing';
import { SignupHeroLanding } from './signup-hero-landing';
import { SpotlightLanding } from './spotlight-landing';
import { useLandingMember } from './use-landing-member';

const DESIGNS: Record<string, ComponentType<{ profile: PublicProfile }>> = {
  memberLanding: SpotlightLanding,
  memberLanding2: ChatInviteLanding,
  memberLanding3: SignupHeroLanding,
};

/**
 * /members/{id}/landing, landing2/{slug?} and landing3/{slug?}: one member, in three designs, with
 * signup aimed at them (decision 057). The slug only names the campaign; it does not change the page.
 * Members who are logged in go on to the profile itself.
 */
export function MemberLandingPage() {
  const { t } = useTranslation('members');
  const route = useCurrentRoute();
  const { id, loggedInOnArrival, member, profile, notFound } = useLandingMember();
  const localizedPath = useLocalizedPath();
  useDocumentTitle(profile?.name);

  if (id === null || notFound) return <NotFoundPage />;
  if (loggedInOnArrival) return <Navigate to={localizedPath('member', { id })} replace />;
  const Design = DESIGNS[route?.name ?? ''] ?? SpotlightLanding;

  if (member.isError && !profile) {
    return (
      <div className="page page-narrow">
        <Alert tone="danger" live>
          <p>{userMessage(member.error, t('member.loadFailed'))}</p>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void member.refetch()}>
            {t('retry')}
          </button>
        </Alert>
      </div>
    );
  }
  if (!profile) return <p role="status" className="page">{t('loading')}</p>;
  return <Design profile={profile} />;
}

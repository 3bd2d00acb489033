import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { SignupPage } from '@/features/auth/components/signup/signup-page';
import { useLocalizedPath } from '@/lib/localized-path';
import { NotFoundPage } from '../not-found-page';
import { LandingIdentity, LandingPhoto } from './landing-parts';
import { useLandingMember } from './use-landing-member';

/** /members/{id}/signup: the signup form with the member it is for above it (decision 057). */
export function MemberSignupPage() {
  const { t } = useTranslation('members');
  const { id, loggedInOnArrival, profile, notFound } = useLandingMember();
  const localizedPath = useLocalizedPath();

  if (id === null || notFound) return <NotFoundPage />;
  // A member who is already logged in has nothing to sign up for: the member's profile is the place to go.
  if (loggedInOnArrival) return <Navigate to={localizedPath('member', { id })} replace />;
  const intro = profile ? (
    <div className="signup-target">
      <LandingPhoto profile={profile} className="signup-target-photo" />
      <div>
        <p className="lead">{t('landing.signupFor', { name: profile.name })}</p>
        <LandingIdentity profile={profile} headingId="signup-target-name" />
      </div>
    </div>
  ) : (
    <p role="status">{t('loading')}</p>
  );
  return <SignupPage target={{ id, intro }} />;
}

import type { PublicProfile } from '@dating/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SignupForm } from '@/features/auth/components/signup/signup-form';
import { useSignupForm } from '@/features/auth/components/signup/use-signup-form';
import { useLocalizedPath } from '@/lib/localized-path';
import { LandingIdentity, LandingPhoto } from './landing-parts';

/** /members/{id}/landing3: the member's photo fills the page, the signup form sits right on it. */
export function SignupHeroLanding({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation('members');
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const form = useSignupForm(profile.id);
  return (
    <div className="member-landing landing-hero">
      <LandingPhoto profile={profile} className="landing-hero-backdrop" decorative />
      <div className="container landing-hero-inner">
        <section className="landing-hero-member" aria-labelledby="landing-title">
          <LandingPhoto profile={profile} className="landing-hero-portrait" />
          <h1 id="landing-title">{t('landing.hero.title', { name: profile.name })}</h1>
          <LandingIdentity profile={profile} headingId="landing-member" />
          <p className="landing-hero-lead">{t('landing.hero.lead', { name: profile.name })}</p>
        </section>
        <section className="card landing-hero-form" aria-label={t('landing.hero.formLabel', { name: profile.name })}>
          <SignupForm form={form} onSignedUp={() => navigate(localizedPath('completeSignup'))} />
        </section>
      </div>
    </div>
  );
}

import type { PublicProfile } from '@dating/contracts';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/lib/settings/site-settings';
import { LandingIdentity, LandingPhoto, LandingSignupLink, ownWords } from './landing-parts';

/** /members/{id}/landing: the member in the spotlight, a large portrait next to an invitation. */
export function SpotlightLanding({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation('members');
  const settings = useSettings();
  const words = ownWords(profile);
  return (
    <div className="member-landing landing-spotlight">
      <section className="container landing-spotlight-inner" aria-labelledby="landing-title">
        <LandingPhoto profile={profile} className="landing-spotlight-photo" />
        <div className="landing-spotlight-text">
          <p className="landing-eyebrow">{t('landing.spotlight.eyebrow', { site: settings.name })}</p>
          <h1 id="landing-title">{t('landing.spotlight.title', { name: profile.name })}</h1>
          <LandingIdentity profile={profile} headingId="landing-member" />
          {words ? (
            <figure className="landing-quote">
              <blockquote>{words}</blockquote>
              <figcaption>{t('landing.spotlight.quoteLabel', { name: profile.name })}</figcaption>
            </figure>
          ) : null}
          <p className="lead">{t('landing.spotlight.lead', { name: profile.name })}</p>
          <LandingSignupLink profile={profile}>{t('landing.spotlight.cta', { name: profile.name })}</LandingSignupLink>
        </div>
      </section>
    </div>
  );
}

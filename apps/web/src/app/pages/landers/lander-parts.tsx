import { landerMembers, type ProfileCard } from '@dating/contracts';
import { LANDERS_NAMESPACE } from '@dating/i18n/landers-load';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignupModal } from '@/app/signup-modal-context';
import { FictionalBadge } from '@/components/member/fictional-badge';
import { useNameAge } from '@/components/member/member-card-parts';
import { PhotoPlaceholder } from '@/components/member/photo-placeholder';
import { api } from '@/lib/api';
import { LocalLink } from '@/lib/localized-path';
import { useSettings } from '@/lib/settings/site-settings';
import { useVariant } from './lander-variant';

/** The lander texts' translate function. */
export function useLanderText() {
  return useTranslation(LANDERS_NAMESPACE).t;
}

/**
 * The `place` of the headlines: "near you". A country named by the slug is shown beside it in its own line
 * (LanderRegion), in the nominative, so no language needs a case or an article for it.
 */
export function usePlace(): string {
  return useLanderText()('nearYou');
}

/** "Region: Germany" when the slug named a country. */
export function LanderRegion() {
  const t = useLanderText();
  const { place } = useVariant();
  return place ? <p className="lander-region container">{t('region', { place })}</p> : null;
}

/** Real members for the lander's showcase, of the variant's country and region first. */
export function useShowcase(count: number) {
  const { country, region } = useVariant();
  return useQuery({
    queryKey: ['lander-members', country, region, count],
    queryFn: async ({ signal }) =>
      (await api.callStrict(landerMembers, { query: { country: country ?? undefined, region: region ?? undefined, count }, signal })).profiles,
    staleTime: 60_000,
  });
}

/** A member's main photo (or the placeholder) with the fictional badge where it applies. */
export function MemberPhoto({ profile, className = '' }: { profile: ProfileCard; className?: string }) {
  return (
    <span className={`lander-photo ${className}`}>
      {profile.main_image ? <img src={profile.main_image.match} alt="" loading="lazy" width={300} height={400} /> : <PhotoPlaceholder />}
      {profile.fictional ? <FictionalBadge className="lander-fictional" /> : null}
    </span>
  );
}

/** "Name, 34 · Town" */
export function MemberCaption({ profile }: { profile: ProfileCard }) {
  const nameAge = useNameAge();
  return (
    <span className="lander-caption">
      <strong>{nameAge(profile)}</strong>
      {profile.city ? <span>{profile.city}</span> : null}
    </span>
  );
}

/** The note under every showcase that holds fictional chat-pals. */
export function FictionalNote({ profiles }: { profiles: ProfileCard[] }) {
  const t = useLanderText();
  return profiles.some((p) => p.fictional) ? <p className="lander-note">{t('fictionalNote')}</p> : null;
}

/** A button that opens the signup form (the site's signup modal). */
export function SignupButton({ children, className = '' }: { children?: ReactNode; className?: string }) {
  const t = useLanderText();
  const { openSignup } = useSignupModal();
  return (
    <button type="button" className={`btn btn-primary btn-large ${className}`} onClick={openSignup}>
      {children ?? t('signup.button')}
    </button>
  );
}

/** Where every lander ends: the signup, or the login when signups are closed for this visitor. */
export function LanderSignup() {
  const t = useLanderText();
  const settings = useSettings();
  return (
    <section className="lander-signup" aria-labelledby="lander-signup-title">
      <h2 id="lander-signup-title">{t('signup.title')}</h2>
      {settings.signup_enabled ? (
        <>
          <p>{t('signup.text', { credits: settings.signup_credits })}</p>
          <SignupButton />
        </>
      ) : (
        <p>
          {t('signup.closed')}{' '}
          <LocalLink to="login" className="btn btn-light">
            {t('signup.login')}
          </LocalLink>
        </p>
      )}
    </section>
  );
}

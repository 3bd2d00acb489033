import type { PublicProfile } from '@dating/contracts';
import { useTranslation } from 'react-i18next';
import { FictionalBadge } from '@/components/member/fictional-badge';
import { FictionalWarning } from '@/components/member/fictional-warning';
import { useNameAge } from '@/components/member/member-card-parts';
import { PhotoPlaceholder } from '@/components/member/photo-placeholder';
import { LocalLink } from '@/lib/localized-path';

/** "City, Country" (or what of it the member shows). */
export function usePlace(): (profile: PublicProfile) => string | null {
  const { t } = useTranslation('reference');
  return (profile) => {
    const country = profile.country ? t(`countries.${profile.country}`, { defaultValue: profile.country }) : null;
    return [profile.city, country].filter(Boolean).join(', ') || null;
  };
}

/** The member's main photo (the one a visitor may see), or the placeholder; `decorative` for a backdrop. */
export function LandingPhoto({ profile, className = '', decorative = false }: {
  profile: PublicProfile;
  className?: string;
  decorative?: boolean;
}) {
  const { t } = useTranslation('members');
  const photo = profile.photos.find((p) => p.main && !p.locked) ?? profile.photos.find((p) => !p.locked);
  const src = photo?.url ?? profile.main_image?.match;
  return (
    <span className={`landing-photo ${className}`} aria-hidden={decorative || undefined}>
      {src ? (
        <img src={src} alt={decorative ? '' : t('member.photoOf', { name: profile.name })} width={600} height={800} />
      ) : (
        <PhotoPlaceholder />
      )}
      {profile.fictional && !decorative ? <FictionalBadge className="landing-photo-fictional" /> : null}
    </span>
  );
}

/** Name and age as the page's heading, the place under it, the chat-pal warning where it applies. */
export function LandingIdentity({ profile, headingId }: { profile: PublicProfile; headingId: string }) {
  const nameAge = useNameAge();
  const place = usePlace();
  const where = place(profile);
  return (
    <>
      <h2 id={headingId} className="landing-name">
        {nameAge(profile)}
      </h2>
      {where ? <p className="landing-place">{where}</p> : null}
      {profile.fictional ? <FictionalWarning /> : null}
    </>
  );
}

/** The way to the signup with this member as the target. */
export function LandingSignupLink({ profile, children, className = 'btn btn-primary btn-large' }: {
  profile: PublicProfile;
  children: string;
  className?: string;
}) {
  return (
    <LocalLink to="memberSignup" params={{ id: profile.id }} className={className}>
      {children}
    </LocalLink>
  );
}

/** What the member wrote about themselves, when the site shows it. */
export const ownWords = (profile: PublicProfile): string | null => profile.signup_message ?? profile.description ?? null;

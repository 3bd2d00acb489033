import type { ProfileCard } from '@dating/contracts';
import { useTranslation } from 'react-i18next';
import { LocalLink } from '@/lib/localized-path';
import type { MemberLinkState } from '@/lib/navigation-state';
import { FictionalBadge } from '@/components/member/fictional-badge';
import { PhotoPlaceholder } from '@/components/member/photo-placeholder';

/**
 * A member in the results: photo (or a placeholder), name, age and place; the whole card is the
 * link. `fromSearch` (the search's query string) gives the profile its "back to the results" link.
 */
export function MemberCard({ profile, fromSearch }: { profile: ProfileCard; fromSearch?: string }) {
  const { t } = useTranslation('members');
  const state: MemberLinkState | undefined = fromSearch === undefined ? undefined : { fromSearch };
  return (
    <li className="member-card">
      <LocalLink to="member" params={{ id: profile.id }} state={state} className="member-card-link">
        <span className="member-card-photo">
          {profile.main_image ? (
            <img src={profile.main_image.match} alt="" loading="lazy" width={300} height={400} />
          ) : (
            <PhotoPlaceholder />
          )}
          {profile.fictional ? <FictionalBadge className="member-card-fictional" /> : null}
        </span>
        <span className="member-card-body">
          <span className="member-card-name">
            {profile.age !== null ? t('nameAge', { name: profile.name, age: profile.age }) : profile.name}
          </span>
          {profile.city ? <span className="member-card-place">{profile.city}</span> : null}
        </span>
      </LocalLink>
    </li>
  );
}

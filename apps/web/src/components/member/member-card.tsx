import type { ProfileCard } from '@dating/contracts';
import { LocalLink } from '@/lib/localized-path';
import type { MemberLinkState } from '@/lib/navigation-state';
import { MemberCardBody, MemberCardPhoto, type PhotoPriority } from './member-card-parts';

/**
 * A member in the results: photo (or a placeholder), name, age and place; the whole card is the
 * link. `fromSearch` (the search's query string) gives the profile its "back to the results" link; `priority`
 * how its photo loads (lazy unless the card is on the first screen).
 */
export function MemberCard({ profile, fromSearch, priority }: { profile: ProfileCard; fromSearch?: string; priority?: PhotoPriority }) {
  const state: MemberLinkState | undefined = fromSearch === undefined ? undefined : { fromSearch };
  return (
    <li className="member-card">
      <LocalLink to="member" params={{ id: profile.id }} state={state} className="member-card-link">
        <MemberCardPhoto profile={profile} priority={priority} />
        <MemberCardBody profile={profile} />
      </LocalLink>
    </li>
  );
}

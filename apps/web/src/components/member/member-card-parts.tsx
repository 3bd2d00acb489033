import type { ProfileCard } from '@dating/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FictionalBadge } from './fictional-badge';
import { PhotoPlaceholder } from './photo-placeholder';

/** "Name, age", or the name alone when the age is hidden. */
export function useNameAge(): (profile: { name: string; age: number | null }) => string {
  const { t } = useTranslation();
  return (profile) => (profile.age !== null ? t('nameAge', { name: profile.name, age: profile.age }) : profile.name);
}

/**
 * How a card's photo loads: `lazy` below the first screen; `eager` for the cards of the first screen (not lazy:
 * the browser would wait for layout before asking for them); `first` for the first row, which is the page's largest
 * paint: eager and fetched before the other images (decision 070).
 */
export type PhotoPriority = 'lazy' | 'eager' | 'first';

/** The priority of the card at `index` in a grid at the top of a page: the first row first, then the first screen. */
export function photoPriorityAt(index: number): PhotoPriority {
  return index < 2 ? 'first' : index < 6 ? 'eager' : 'lazy';
}

/** A card's photo (or a placeholder) with the fictional badge; `children` adds tags on the photo. */
export function MemberCardPhoto({ profile, priority = 'lazy', children }: { profile: ProfileCard; priority?: PhotoPriority; children?: ReactNode }) {
  return (
    <span className="member-card-photo">
      {profile.main_image ? (
        <img
          src={profile.main_image.match}
          alt=""
          loading={priority === 'lazy' ? 'lazy' : 'eager'}
          fetchPriority={priority === 'first' ? 'high' : 'auto'}
          width={300}
          height={400}
        />
      ) : (
        <PhotoPlaceholder />
      )}
      {profile.fictional ? <FictionalBadge className="member-card-fictional" /> : null}
      {children}
    </span>
  );
}

/** A card's name, age and place; `children` adds lines under them. */
export function MemberCardBody({ profile, children }: { profile: ProfileCard; children?: ReactNode }) {
  const nameAge = useNameAge();
  return (
    <span className="member-card-body">
      <span className="member-card-name">{nameAge(profile)}</span>
      {profile.city ? <span className="member-card-place">{profile.city}</span> : null}
      {children}
    </span>
  );
}

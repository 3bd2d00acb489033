import type { ProfileCard } from '@dating/contracts';
import { useTranslation } from 'react-i18next';
import { FictionalBadge } from '@/components/member/fictional-badge';
import { PhotoPlaceholder } from '@/components/member/photo-placeholder';
import { LocalLink } from '@/lib/localized-path';

interface LikeCardProps {
  profile: ProfileCard;
  /** "Liked you on …" / "Liked on …", or nothing (matches). */
  when?: string;
  isNew?: boolean;
  match?: boolean;
}

/** A member in a likes list; the whole card leads to the like relation with them (/likes/m/{id}). */
export function LikeCard({ profile, when, isNew = false, match = false }: LikeCardProps) {
  const { t } = useTranslation('likes');
  return (
    <li className={`member-card like-card ${isNew ? 'like-card-new' : ''}`}>
      <LocalLink to="likesMember" params={{ id: profile.id }} className="member-card-link">
        <span className="member-card-photo">
          {profile.main_image ? (
            <img src={profile.main_image.match} alt="" loading="lazy" width={300} height={400} />
          ) : (
            <PhotoPlaceholder />
          )}
          {profile.fictional ? <FictionalBadge className="member-card-fictional" /> : null}
          {isNew || match ? (
            <span className="like-card-tags">
              {isNew ? <span className="like-tag like-tag-new">{t('new')}</span> : null}
              {match ? <span className="like-tag like-tag-match">{t('page.match')}</span> : null}
            </span>
          ) : null}
        </span>
        <span className="member-card-body">
          <span className="member-card-name">
            {profile.age !== null ? t('nameAge', { name: profile.name, age: profile.age }) : profile.name}
          </span>
          {profile.city ? <span className="member-card-place">{profile.city}</span> : null}
          {when ? <span className="like-card-when">{when}</span> : null}
        </span>
      </LocalLink>
    </li>
  );
}

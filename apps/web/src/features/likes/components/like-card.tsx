import type { ProfileCard } from '@dating/contracts';
import { useTranslation } from 'react-i18next';
import { MemberCardBody, MemberCardPhoto } from '@/components/member/member-card-parts';
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
        <MemberCardPhoto profile={profile}>
          {isNew || match ? (
            <span className="like-card-tags">
              {isNew ? <span className="like-tag like-tag-new">{t('new')}</span> : null}
              {match ? <span className="like-tag like-tag-match">{t('page.match')}</span> : null}
            </span>
          ) : null}
        </MemberCardPhoto>
        <MemberCardBody profile={profile}>{when ? <span className="like-card-when">{when}</span> : null}</MemberCardBody>
      </LocalLink>
    </li>
  );
}

import type { ProfileCard } from '@dating/contracts';
import { useTranslation } from 'react-i18next';
import { FictionalBadge } from '@/components/member/fictional-badge';
import { useNameAge } from '@/components/member/member-card-parts';
import { PhotoPlaceholder } from '@/components/member/photo-placeholder';
import { LocalLink } from '@/lib/localized-path';
import { LikeButton } from './like-button';
import { useLikeToggle } from './use-like-toggle';

/** The other member's card, who liked whom (you liked / liked you / match), and the actions. */
export function LikeRelationCard({ profile }: { profile: ProfileCard }) {
  const { t } = useTranslation('likes');
  const nameAge = useNameAge();
  const like = useLikeToggle(profile.id);
  const { state } = like;
  const photo = profile.main_image?.match;

  return (
    <article className="card like-relation" aria-labelledby="relation-title">
      <div className="like-relation-photo">
        {photo ? <img src={photo} alt={t('photoOf', { name: profile.name })} width={300} height={400} /> : <PhotoPlaceholder />}
        {profile.fictional ? <FictionalBadge className="member-card-fictional" /> : null}
      </div>
      <div className="like-relation-body">
        <h1 id="relation-title">{t('relation.title', { name: profile.name })}</h1>
        <p className="like-relation-who">
          {nameAge(profile)}
          {profile.city ? ` · ${profile.city}` : ''}
        </p>
        <p role="status" className={`like-relation-state like-relation-state-${state}`}>
          <span className="icon-heart" aria-hidden="true" />
          <span>{t(`relation.state.${state}`, { name: profile.name })}</span>
        </p>
        <div className="like-relation-actions">
          <LikeButton like={like} className={like.relation.liked ? 'btn-secondary' : 'btn-primary'} />
          <LocalLink to="memberChat" params={{ id: profile.id }} className={`btn ${like.relation.liked ? 'btn-primary' : 'btn-secondary'}`}>
            <span className="icon-chat" aria-hidden="true" />
            {t('relation.sendMessage')}
          </LocalLink>
          <LocalLink to="member" params={{ id: profile.id }} className="btn btn-ghost">
            {t('relation.viewProfile')}
          </LocalLink>
        </div>
      </div>
    </article>
  );
}

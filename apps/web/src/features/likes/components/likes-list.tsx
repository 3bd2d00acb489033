import type { RouteName } from '@dating/i18n';
import { useTranslation } from 'react-i18next';
import { LocalLink } from '@/lib/localized-path';
import type { Likes } from '../api/get-likes';
import { likesOfType, type LikeType } from '../lib/like-relation';
import { LikeCard } from './like-card';

/** Where an empty list sends the member: a better profile, the search, or the swipe game. */
const EMPTY_ACTION: Record<LikeType, RouteName> = { received: 'profile', given: 'members', mutual: 'swipeGame' };

/** The members of one kind of like, newest first; received likes not yet looked at are marked new. */
export function LikesList({ likes, type }: { likes: Likes; type: LikeType }) {
  const { t, i18n } = useTranslation('likes');
  const list = likesOfType(likes, type);
  const matched = new Set(likes.matches.map((profile) => profile.id));
  const date = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'long', year: 'numeric' });

  if (list.length === 0) {
    return (
      <div className="likes-empty">
        <span className="prompt-illustration" aria-hidden="true" />
        <p className="lead">{t(`page.empty.${type}`)}</p>
        <LocalLink to={EMPTY_ACTION[type]} className="btn btn-primary">
          {t(`page.emptyAction.${type}`)}
        </LocalLink>
      </div>
    );
  }

  return (
    <ul className="member-grid likes-grid" aria-label={t(`page.${type}`)}>
      {list.map((profile) => {
        const at = profile.liked_at ? date.format(new Date(profile.liked_at)) : null;
        return (
          <LikeCard
            key={profile.id}
            profile={profile}
            isNew={profile.like_new === true}
            match={type !== 'mutual' && matched.has(profile.id)}
            when={at ? t(type === 'received' ? 'page.receivedAt' : 'page.givenAt', { date: at }) : undefined}
          />
        );
      })}
    </ul>
  );
}

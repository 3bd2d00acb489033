import { useTranslation } from 'react-i18next';
import type { RelationState } from '../lib/like-relation';
import type { LikeToggle } from './use-like-toggle';

const STATUS_KEYS = { match: 'like.match', liked: 'like.liked', likedMe: 'like.likedYou' } as const satisfies Partial<
  Record<RelationState, string>
>;

/**
 * Like and unlike as one toggle button (aria-pressed). While a like is saved the button stays
 * focusable (aria-disabled) and a second press waits. A like that makes a match reloads the
 * likes, which opens the 'New like!' modal.
 */
export function LikeButton({ like, className = 'btn-secondary' }: { like: LikeToggle; className?: string }) {
  const { t } = useTranslation('likes');
  return (
    <button
      type="button"
      className={`btn ${className} like-button ${like.relation.liked ? 'is-liked' : ''}`}
      aria-pressed={like.relation.liked}
      aria-disabled={like.pending || undefined}
      onClick={like.toggle}
    >
      <span className="icon-heart" aria-hidden="true" />
      {t('like.button')}
    </button>
  );
}

/** How the two members stand, in words; announced when it changes (a failed like is told by a toast). */
export function LikeStatus({ like, name }: { like: LikeToggle; name: string }) {
  const { t } = useTranslation('likes');
  const { state } = like;
  return (
    <p role="status" className={`like-status like-status-${state}`}>
      {state === 'none' ? null : t(STATUS_KEYS[state], { name })}
    </p>
  );
}

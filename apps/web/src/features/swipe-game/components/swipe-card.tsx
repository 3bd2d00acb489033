import type { ProfileCard } from '@dating/contracts';
import { useRef, useState, type CSSProperties, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNameAge } from '@/components/member/member-card-parts';
import { PhotoPlaceholder } from '@/components/member/photo-placeholder';
import { useSettings } from '@/lib/settings/site-settings';
import { swipeAction, swipeProgress, type SwipeAction } from '../lib/swipe-gesture';

interface SwipeCardProps {
  profile: ProfileCard;
  /** The top card: dragging it far enough sideways likes or passes (from where it was let go). */
  onSwipe?: (action: SwipeAction, fromX: number) => void;
  /** A card on its way out, animated from `fromX` to the side of the action. */
  exit?: { action: SwipeAction; fromX: number };
  /** The next card, waiting under the top one. */
  behind?: boolean;
}

/** One card of the game: photo, name, age and place; fictional chat pals carry the site's warning. */
export function SwipeCard({ profile, onSwipe, exit, behind = false }: SwipeCardProps) {
  const { t } = useTranslation('likes');
  const nameAge = useNameAge();
  const settings = useSettings();
  const startX = useRef<number | null>(null);
  const [dx, setDx] = useState(0);
  const [dragging, setDragging] = useState(false);
  const draggable = onSwipe !== undefined;

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!draggable || (event.pointerType === 'mouse' && event.button !== 0)) return;
    startX.current = event.clientX;
    setDragging(true);
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (startX.current !== null) setDx(event.clientX - startX.current);
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (startX.current === null) return;
    const moved = event.clientX - startX.current;
    startX.current = null;
    setDragging(false);
    const action = swipeAction(moved);
    if (action) onSwipe?.(action, moved);
    else setDx(0);
  };
  const onPointerCancel = () => {
    startX.current = null;
    setDragging(false);
    setDx(0);
  };

  const style: CSSProperties | undefined = exit
    ? ({ '--from-x': `${exit.fromX}px`, '--from-turn': `${exit.fromX / 20}deg` } as CSSProperties)
    : dx !== 0
      ? { transform: `translateX(${dx}px) rotate(${dx / 20}deg)` }
      : undefined;
  const likeStamp = exit ? Number(exit.action === 'like') : dx > 0 ? swipeProgress(dx) : 0;
  const passStamp = exit ? Number(exit.action === 'pass') : dx < 0 ? swipeProgress(dx) : 0;
  const classes = ['swipe-card', dragging && 'is-dragging', exit && `swipe-card-exit swipe-card-exit-${exit.action}`, behind && 'swipe-card-behind'];
  const photo = profile.main_image?.match;

  return (
    <article
      className={classes.filter(Boolean).join(' ')}
      style={style}
      aria-hidden={exit || behind ? true : undefined}
      aria-labelledby={exit || behind ? undefined : `swipe-card-${profile.id}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
    >
      <div className="swipe-card-photo">
        {photo ? <img src={photo} alt={t('photoOf', { name: profile.name })} draggable={false} /> : <PhotoPlaceholder />}
      </div>
      <span className="swipe-stamp swipe-stamp-like" style={{ opacity: likeStamp }} aria-hidden="true">
        {t('swipe.stampLike')}
      </span>
      <span className="swipe-stamp swipe-stamp-pass" style={{ opacity: passStamp }} aria-hidden="true">
        {t('swipe.stampPass')}
      </span>
      {profile.fictional ? (
        <p className="swipe-card-fictional">
          <img src={settings.fictional_icon} alt="" width={20} height={20} />
          <span>{settings.fictional_warning.singular}</span>
        </p>
      ) : null}
      <div className="swipe-card-info">
        <h3 id={`swipe-card-${profile.id}`} className="swipe-card-name">
          {nameAge(profile)}
        </h3>
        {profile.city ? (
          <p className="swipe-card-place">
            <span className="icon-location" aria-hidden="true" />
            {profile.city}
          </p>
        ) : null}
      </div>
    </article>
  );
}

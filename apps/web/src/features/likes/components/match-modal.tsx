import type { ProfileCard } from '@dating/contracts';
import { Modal } from '@dating/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PhotoPlaceholder } from '@/components/member/photo-placeholder';
import { LocalLink } from '@/lib/localized-path';
import { useLikes } from '../api/get-likes';
import { useMarkMatchSeen } from '../api/mark-match-seen';
import { matchModalDelayMs } from '../lib/match-delay';

/**
 * 'New like!': a match the member has not seen yet (spec section 2). It shows once the matched
 * profile is loaded, t seconds late when the URL says ?t=…; any way of closing it (a button, the
 * backdrop, escape) marks the match as seen, and the next unseen one follows.
 */
export function MatchModal() {
  const likes = useLikes();
  const match = likes.data?.unseen_matches[0];
  const { search } = useLocation();
  const [delayMs] = useState(() => matchModalDelayMs(search));
  const [shownId, setShownId] = useState<number | null>(null);

  const matchId = match?.id;

  useEffect(() => {
    if (matchId === undefined) return;
    const timer = setTimeout(() => setShownId(matchId), delayMs);
    return () => clearTimeout(timer);
  }, [matchId, delayMs]);

  if (!match || shownId !== match.id) return null;
  return <MatchDialog key={match.id} match={match} />;
}

function MatchDialog({ match }: { match: ProfileCard }) {
  const { t } = useTranslation('likes');
  const seen = useMarkMatchSeen();
  // Closed first, so the browser hands focus back to where it was; then the match leaves the cache.
  const [open, setOpen] = useState(true);
  const close = () => {
    if (!open) return;
    setOpen(false);
    seen.mutate(match.id);
  };
  const photo = match.main_image?.match;

  return (
    <Modal open={open} labelledBy="match-modal-title" onClose={close} className="match-modal">
      <div className="match-modal-body">
        <span className="match-modal-photo">
          {photo ? <img src={photo} alt={t('photoOf', { name: match.name })} width={160} height={160} /> : <PhotoPlaceholder />}
          <span className="match-modal-heart" aria-hidden="true">
            <span className="icon-heart" />
          </span>
        </span>
        <h2 id="match-modal-title">{t('matchModal.title')}</h2>
        <p className="lead">{t('matchModal.text', { name: match.name })}</p>
        <div className="form-actions form-actions-center match-modal-actions">
          <LocalLink to="memberChat" params={{ id: match.id }} className="btn btn-primary" onClick={close}>
            <span className="icon-chat" aria-hidden="true" />
            {t('matchModal.sendMessage')}
          </LocalLink>
          <button type="button" className="btn btn-secondary" onClick={close}>
            {t('matchModal.keepBrowsing')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

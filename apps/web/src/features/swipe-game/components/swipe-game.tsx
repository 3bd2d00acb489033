import { isApiError, userMessage } from '@dating/api-client';
import { Alert } from '@dating/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SwipeState } from '../api/get-swipe';
import { useSwipe } from '../api/swipe';
import { keyAction, type SwipeAction } from '../lib/swipe-gesture';
import { SwipeCountdown } from './swipe-countdown';
import { SwipeDeck, type LeavingCard } from './swipe-deck';

/** How long a card takes to fly off (the CSS animation of .swipe-card-exit). */
const EXIT_MS = 300;

const deadlineOf = (seconds: number | null) => (seconds === null ? null : Date.now() + seconds * 1000);

/** Keys go to the game unless the member is typing, in a menu or tabs, or a dialog is open. */
function isGameKey(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return false;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest('input, textarea, select, [contenteditable="true"], [role="tablist"], [role="menu"], dialog')) return false;
  return document.querySelector('dialog[open]') === null;
}

/**
 * The game itself, for one answer of GET /api/swipe.php (a new answer starts it afresh): the cards
 * not yet decided, likes left, and the countdown once they are used up (or the server says 429).
 */
export function SwipeGame({ state, reload }: { state: SwipeState; reload: () => void }) {
  const { t } = useTranslation('likes');
  const swipe = useSwipe();
  const [decided, setDecided] = useState<ReadonlySet<number>>(() => new Set());
  const [likesLeft, setLikesLeft] = useState(state.likes_left);
  const [deadline, setDeadline] = useState(() => (state.likes_left > 0 ? null : deadlineOf(state.next_allowance_in)));
  const [leaving, setLeaving] = useState<LeavingCard | null>(null);
  const busy = useRef(false);
  const cards = state.candidates.filter((card) => !decided.has(card.id));
  const current = cards[0];
  const limitReached = likesLeft <= 0;

  const act = (action: SwipeAction, fromX = 0) => {
    if (!current || busy.current || (action === 'like' && limitReached)) return;
    busy.current = true;
    swipe.reset();
    setLeaving({ profile: current, action, fromX });
    setDecided((old) => new Set(old).add(current.id));
    swipe.mutate(
      { profileId: current.id, action },
      {
        onSuccess: (result) => {
          setLikesLeft(result.likes_left);
          if (result.likes_left <= 0) setDeadline(deadlineOf(result.next_allowance_in));
        },
        onError: (error) => {
          // Not decided after all: the card comes back on top.
          setDecided((old) => new Set([...old].filter((id) => id !== current.id)));
          // Over the limit (liked in another tab): the fresh state brings the countdown.
          if (isApiError(error) && error.code === 'swipe_limit_reached') reload();
        },
        onSettled: () => {
          busy.current = false;
        },
      },
    );
  };

  const actRef = useRef(act);
  useEffect(() => {
    actRef.current = act;
  });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = keyAction(event.key);
      if (!action || !isGameKey(event)) return;
      event.preventDefault();
      actRef.current(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => setLeaving(null), EXIT_MS);
    return () => clearTimeout(timer);
  }, [leaving]);

  // All cards decided: ask for new ones (the server leaves out those liked or passed).
  const outOfCards = cards.length === 0 && state.candidates.length > 0 && !swipe.isPending;
  useEffect(() => {
    if (outOfCards) reload();
  }, [outOfCards, reload]);

  const onCountdownDone = useCallback(() => reload(), [reload]);

  return (
    <>
      {/* Said once the likes are used up, where the countdown's heading already shows it. */}
      <p role="status" className={limitReached ? 'sr-only' : 'swipe-likes-left'}>
        {limitReached ? t('swipe.limitTitle') : t('swipe.likesLeft', { count: likesLeft })}
      </p>
      {swipe.error && !(isApiError(swipe.error) && swipe.error.code === 'swipe_limit_reached') ? (
        <Alert tone="danger" live>
          <p>{userMessage(swipe.error, t('failed'))}</p>
        </Alert>
      ) : null}
      {limitReached ? (
        <SwipeCountdown deadline={deadline} onDone={onCountdownDone} />
      ) : (
        <SwipeDeck cards={cards} leaving={leaving} onAction={act} />
      )}
    </>
  );
}

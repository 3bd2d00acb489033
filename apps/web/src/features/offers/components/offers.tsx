import { TIME_BONUS } from '@dating/contracts';
import { Modal } from '@dating/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formatCountdown, useCountdown } from '@/lib/countdown';
import { useCurrentUser } from '@/lib/current-member';
import { LocalLink } from '@/lib/localized-path';
import { useTimeBonus, useWelcomeDiscount, type ActiveDiscount } from '@/lib/offers';
import { useCurrentRoute } from '@/lib/route-name';
import { readTimestamp, writeTimestamp } from '@/lib/storage';
import { inMembersArea, modalDelayMs, showTimeBonusModal, TIME_BONUS_MODAL_KEY, WELCOME_MODAL_KEY } from '../lib/visibility';
import { useAreaWait } from '../lib/use-area-wait';

/** What the banner and the modal say, by the kind of offer. */
function useOfferTexts(offer: ActiveDiscount) {
  const { t } = useTranslation('payments');
  const kind = offer.kind === 'timebonus' ? 'timeBonus' : 'welcome';
  return {
    title: t(`offers.${kind}.title`, { percent: offer.percentage }),
    text: t(`offers.${kind}.text`, { percent: offer.percentage, hours: TIME_BONUS.timeLeftHours }),
    action: t('offers.action', { percent: offer.percentage }),
  };
}

/** The time left, as a timer that screen readers do not read out every second. */
function TimeLeft({ offer }: { offer: ActiveDiscount }) {
  const { t } = useTranslation('payments');
  const left = useCountdown(offer.deadline);
  return (
    <p className="offer-time">
      {t('offers.timeLeft')} <span role="timer" className="offer-countdown">{formatCountdown(left)}</span>
    </p>
  );
}

function OfferBanner({ offer }: { offer: ActiveDiscount }) {
  const texts = useOfferTexts(offer);
  const titleId = `offer-banner-${offer.kind}`;
  return (
    <section className="offer-banner" aria-labelledby={titleId}>
      <div className="offer-banner-body">
        <h2 id={titleId} className="offer-title">
          {texts.title}
        </h2>
        <p>{texts.text}</p>
        <TimeLeft offer={offer} />
      </div>
      <LocalLink to="credits" search={`code=${encodeURIComponent(offer.code)}`} className="btn btn-primary btn-small">
        {texts.action}
      </LocalLink>
    </section>
  );
}

function OfferModal({ offer, onClose }: { offer: ActiveDiscount; onClose: () => void }) {
  const { t } = useTranslation('payments');
  const texts = useOfferTexts(offer);
  const titleId = `offer-modal-${offer.kind}`;
  return (
    <Modal open labelledBy={titleId} onClose={onClose} className="offer-modal">
      <div className="offer-modal-body">
        <p className="offer-percent" aria-hidden="true">
          {t('offers.percentOff', { percent: offer.percentage })}
        </p>
        <h2 id={titleId}>{texts.title}</h2>
        <p>{texts.text}</p>
        <TimeLeft offer={offer} />
        <div className="form-actions form-actions-center">
          <LocalLink to="credits" search={`code=${encodeURIComponent(offer.code)}`} className="btn btn-primary" onClick={onClose} autoFocus>
            {texts.action}
          </LocalLink>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('offers.notNow')}
          </button>
        </div>
      </div>
    </Modal>
  );
}

/**
 * The time bonus and the welcome discount (spec sections 2, 4 and 9) in the default layout: a banner in
 * the members area for a logged-in member with a running offer, and after a while there a modal, once
 * (its dismissal is remembered with a timestamp). The time bonus comes first; its modal only with 0 credits.
 * The countdown is the server's time left; nothing here makes an offer longer or shorter than it is.
 */
export function Offers() {
  const user = useCurrentUser();
  const route = useCurrentRoute();
  const location = useLocation();
  const bonus = useTimeBonus();
  const welcome = useWelcomeDiscount();
  const inArea = inMembersArea(route?.name) && user !== null;
  const waited = useAreaWait(inArea, modalDelayMs(location.search));
  const [bonusDismissedAt, setBonusDismissedAt] = useState(() => readTimestamp(TIME_BONUS_MODAL_KEY));
  const [welcomeDismissedAt, setWelcomeDismissedAt] = useState(() => readTimestamp(WELCOME_MODAL_KEY));

  const offer = bonus ?? welcome;
  if (!user || !inArea || !offer) return null;

  const showModal =
    offer.kind === 'timebonus'
      ? showTimeBonusModal({ credits: user.credits, waited, dismissedAt: bonusDismissedAt })
      : waited && welcomeDismissedAt === null;
  const dismiss = () => {
    const key = offer.kind === 'timebonus' ? TIME_BONUS_MODAL_KEY : WELCOME_MODAL_KEY;
    writeTimestamp(key);
    (offer.kind === 'timebonus' ? setBonusDismissedAt : setWelcomeDismissedAt)(Date.now());
  };

  return (
    <>
      <OfferBanner offer={offer} />
      {showModal ? <OfferModal offer={offer} onClose={dismiss} /> : null}
    </>
  );
}

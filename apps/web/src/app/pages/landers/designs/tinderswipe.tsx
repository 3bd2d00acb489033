import { useState } from 'react';
import { FictionalNote, LanderSignup, MemberCaption, MemberPhoto, useLanderText, usePlace, useShowcase } from '../lander-parts';

const DECK = 6;

/** Tinder-style: a deck of real members to like or pass, then the signup to see who liked back. */
export function TinderSwipe() {
  const t = useLanderText();
  const place = usePlace();
  const showcase = useShowcase(DECK);
  const [index, setIndex] = useState(0);
  const [last, setLast] = useState<string | null>(null);
  const deck = showcase.data ?? [];
  const current = deck[index];

  const decide = (liked: boolean) => {
    if (!current) return;
    setLast(t(liked ? 'tinderswipe.liked' : 'tinderswipe.passed', { name: current.name }));
    setIndex(index + 1);
  };

  return (
    <>
      <section className="lander-hero tswipe-hero" aria-labelledby="lander-title">
        <div className="container tswipe-inner">
          <div className="tswipe-text">
            <h1 id="lander-title">{t('tinderswipe.headline', { place })}</h1>
            <p className="lander-lead">{t('tinderswipe.lead')}</p>
            <p className="tswipe-status" role="status">
              {last}
            </p>
          </div>
          <div className="tswipe-deck">
            {showcase.isPending ? <p>{t('loading')}</p> : null}
            {current ? (
              <article className="tswipe-card" aria-label={current.name}>
                <MemberPhoto profile={current} />
                <MemberCaption profile={current} />
                <p className="tswipe-counter">{t('tinderswipe.counter', { current: index + 1, total: deck.length })}</p>
                <div className="tswipe-actions">
                  <button type="button" className="tswipe-button tswipe-pass" onClick={() => decide(false)}>
                    <span aria-hidden="true">✕</span> {t('tinderswipe.pass')}
                  </button>
                  <button type="button" className="tswipe-button tswipe-like" onClick={() => decide(true)}>
                    <span aria-hidden="true">♥</span> {t('tinderswipe.like')}
                  </button>
                </div>
              </article>
            ) : showcase.isSuccess ? (
              <p className="tswipe-done card">{t('tinderswipe.done')}</p>
            ) : null}
          </div>
        </div>
      </section>
      <div className="container">
        <FictionalNote profiles={deck} />
      </div>
      <LanderSignup />
    </>
  );
}

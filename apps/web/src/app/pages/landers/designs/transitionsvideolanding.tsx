import { useState } from 'react';
import { LanderSignup, SignupButton, useLanderText, usePlace } from '../lander-parts';

const SCENES = ['look', 'like', 'chat', 'date'] as const;

/** Transitions: four scenes that dissolve into one another like a film (CSS only), with a pause button. */
export function TransitionsVideoLanding() {
  const t = useLanderText();
  const place = usePlace();
  const [paused, setPaused] = useState(false);
  return (
    <>
      <section className={`transitions-stage${paused ? ' is-paused' : ''}`} aria-labelledby="lander-title">
        <h1 id="lander-title" className="transitions-title">
          {t('transitionsvideolanding.headline')}
        </h1>
        <ol className="transitions-scenes">
          {SCENES.map((scene, i) => (
            <li key={scene} className={`transitions-scene transitions-scene-${i}`}>
              <span className="transitions-number" aria-hidden="true">
                {i + 1}
              </span>
              <h2>{t(`transitionsvideolanding.scenes.${scene}.title`)}</h2>
              <p>{t(`transitionsvideolanding.scenes.${scene}.text`, { place })}</p>
            </li>
          ))}
        </ol>
        <div className="transitions-controls">
          <button type="button" className="btn btn-light" aria-pressed={paused} onClick={() => setPaused(!paused)}>
            {paused ? t('transitionsvideolanding.play') : t('transitionsvideolanding.pause')}
          </button>
          <SignupButton />
        </div>
      </section>
      <LanderSignup />
    </>
  );
}

import { LanderSignup, useLanderText, usePlace } from '../lander-parts';
import { useSignupModal } from '@/app/signup-modal-context';

const CHAPTERS = ['profile', 'find', 'chat'] as const;

/** Video: a player-like hero on an animated gradient (CSS, nothing downloaded); its play button signs up. */
export function Video() {
  const t = useLanderText();
  const place = usePlace();
  const { openSignup } = useSignupModal();
  return (
    <>
      <section className="video-hero" aria-labelledby="lander-title">
        <div className="video-backdrop" aria-hidden="true" />
        <div className="container video-inner">
          <span className="video-live">{t('video.live')}</span>
          <h1 id="lander-title">{t('video.headline')}</h1>
          <p className="lander-lead">{t('video.lead', { place })}</p>
          <button type="button" className="video-play" onClick={openSignup}>
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
              <path d="M7 4l13 8l-13 8z" />
            </svg>
            <span>{t('video.play')}</span>
          </button>
          <div className="video-progress" aria-hidden="true">
            <span />
          </div>
          <ol className="video-chapters">
            {CHAPTERS.map((chapter) => (
              <li key={chapter}>{t(`video.chapters.${chapter}`)}</li>
            ))}
          </ol>
        </div>
      </section>
      <LanderSignup />
    </>
  );
}

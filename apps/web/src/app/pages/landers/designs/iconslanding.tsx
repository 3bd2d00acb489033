import { useTranslation } from 'react-i18next';
import { useVariant } from '../lander-variant';
import { LanderSignup, SignupButton, useLanderText } from '../lander-parts';

const ICONS = {
  chat: 'M4 5h16v10H9l-5 4z',
  likes: 'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
  match: 'M8 12a4 4 0 1 0 0-.01M16 12a4 4 0 1 0 0-.01',
  search: 'M10 4a6 6 0 1 0 0 12a6 6 0 1 0 0-12M15 15l5 5',
  privacy: 'M12 3l7 3v5c0 5-3 8-7 10c-4-2-7-5-7-10V6z',
  mobile: 'M8 2h8v20H8zM11 18h2',
  alerts: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20h4',
  support: 'M4 13a8 8 0 0 1 16 0v4h-4v-5h4M4 12h4v5H4z',
} as const;

/** Icons: a grid of what the site offers, each an illustrated icon; an interest slug adds a highlight. */
export function IconsLanding() {
  const t = useLanderText();
  const { t: tr } = useTranslation('reference');
  const { interest } = useVariant();
  return (
    <>
      <section className="lander-hero icons-hero" aria-labelledby="lander-title">
        <div className="container">
          <h1 id="lander-title">{t('iconslanding.headline')}</h1>
          <p className="lander-lead">{t('iconslanding.lead')}</p>
          {interest ? <p className="icons-highlight">{t('iconslanding.highlight', { interest: tr(`interests.${interest}`) })}</p> : null}
        </div>
      </section>
      <section className="container">
        <ul className="icons-grid">
          {(Object.keys(ICONS) as (keyof typeof ICONS)[]).map((icon) => (
            <li key={icon} className={`icons-item icons-${icon}`}>
              <svg viewBox="0 0 24 24" width="48" height="48" aria-hidden="true">
                <path d={ICONS[icon]} />
              </svg>
              <h2>{t(`iconslanding.icons.${icon}.title`)}</h2>
              <p>{t(`iconslanding.icons.${icon}.text`)}</p>
            </li>
          ))}
        </ul>
        <p className="actions-center">
          <SignupButton />
        </p>
      </section>
      <LanderSignup />
    </>
  );
}

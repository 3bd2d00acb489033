import { LanderSignup, SignupButton, useLanderText, usePlace } from '../lander-parts';

const RULES = ['age', 'discreet', 'pace'] as const;

/** Adults only: a dark, sober page around the 18+ promise and three house rules. */
export function AdultOnly() {
  const t = useLanderText();
  const place = usePlace();
  return (
    <>
      <section className="lander-hero adult-hero" aria-labelledby="lander-title">
        <div className="container adult-inner">
          <span className="adult-badge" aria-hidden="true">
            {t('adultonly.badge')}
          </span>
          <h1 id="lander-title">{t('adultonly.headline')}</h1>
          <p className="lander-lead">{t('adultonly.lead', { place })}</p>
          <SignupButton>{t('adultonly.confirm')}</SignupButton>
        </div>
      </section>
      <section className="container adult-rules" aria-label={t('adultonly.badge')}>
        <ol className="adult-rule-list">
          {RULES.map((rule) => (
            <li key={rule}>
              <h2>{t(`adultonly.rules.${rule}.title`)}</h2>
              <p>{t(`adultonly.rules.${rule}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <LanderSignup />
    </>
  );
}

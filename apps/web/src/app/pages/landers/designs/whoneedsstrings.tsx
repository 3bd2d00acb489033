import { LanderSignup, SignupButton, useLanderText, usePlace } from '../lander-parts';

/** Who needs strings: a playful, typographic page weighing what you leave behind against what you get. */
export function WhoNeedsStrings() {
  const t = useLanderText();
  const place = usePlace();
  const without = t('whoneedsstrings.withoutItems', { returnObjects: true }) as string[];
  const withItems = t('whoneedsstrings.withItems', { returnObjects: true }) as string[];
  return (
    <>
      <section className="lander-hero strings-hero" aria-labelledby="lander-title">
        <div className="container">
          <svg className="strings-art" viewBox="0 0 400 60" aria-hidden="true">
            <path d="M0 30 C 60 0, 100 60, 160 30 S 240 0, 250 30" />
            <path className="strings-cut" d="M270 30 C 300 10, 340 50, 400 30" />
          </svg>
          <h1 id="lander-title">{t('whoneedsstrings.headline')}</h1>
          <p className="lander-lead">{t('whoneedsstrings.lead', { place })}</p>
        </div>
      </section>
      <section className="container strings-compare">
        <div className="strings-column strings-without">
          <h2>{t('whoneedsstrings.without')}</h2>
          <ul>
            {without.map((item) => (
              <li key={item}>
                <s>{item}</s>
              </li>
            ))}
          </ul>
        </div>
        <div className="strings-column strings-with">
          <h2>{t('whoneedsstrings.with')}</h2>
          <ul>
            {withItems.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </section>
      <blockquote className="container strings-quote">
        <p>{t('whoneedsstrings.quote')}</p>
        <SignupButton />
      </blockquote>
      <LanderSignup />
    </>
  );
}

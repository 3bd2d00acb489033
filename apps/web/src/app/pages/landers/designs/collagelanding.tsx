import { FictionalNote, LanderSignup, MemberPhoto, SignupButton, useLanderText, usePlace, useShowcase } from '../lander-parts';

/** Collage: a mosaic of member photos behind one headline. */
export function CollageLanding() {
  const t = useLanderText();
  const place = usePlace();
  const showcase = useShowcase(12);
  const profiles = showcase.data ?? [];
  return (
    <>
      <section className="collage-hero" aria-labelledby="lander-title">
        <figure className="collage-grid">
          {profiles.map((profile, i) => (
            <MemberPhoto key={profile.id} profile={profile} className={`collage-tile collage-tile-${i % 5}`} />
          ))}
          <figcaption className="sr-only">{t('collagelanding.caption')}</figcaption>
        </figure>
        <div className="collage-panel">
          <h1 id="lander-title">{t('collagelanding.headline', { place })}</h1>
          <p className="lander-lead">{t('collagelanding.lead')}</p>
          <SignupButton />
        </div>
      </section>
      <div className="container">
        {showcase.isPending ? <p>{t('loading')}</p> : null}
        <FictionalNote profiles={profiles} />
      </div>
      <LanderSignup />
    </>
  );
}

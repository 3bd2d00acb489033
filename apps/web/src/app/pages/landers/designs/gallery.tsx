import { useSignupModal } from '@/app/signup-modal-context';
import { FictionalNote, LanderSignup, MemberCaption, MemberPhoto, useLanderText, usePlace, useShowcase } from '../lander-parts';

/** Gallery: framed member cards with name, age and town; each opens the signup. */
export function Gallery() {
  const t = useLanderText();
  const place = usePlace();
  const showcase = useShowcase(12);
  const { openSignup } = useSignupModal();
  const profiles = showcase.data ?? [];
  return (
    <>
      <section className="container gallery-head" aria-labelledby="lander-title">
        <h1 id="lander-title">{t('gallery.headline', { place })}</h1>
        <p className="lander-lead">{t('gallery.lead')}</p>
      </section>
      <section className="container">
        {showcase.isPending ? <p>{t('loading')}</p> : null}
        <ul className="gallery-grid">
          {profiles.map((profile) => (
            <li key={profile.id} className="gallery-frame">
              <button type="button" className="gallery-open" onClick={openSignup} aria-label={t('gallery.view', { name: profile.name })}>
                <MemberPhoto profile={profile} />
              </button>
              <MemberCaption profile={profile} />
            </li>
          ))}
        </ul>
        <FictionalNote profiles={profiles} />
      </section>
      <LanderSignup />
    </>
  );
}

import { useLocale } from '@/lib/locale';
import { FictionalNote, LanderSignup, MemberCaption, MemberPhoto, useLanderText, usePlace, useShowcase } from '../lander-parts';

/** Alone tonight: a night sky, the visitor's own clock and members of the region who would like a message. */
export function AloneTonight() {
  const t = useLanderText();
  const place = usePlace();
  const locale = useLocale();
  const showcase = useShowcase(8);
  const time = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(new Date());
  const profiles = showcase.data ?? [];
  return (
    <>
      <section className="lander-hero night-hero" aria-labelledby="lander-title">
        <div className="night-sky" role="img" aria-label={t('alonetonight.moon')}>
          <span className="night-moon" />
        </div>
        <div className="container night-inner">
          <h1 id="lander-title">{t('alonetonight.headline')}</h1>
          <p className="lander-lead">{t('alonetonight.lead', { time, place })}</p>
        </div>
      </section>
      <section className="container night-online" aria-labelledby="night-online-title">
        <h2 id="night-online-title">{t('alonetonight.online')}</h2>
        {showcase.isPending ? <p>{t('loading')}</p> : null}
        <ul className="night-list">
          {profiles.map((profile) => (
            <li key={profile.id} className="night-member">
              <MemberPhoto profile={profile} className="night-avatar" />
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

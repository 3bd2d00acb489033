import { useTranslation } from 'react-i18next';
import { useVariant } from '../lander-variant';
import { FictionalNote, LanderSignup, MemberCaption, MemberPhoto, SignupButton, useLanderText, usePlace, useShowcase } from '../lander-parts';

/** Social network: a feed of member posts with reactions beside a "join" card. */
export function SocialNetwork() {
  const t = useLanderText();
  const { t: tr } = useTranslation('reference');
  const place = usePlace();
  const { interest } = useVariant();
  const showcase = useShowcase(6);
  const posts = t('socialnetwork.posts', { returnObjects: true }) as string[];
  const profiles = showcase.data ?? [];
  return (
    <>
      <section className="lander-hero social-hero" aria-labelledby="lander-title">
        <div className="container">
          <h1 id="lander-title">{t('socialnetwork.headline')}</h1>
          <p className="lander-lead">{t('socialnetwork.lead', { place })}</p>
        </div>
      </section>
      <section className="container social-layout">
        <div className="social-feed">
          <h2>{t('socialnetwork.feed')}</h2>
          {interest ? <p className="social-topic">{t('socialnetwork.topic', { interest: tr(`interests.${interest}`) })}</p> : null}
          {showcase.isPending ? <p>{t('loading')}</p> : null}
          <ul>
            {profiles.map((profile, i) => (
              <li key={profile.id} className="social-post card">
                <header>
                  <MemberPhoto profile={profile} className="social-avatar" />
                  <MemberCaption profile={profile} />
                </header>
                <p>{posts[i % posts.length]}</p>
                <SignupButton className="social-react btn-small">{t('socialnetwork.react')}</SignupButton>
              </li>
            ))}
          </ul>
          <FictionalNote profiles={profiles} />
        </div>
        <aside className="social-join card" aria-labelledby="social-join-title">
          <h2 id="social-join-title">{t('socialnetwork.join')}</h2>
          <p>{t('socialnetwork.joinText')}</p>
          <SignupButton />
        </aside>
      </section>
      <LanderSignup />
    </>
  );
}

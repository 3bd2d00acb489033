import { FictionalNote, LanderSignup, MemberCaption, MemberPhoto, useLanderText, usePlace, useShowcase } from '../lander-parts';

/**
 * A pin's place on the illustration: members stand around the visitor, spread by their order, never by their
 * real position (no one's whereabouts are drawn).
 */
function pinAt(index: number, total: number) {
  const angle = (index / Math.max(total, 1)) * Math.PI * 2 - Math.PI / 2;
  const radius = index % 2 === 0 ? 34 : 22;
  return { x: 50 + Math.cos(angle) * radius, y: 50 + Math.sin(angle) * radius * 0.8 };
}

/** Map: an illustrated map (drawn, no tiles) with the visitor in the middle and members' towns around. */
export function MapLanding() {
  const t = useLanderText();
  const place = usePlace();
  const showcase = useShowcase(8);
  const profiles = showcase.data ?? [];
  return (
    <>
      <section className="container map-head" aria-labelledby="lander-title">
        <h1 id="lander-title">{t('maplanding.headline')}</h1>
        <p className="lander-lead">{t('maplanding.lead', { place })}</p>
      </section>
      <section className="container map-layout">
        <svg className="map-art" viewBox="0 0 100 100" role="img" aria-label={t('maplanding.mapLabel')}>
          <rect width="100" height="100" className="map-land" />
          <path className="map-water" d="M0 70 C 20 60, 30 85, 55 78 S 85 60, 100 72 L100 100 L0 100z" />
          <path className="map-road" d="M5 20 L95 45 M30 0 L45 100 M70 5 L60 95" />
          <circle className="map-park" cx="78" cy="25" r="9" />
          <circle className="map-park" cx="18" cy="48" r="6" />
          <g className="map-you">
            <circle cx="50" cy="50" r="10" className="map-radius" />
            <circle cx="50" cy="50" r="2.5" />
            <text x="50" y="44">
              {t('maplanding.you')}
            </text>
          </g>
          {profiles.map((profile, i) => {
            const { x, y } = pinAt(i, profiles.length);
            return (
              <g key={profile.id} className={profile.fictional ? 'map-pin map-pin-fictional' : 'map-pin'}>
                <path d={`M${x} ${y} l-2 -4 a2.3 2.3 0 1 1 4 0z`} />
                <text x={x} y={y + 4}>
                  {profile.city ?? profile.name}
                </text>
              </g>
            );
          })}
        </svg>
        <div className="map-members">
          <h2>{t('maplanding.list')}</h2>
          {showcase.isPending ? <p>{t('loading')}</p> : null}
          <ul>
            {profiles.map((profile) => (
              <li key={profile.id}>
                <MemberPhoto profile={profile} className="map-avatar" />
                <MemberCaption profile={profile} />
              </li>
            ))}
          </ul>
          <FictionalNote profiles={profiles} />
        </div>
      </section>
      <LanderSignup />
    </>
  );
}

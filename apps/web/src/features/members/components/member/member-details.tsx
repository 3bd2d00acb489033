import type { Country, PublicProfile } from '@dating/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegions } from '@/lib/settings/regions';

/** The profile's fields the site shows (hidden ones arrive as null and are skipped), interests and texts. */
export function MemberDetails({ profile }: { profile: PublicProfile }) {
  const { t } = useTranslation('members');
  const { t: tr } = useTranslation('reference');
  const regions = useRegions();
  const countryRegions = profile.country ? regions.data?.[profile.country as Country] : undefined;
  const regionName = countryRegions?.regions.find((item) => item.code === profile.region)?.name ?? null;

  const rows: [string, ReactNode][] = [];
  const add = (label: string, value: ReactNode | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') rows.push([label, value]);
  };
  add(t('fields.age'), profile.age !== null ? t('ageYears', { count: profile.age }) : null);
  add(t('fields.gender'), profile.gender && tr(`gender.${profile.gender}`));
  add(t('fields.sexuality'), profile.sexuality && tr(`sexuality.${profile.sexuality}`));
  add(t('fields.city'), profile.city);
  add(countryRegions?.label ?? t('fields.region'), regionName);
  add(t('fields.country'), profile.country && (tr(`countries.${profile.country as Country}`) || profile.country));
  add(t('fields.hairColour'), profile.hair_colour && tr(`hairColour.${profile.hair_colour}`));
  add(t('fields.eyeColour'), profile.eye_colour && tr(`eyeColour.${profile.eye_colour}`));
  add(t('fields.bodyType'), profile.body_type && tr(`bodyType.${profile.body_type}`));
  add(t('fields.relationshipStatus'), profile.relationship_status && tr(`relationshipStatus.${profile.relationship_status}`));
  add(t('fields.tattoos'), profile.tattoos && tr(`tattoos.${profile.tattoos}`));
  add(t('fields.signupReason'), profile.signup_reason && tr(`signupReason.${profile.signup_reason}`));

  return (
    <>
      {profile.description ? (
        <section className="member-section" aria-labelledby="member-about-title">
          <h2 id="member-about-title">{t('member.about')}</h2>
          <p className="member-text">{profile.description}</p>
        </section>
      ) : null}
      {profile.signup_message ? (
        <section className="member-section" aria-labelledby="member-message-title">
          <h2 id="member-message-title">{t('member.message')}</h2>
          <blockquote className="member-text member-quote">{profile.signup_message}</blockquote>
        </section>
      ) : null}
      {rows.length > 0 ? (
        <section className="member-section" aria-labelledby="member-details-title">
          <h2 id="member-details-title">{t('member.details')}</h2>
          <dl className="member-facts">
            {rows.map(([label, value]) => (
              <div key={label} className="member-fact">
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {profile.interests.length > 0 ? (
        <section className="member-section" aria-labelledby="member-interests-title">
          <h2 id="member-interests-title">{t('fields.interests')}</h2>
          <ul className="interest-tags">
            {profile.interests.map((interest) => (
              <li key={interest}>{tr(`interests.${interest}`)}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

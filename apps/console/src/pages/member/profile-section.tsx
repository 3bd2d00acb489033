import { useTranslation } from 'react-i18next';
import type { SectionProps } from './sections';
import { SectionCard } from './section-card';
import { useFormatDate } from './use-format-date';

/** Account and profile facts. */
export function ProfileSection({ view }: SectionProps) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const m = view.member;
  const rows: [string, string][] = [
    [t('member.email'), `${m.email}${m.email_confirmed ? '' : ` (${t('member.unconfirmed')})`}`],
    [t('member.language'), m.language],
    [t('member.place'), [m.city, m.country].filter(Boolean).join(', ') || '—'],
    [t('member.gender'), m.gender ?? '—'],
    [t('member.born'), m.date_of_birth ?? '—'],
    [t('member.credits'), String(m.credits)],
    [t('member.premium'), m.paid_user ? t('member.yes') : t('member.no')],
    [t('member.invisible'), m.invisible ? t('member.yes') : t('member.no')],
    [t('member.signedUp'), date(m.created_at)],
    [t('member.lastLogin'), m.last_login_at ? date(m.last_login_at) : '—'],
  ];
  if (m.deleted_at) rows.push([t('member.deleted'), date(m.deleted_at)]);
  return (
    <SectionCard title={t('member.profile')}>
      <dl className="facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {m.about && <p className="member-about">{m.about}</p>}
    </SectionCard>
  );
}

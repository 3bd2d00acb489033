import { useTranslation } from 'react-i18next';
import { ComplaintTable } from '../complaints/complaint-table';
import type { SectionProps } from './sections';
import { SectionCard } from './section-card';
import { useFormatDate } from './use-format-date';

/** Complaints about and by the member, and the warnings they were given. */
export function ComplaintsSection({ view }: SectionProps) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const about = t('member.complaintsAbout', { count: view.complaints_about.length });
  const by = t('member.complaintsBy', { count: view.complaints_by.length });
  return (
    <SectionCard title={t('member.complaints')} wide>
      <h3>{about}</h3>
      {view.complaints_about.length > 0 && <ComplaintTable complaints={view.complaints_about} caption={about} />}
      <h3>{by}</h3>
      {view.complaints_by.length > 0 && <ComplaintTable complaints={view.complaints_by} caption={by} />}
      <h3>{t('member.warnings', { count: view.warnings.length })}</h3>
      {view.warnings.length > 0 && (
        <ul>
          {view.warnings.map((w) => (
            <li key={w.id}>
              {date(w.created_at)}: {t(`complaints.categories.${w.reason}`)} · {w.seen_at ? t('member.warningSeen', { when: date(w.seen_at) }) : t('member.warningUnseen')}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

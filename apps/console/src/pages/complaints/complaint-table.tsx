import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ComplaintLine } from '@dating/contracts';
import { useFormatDate } from '../member/use-format-date';

/** Complaints in a table: when, category, about whom, by whom, status; each opens the complaint. */
export function ComplaintTable({ complaints, caption }: { complaints: ComplaintLine[]; caption: string }) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const who = (m: ComplaintLine['reported']) => (m ? `${m.name ?? '—'} (${m.id})` : '—');
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('complaints.received')}</th>
            <th scope="col">{t('complaints.category')}</th>
            <th scope="col">{t('complaints.about')}</th>
            <th scope="col">{t('complaints.by')}</th>
            <th scope="col">{t('complaints.state')}</th>
          </tr>
        </thead>
        <tbody>
          {complaints.map((c) => (
            <tr key={c.id}>
              <td>
                <Link to={`/complaints/${c.id}`} aria-label={t('complaints.open', { id: c.id })}>
                  {date(c.created_at)}
                </Link>
              </td>
              <td>{t(`complaints.categories.${c.category}`)}</td>
              <td>{c.reported ? who(c.reported) : t('complaints.site')}</td>
              <td>{c.reporter ? who(c.reporter) : (c.email ?? '—')}</td>
              <td>
                {t(`complaints.statuses.${c.status}`)}
                {c.outcome && ` · ${t(`complaints.outcomes.${c.outcome}`)}`}
                {c.status === 'in_progress' && c.assignee && ` · ${c.assignee.email}`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getOperatorFigures } from '@dating/contracts';
import { FormAlert } from '@dating/ui';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/errors';

const PERIODS = [1, 7, 30, 90] as const;

/** Seconds as "2 min 5 s" (or "45 s"). */
function duration(t: (key: string, options: Record<string, number>) => string, seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? t('figures.minSec', { minutes, seconds: seconds % 60 }) : t('figures.sec', { seconds });
}

/** Figures per operator (admins): answered conversations, answers and the median response time over a period. */
export function FiguresPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('days'));
  const days = (PERIODS as readonly number[]).includes(asked) ? asked : 7;
  const query = useQuery({
    queryKey: ['operator-figures', days],
    queryFn: () => api.callStrict(getOperatorFigures, { query: { days } }),
    placeholderData: keepPreviousData,
  });

  return (
    <section className="page">
      <h1>{t('figures.title')}</h1>
      <p className="muted">{t('figures.intro')}</p>
      <div className="field figures-period">
        <label htmlFor="figures-period">{t('figures.period')}</label>
        <select id="figures-period" value={days} onChange={(e) => setParams({ days: e.target.value })}>
          {PERIODS.map((d) => (
            <option key={d} value={d}>
              {t('figures.days', { count: d })}
            </option>
          ))}
        </select>
      </div>
      <FormAlert message={query.error ? errorMessage(t, query.error) : null} />
      {query.isPending && <p>{t('common.loading')}</p>}
      {query.data &&
        (query.data.figures.length === 0 ? (
          <p role="status">{t('figures.empty')}</p>
        ) : (
          <div className="table-scroll">
            <table className="audit-table">
              <caption className="visually-hidden">{t('figures.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('figures.operator')}</th>
                  <th scope="col">{t('figures.conversations')}</th>
                  <th scope="col">{t('figures.answers')}</th>
                  <th scope="col">{t('figures.median')}</th>
                </tr>
              </thead>
              <tbody>
                {query.data.figures.map((f) => (
                  <tr key={f.operator_id}>
                    <td>{f.email || `#${f.operator_id}`}</td>
                    <td>{f.answered_conversations}</td>
                    <td>{f.answers}</td>
                    <td>{f.median_response_seconds === null ? t('audit.none') : duration(t, f.median_response_seconds)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </section>
  );
}

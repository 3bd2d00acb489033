import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { COMPLAINT_STATUSES, listComplaints, type ComplaintStatus } from '@dating/contracts';
import { FormAlert, Tabs } from '@dating/ui';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { ComplaintTable } from './complaint-table';

export const complaintsKey = ['staff-complaints'] as const;

/** The complaints inbox: open, in progress or closed; oldest first, so nobody waits longest. */
export function ComplaintsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status = (COMPLAINT_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as ComplaintStatus) : 'open';
  const query = useQuery({
    queryKey: [...complaintsKey, status],
    queryFn: () => api.callStrict(listComplaints, { query: { status } }),
    refetchInterval: 30_000,
  });
  const caption = t(`complaints.statuses.${status}`);

  return (
    <section className="page">
      <h1>{t('complaints.title')}</h1>
      <p className="muted">{t('complaints.intro')}</p>
      <Tabs label={t('complaints.byStatus')} tabs={COMPLAINT_STATUSES.map((key) => ({ key, label: t(`complaints.statuses.${key}`) }))} selected={status} onSelect={(key) => setParams({ status: key })}>
        <FormAlert message={query.error ? errorMessage(t, query.error) : null} />
        {query.isPending && <p>{t('common.loading')}</p>}
        {query.data && (
          <>
            <p className="muted">{t('complaints.count', { count: query.data.total })}</p>
            {query.data.complaints.length === 0 ? <p>{t('complaints.empty')}</p> : <ComplaintTable complaints={query.data.complaints} caption={caption} />}
          </>
        )}
      </Tabs>
    </section>
  );
}

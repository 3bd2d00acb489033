import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AUDIT_PAGE_SIZE, getAuditLog, type AuditEntry } from '@dating/contracts';
import { FormAlert, TextField } from '@dating/ui';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/errors';

const FILTERS = ['actor', 'action', 'record_type', 'record_id'] as const;
type Filter = (typeof FILTERS)[number];
const FILTER_LABELS: Record<Filter, 'actor' | 'action' | 'recordType' | 'recordId'> = {
  actor: 'actor',
  action: 'action',
  record_type: 'recordType',
  record_id: 'recordId',
};

/** A value of the log, short: JSON on one line. */
function compact(value: unknown): string {
  return value === null || value === undefined ? '' : JSON.stringify(value);
}

/** The audit log (admins): filters in the address, so a filtered view can be bookmarked or shared. */
export function AuditPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const filters = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ''])) as Record<Filter, string>;
  const [draft, setDraft] = useState(filters);
  const query = useQuery({
    queryKey: ['audit', page, filters],
    queryFn: () =>
      api.callStrict(getAuditLog, {
        query: { page, per_page: AUDIT_PAGE_SIZE, ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== '')) },
      }),
    placeholderData: keepPreviousData,
  });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' });
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.per_page)) : 1;

  const go = (next: Record<Filter, string>, nextPage: number) => {
    const search = new URLSearchParams();
    for (const f of FILTERS) if (next[f].trim()) search.set(f, next[f].trim());
    if (nextPage > 1) search.set('page', String(nextPage));
    setParams(search);
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    go(draft, 1);
  };
  const clear = () => {
    const empty = { actor: '', action: '', record_type: '', record_id: '' };
    setDraft(empty);
    go(empty, 1);
  };

  return (
    <section className="page">
      <h1>{t('audit.title')}</h1>
      <p className="muted">{t('audit.intro')}</p>
      <form className="filters" onSubmit={apply} aria-label={t('audit.filters')}>
        {FILTERS.map((f) => (
          <TextField key={f} id={`filter-${f}`} label={t(`audit.${FILTER_LABELS[f]}`)} value={draft[f]} onChange={(e) => setDraft({ ...draft, [f]: e.target.value })} />
        ))}
        <div className="filter-actions">
          <button type="submit" className="btn btn-primary btn-small">
            {t('audit.apply')}
          </button>
          <button type="button" className="btn btn-secondary btn-small" onClick={clear}>
            {t('audit.reset')}
          </button>
        </div>
      </form>
      <FormAlert message={query.error ? errorMessage(t, query.error) : null} />
      {query.isPending && <p>{t('common.loading')}</p>}
      {query.data && (
        <>
          <p className="muted" role="status">
            {t('audit.total', { count: query.data.total })}
          </p>
          {query.data.entries.length === 0 ? (
            <p>{t('audit.empty')}</p>
          ) : (
            <div className="table-scroll">
              <table className="audit-table">
                <caption className="visually-hidden">{t('audit.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('audit.when')}</th>
                    <th scope="col">{t('audit.who')}</th>
                    <th scope="col">{t('audit.what')}</th>
                    <th scope="col">{t('audit.record')}</th>
                    <th scope="col">{t('audit.change')}</th>
                    <th scope="col">{t('audit.ip')}</th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.entries.map((entry: AuditEntry) => (
                    <tr key={entry.id}>
                      <td className="nowrap">
                        <time dateTime={entry.created_at}>{when.format(new Date(entry.created_at))}</time>
                      </td>
                      <td>
                        {entry.actor.email}
                        <br />
                        <span className="muted small">
                          {entry.actor.role} #{entry.actor.id ?? t('audit.none')}
                        </span>
                      </td>
                      <td>
                        <code>{entry.action}</code>
                      </td>
                      <td className="nowrap">{entry.record_type ? `${entry.record_type} ${entry.record_id ?? ''}` : t('audit.none')}</td>
                      <td className="change">
                        {entry.before !== null && <code className="before">{compact(entry.before)}</code>}
                        {entry.before !== null && entry.after !== null && ' → '}
                        {entry.after !== null && <code className="after">{compact(entry.after)}</code>}
                        {entry.before === null && entry.after === null && t('audit.none')}
                      </td>
                      <td className="nowrap">{entry.ip ?? t('audit.none')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <nav className="pager" aria-label={t('audit.pages')}>
            <button type="button" className="btn btn-secondary btn-small" disabled={page <= 1} onClick={() => go(filters, page - 1)}>
              {t('audit.previous')}
            </button>
            <span>{t('audit.page', { page, pages })}</span>
            <button type="button" className="btn btn-secondary btn-small" disabled={page >= pages} onClick={() => go(filters, page + 1)}>
              {t('audit.next')}
            </button>
          </nav>
        </>
      )}
    </section>
  );
}

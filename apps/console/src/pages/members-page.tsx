import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { staffSearchMembers } from '@dating/contracts';
import { FormAlert, TextField } from '@dating/ui';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { MemberBadges } from './member/member-badges';

/** Member lookup: by e-mail (or part of it), profile name or id; the query lives in the address (?q=). */
export function MembersPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const [text, setText] = useState(q);
  const query = useQuery({
    queryKey: ['staff-members', q],
    queryFn: () => api.callStrict(staffSearchMembers, { query: { q } }),
    enabled: q.length > 0,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };

  return (
    <section className="page">
      <h1>{t('members.title')}</h1>
      <p className="muted">{t('members.intro')}</p>
      <form className="search-form" role="search" onSubmit={submit}>
        <TextField id="member-search" label={t('members.search')} hint={t('members.searchHint')} type="search" value={text} maxLength={254} onChange={(e) => setText(e.target.value)} />
        <button type="submit" className="btn btn-primary">
          {t('members.find')}
        </button>
      </form>
      <FormAlert message={query.error ? errorMessage(t, query.error) : null} />
      {query.isFetching && <p>{t('common.loading')}</p>}
      {query.data &&
        (query.data.members.length === 0 ? (
          <p role="status">{t('members.none', { q })}</p>
        ) : (
          <div className="table-scroll">
            <table className="data-table">
              <caption className="visually-hidden">{t('members.results', { q })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('members.id')}</th>
                  <th scope="col">{t('members.name')}</th>
                  <th scope="col">{t('members.email')}</th>
                  <th scope="col">{t('members.country')}</th>
                  <th scope="col">{t('members.state')}</th>
                </tr>
              </thead>
              <tbody>
                {query.data.members.map((m) => (
                  <tr key={m.id}>
                    <td>{m.id}</td>
                    <td>
                      <Link to={`/members/${m.id}`}>{m.name ?? t('members.noName')}</Link>
                    </td>
                    <td>{m.email}</td>
                    <td>{m.country ?? '—'}</td>
                    <td>
                      <MemberBadges member={m} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
    </section>
  );
}

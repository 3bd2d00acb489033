import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { COMPLAINT_ACTIONS, MAX_MODERATION_NOTE, actOnComplaint, getComplaint, takeComplaint, type ComplaintAction } from '@dating/contracts';
import { FormAlert, TextareaField } from '@dating/ui';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { useStaff } from '@/lib/staff';
import { MemberBadges } from '../member/member-badges';
import { useFormatDate } from '../member/use-format-date';
import { complaintsKey } from './complaints-page';
import { ConversationContext } from './conversation-context';

/** One complaint: what was reported, the reported member, the conversation; take it, then act. */
export function ComplaintPage() {
  const { t } = useTranslation();
  const date = useFormatDate();
  const { staff } = useStaff();
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [done, setDone] = useState('');
  const key = ['staff-complaint', id];
  const query = useQuery({ queryKey: key, queryFn: () => api.callStrict(getComplaint, { query: { id } }), enabled: Number.isInteger(id) && id > 0 });
  const refresh = () => Promise.all([queryClient.invalidateQueries({ queryKey: key }), queryClient.invalidateQueries({ queryKey: complaintsKey })]);
  const take = useMutation({ mutationFn: () => api.callStrict(takeComplaint, { body: { id } }), onSuccess: refresh });
  const act = useMutation({
    mutationFn: (action: ComplaintAction) => api.callStrict(actOnComplaint, { body: { id, action, ...(note.trim() && { note: note.trim() }) } }),
    onSuccess: (_, action) => {
      setDone(t(`complaints.done.${action}`));
      return refresh();
    },
  });
  const view = query.data;
  const c = view?.complaint;
  const mine = c?.assignee?.id === staff?.id;

  return (
    <section className="page">
      <p>
        <Link to="/complaints">{t('complaints.back')}</Link>
      </p>
      <FormAlert message={query.error ? errorMessage(t, query.error) : null} />
      {query.isPending && <p>{t('common.loading')}</p>}
      {view && c && (
        <>
          <h1>{t('complaints.heading', { id: c.id, category: t(`complaints.categories.${c.category}`) })}</h1>
          <p role="status">{done}</p>
          <div className="complaint-layout">
            <div className="member-section">
              <p className="muted small">
                {t('complaints.receivedAt', { when: date(c.created_at) })} · {t(`complaints.statuses.${c.status}`)}
                {c.outcome && ` · ${t(`complaints.outcomes.${c.outcome}`)}`}
                {c.assignee && ` · ${t('complaints.assignee', { email: c.assignee.email })}`}
              </p>
              <blockquote className="complaint-text">{c.text}</blockquote>
              <p className="small">
                {t('complaints.by')}:{' '}
                {c.reporter ? <Link to={`/members/${c.reporter.id}`}>{`${c.reporter.name ?? '—'} (${c.reporter.id})`}</Link> : (c.email ?? '—')}
              </p>
              <h2>{t('complaints.reported')}</h2>
              {view.reported ? (
                <p>
                  <Link to={`/members/${view.reported.id}`}>{`${view.reported.name ?? '—'} (${view.reported.id})`}</Link> <MemberBadges member={view.reported} />
                </p>
              ) : (
                <p>{t('complaints.site')}</p>
              )}
              {c.status !== 'closed' && (
                <>
                  <FormAlert message={take.error ? errorMessage(t, take.error) : act.error ? errorMessage(t, act.error) : null} />
                  {c.status === 'open' && (
                    <button type="button" className="btn btn-secondary" onClick={() => take.mutate()} disabled={take.isPending}>
                      {t('complaints.take')}
                    </button>
                  )}
                  {(c.status === 'open' || mine) && (
                    <div className="complaint-actions">
                      <TextareaField id="complaint-note" label={t('complaints.note')} hint={t('complaints.noteHint')} value={note} maxLength={MAX_MODERATION_NOTE} counter={t('photos.counter', { count: note.length, max: MAX_MODERATION_NOTE })} rows={2} onChange={(e) => setNote(e.target.value)} />
                      <div className="moderation-actions">
                        {COMPLAINT_ACTIONS.filter((a) => a === 'dismiss' || view.reported).map((a) => (
                          <button key={a} type="button" className={a === 'ban' ? 'btn btn-danger' : a === 'dismiss' ? 'btn btn-secondary' : 'btn btn-primary'} disabled={act.isPending} onClick={() => act.mutate(a)}>
                            {t(`complaints.actions.${a}`)}
                          </button>
                        ))}
                      </div>
                    </div>
                  )}
                </>
              )}
            </div>
            <ConversationContext view={view} />
          </div>
        </>
      )}
    </section>
  );
}

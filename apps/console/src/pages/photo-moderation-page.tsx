import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { MAX_REJECTION_NOTE, MODERATION_PAGE_SIZE, PHOTO_REJECTION_REASONS, listPendingPhotos, moderatePhoto, type PendingPhoto, type PhotoRejectionReason } from '@dating/contracts';
import { FormAlert, SelectField, TextareaField } from '@dating/ui';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/errors';

const queueKey = ['photo-moderation'] as const;

/** The photos waiting for a moderator (PHOTO_MODERATION=manual), oldest first: approve, or reject with a reason. */
export function PhotoModerationPage() {
  const { t } = useTranslation();
  const [done, setDone] = useState('');
  const [params] = useSearchParams();
  const member = Number(params.get('member')) || undefined;
  const query = useQuery({
    queryKey: [...queueKey, member],
    queryFn: () => api.callStrict(listPendingPhotos, { query: { limit: MODERATION_PAGE_SIZE, ...(member && { member }) } }),
    refetchInterval: 30_000,
  });

  return (
    <section className="page">
      <h1>{t('photos.title')}</h1>
      <p className="muted">{t('photos.intro')}</p>
      <p className="visually-hidden" role="status">
        {done}
      </p>
      <FormAlert message={query.error ? errorMessage(t, query.error) : null} />
      {query.isPending && <p>{t('common.loading')}</p>}
      {query.data && (
        <>
          <p className="muted">
            {member ? t('photos.waitingOf', { count: query.data.total, id: member }) : t('photos.waiting', { count: query.data.total })}
            {member ? (
              <>
                {' '}
                <Link to="/photos">{t('photos.all')}</Link>
              </>
            ) : null}
          </p>
          {query.data.photos.length === 0 ? (
            <p>{t('photos.empty')}</p>
          ) : (
            <ul className="moderation-grid">
              {query.data.photos.map((photo) => (
                <PhotoCard key={photo.id} photo={photo} onDone={setDone} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function PhotoCard({ photo, onDone }: { photo: PendingPhoto; onDone: (message: string) => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState<PhotoRejectionReason | ''>('');
  const [note, setNote] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const heading = `photo-${photo.id}-title`;
  const decide = useMutation({
    mutationFn: (body: { status: 'active' | 'rejected'; reason?: PhotoRejectionReason; note?: string }) => api.callStrict(moderatePhoto, { body: { id: photo.id, ...body } }),
    onSuccess: (_, body) => {
      onDone(t(body.status === 'active' ? 'photos.approvedDone' : 'photos.rejectedDone', { name: photo.username }));
      void queryClient.invalidateQueries({ queryKey: queueKey });
    },
  });
  const reject = (event: FormEvent) => {
    event.preventDefault();
    if (!reason) {
      setReasonError(t('photos.reasonRequired'));
      return;
    }
    decide.mutate({ status: 'rejected', reason, ...(note.trim() && { note: note.trim() }) });
  };
  const uploaded = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(photo.uploaded_at));

  return (
    <li className="moderation-card">
      <article aria-labelledby={heading}>
        <img src={photo.url} alt={t('photos.alt', { name: photo.username })} className="moderation-photo" width={320} height={320} />
        <h2 id={heading} className="moderation-title">
          {t('photos.of', { name: photo.username, id: photo.profile_id })}
        </h2>
        <p className="muted small">
          {t('photos.uploaded', { when: uploaded })}
          {photo.main ? ` · ${t('photos.main')}` : ''}
        </p>
        <p className="small">{t(photo.status === 'pending' ? 'photos.notShown' : 'photos.shown')}</p>
        <FormAlert message={decide.error ? errorMessage(t, decide.error) : null} />
        {rejecting ? (
          <form onSubmit={reject} noValidate aria-label={t('photos.rejectForm', { name: photo.username })}>
            <SelectField
              id={`reason-${photo.id}`}
              label={t('photos.reason')}
              emptyLabel={t('photos.chooseReason')}
              options={PHOTO_REJECTION_REASONS.map((value) => ({ value, label: t(`photos.reasons.${value}`) }))}
              value={reason}
              error={reasonError}
              onChange={(e) => {
                setReason(e.target.value as PhotoRejectionReason | '');
                setReasonError(null);
              }}
            />
            <TextareaField
              id={`note-${photo.id}`}
              label={t('photos.note')}
              hint={t('photos.noteHint')}
              value={note}
              maxLength={MAX_REJECTION_NOTE}
              counter={t('photos.counter', { count: note.length, max: MAX_REJECTION_NOTE })}
              rows={3}
              onChange={(e) => setNote(e.target.value)}
            />
            <div className="moderation-actions">
              <button type="submit" className="btn btn-danger btn-small" disabled={decide.isPending}>
                {t('photos.confirmReject')}
              </button>
              <button type="button" className="btn btn-secondary btn-small" onClick={() => setRejecting(false)}>
                {t('photos.cancel')}
              </button>
            </div>
          </form>
        ) : (
          <div className="moderation-actions">
            <button type="button" className="btn btn-primary btn-small" disabled={decide.isPending} onClick={() => decide.mutate({ status: 'active' })} aria-label={t('photos.approveLabel', { name: photo.username })}>
              {t('photos.approve')}
            </button>
            <button type="button" className="btn btn-secondary btn-small" disabled={decide.isPending} onClick={() => setRejecting(true)} aria-label={t('photos.rejectLabel', { name: photo.username })}>
              {t('photos.reject')}
            </button>
          </div>
        )}
      </article>
    </li>
  );
}

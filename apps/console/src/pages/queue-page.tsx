import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { claimConversation, claimHeartbeat, getGifts, getOperatorConversation, getOperatorQueue, operatorGift, operatorPaidPhoto, operatorReply, releaseConversation, saveOperatorNote, type ProfileCard } from '@dating/contracts';
import { FormAlert, TextareaField } from '@dating/ui';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { QUEUE_KEY, useLiveQueue } from '@/lib/queue-socket';
import { NewPhotoAnswer } from './new-photo-answer';

/**
 * The queue is live over the socket (decision 053); this slow poll only covers a socket that is away.
 * An open conversation refreshes itself as often, and renews its lease every minute (3 minutes, decision 048).
 */
const QUEUE_POLL_MS = 30_000;
const HEARTBEAT_MS = 60_000;
const ANSWER_MAX = 5000;
const NOTE_MAX = 5000;

const useQueue = () =>
  useQuery({ queryKey: QUEUE_KEY, queryFn: () => api.callStrict(getOperatorQueue, {}), refetchInterval: QUEUE_POLL_MS });

/** Minutes since a moment, rounded down, never negative. */
const minutesSince = (iso: string, now: number) => Math.max(0, Math.floor((now - new Date(iso).getTime()) / 60_000));

function PalName({ profile }: { profile: ProfileCard }) {
  const { t } = useTranslation();
  return (
    <>
      {profile.name} <span className="fictional-badge">{t('queue.fictional')}</span>
    </>
  );
}

/** The operators' queue: conversations in which a member waits for a chat-pal's answer, longest waiting first, refreshed every few seconds. */
export function QueuePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const query = useQueue();
  const live = useLiveQueue();
  const now = query.dataUpdatedAt;
  const claim = useMutation({
    mutationFn: (conversationId?: number) => api.callStrict(claimConversation, { body: conversationId === undefined ? {} : { conversation_id: conversationId } }),
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: QUEUE_KEY });
      if (data.claim) void navigate(`/queue/${data.claim.conversation_id}`);
    },
  });
  const items = query.data?.queue ?? [];

  return (
    <section className="page">
      <h1>{t('queue.title')}</h1>
      <p className="muted">{t('queue.intro')}</p>
      <p className="muted small">
        <span className={live ? 'live-dot live' : 'live-dot'} aria-hidden="true" /> {live ? t('queue.live') : t('queue.polling')}
      </p>
      <p>
        <button type="button" className="btn btn-primary" disabled={claim.isPending || items.every((i) => i.claim !== null && !i.claim.mine)} onClick={() => claim.mutate(undefined)}>
          {t('queue.claimNext')}
        </button>
      </p>
      <FormAlert message={claim.error ? errorMessage(t, claim.error) : query.error ? errorMessage(t, query.error) : null} />
      {claim.data && claim.data.claim === null && <p role="status">{t('queue.nothingFree')}</p>}
      {query.isPending && <p>{t('common.loading')}</p>}
      {query.data && (
        <>
          <p className="muted" role="status">
            {t('queue.total', { count: items.length })}
          </p>
          {items.length > 0 && (
            <div className="table-scroll">
              <table className="audit-table">
                <caption className="visually-hidden">{t('queue.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('queue.waiting')}</th>
                    <th scope="col">{t('queue.member')}</th>
                    <th scope="col">{t('queue.pal')}</th>
                    <th scope="col">{t('queue.lastMessage')}</th>
                    <th scope="col">{t('queue.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((item) => {
                    const last = item.last_messages.at(-1);
                    return (
                      <tr key={item.conversation.id}>
                        <td className="nowrap">{t('queue.minutes', { count: minutesSince(item.waiting_since, now) })}</td>
                        <td>{item.member.name}</td>
                        <td>
                          <PalName profile={item.fictional_profile} />
                        </td>
                        <td>{last?.body ?? ''}</td>
                        <td className="nowrap">
                          {item.claim === null ? (
                            <button type="button" className="btn btn-secondary btn-small" disabled={claim.isPending} onClick={() => claim.mutate(item.conversation.id)} aria-label={t('queue.claimFor', { member: item.member.name, pal: item.fictional_profile.name })}>
                              {t('queue.claim')}
                            </button>
                          ) : item.claim.mine ? (
                            <Link to={`/queue/${item.conversation.id}`}>{t('queue.open')}</Link>
                          ) : (
                            <span className="muted">{t('queue.taken')}</span>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}

type Person = { name: string; age: number | null; city: string | null; description: string | null };

function PersonLine({ person }: { person: Person }) {
  return (
    <p>
      {[person.age === null ? null : String(person.age), person.city].filter(Boolean).join(' · ')}
    </p>
  );
}

/** The note on the member and chat-pal pair, kept by all operators; saved on request. */
function NoteForm({ conversationId, note }: { conversationId: number; note: { body: string; updated_at: string; updated_by: string | null } | null }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [body, setBody] = useState(note?.body ?? '');
  const save = useMutation({
    mutationFn: () => api.callStrict(saveOperatorNote, { body: { conversation_id: conversationId, body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['operator-conversation', conversationId] }),
  });
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} aria-labelledby="note-heading" className="note-form">
      <h2 id="note-heading">{t('queue.notes')}</h2>
      <TextareaField
        id="note"
        label={t('queue.noteLabel')}
        hint={note ? t('queue.noteSaved', { who: note.updated_by ?? t('queue.someone'), when: when.format(new Date(note.updated_at)) }) : t('queue.noteEmpty')}
        value={body}
        maxLength={NOTE_MAX}
        counter={t('queue.counter', { count: body.length, max: NOTE_MAX })}
        onChange={(e) => setBody(e.target.value)}
        rows={4}
      />
      <FormAlert message={save.error ? errorMessage(t, save.error) : null} />
      <button type="submit" className="btn btn-secondary btn-small" disabled={save.isPending}>
        {t('queue.saveNote')}
      </button>
    </form>
  );
}

/**
 * One conversation as the operator works on it: the member's profile and history, the chat-pal with its
 * persona notes, the note on the pair and the answer box; keeps the lease alive while open.
 */
export function ConversationPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const query = useQuery({ queryKey: ['operator-conversation', id], queryFn: () => api.callStrict(getOperatorConversation, { query: { id } }), refetchInterval: QUEUE_POLL_MS });
  const [answer, setAnswer] = useState('');
  const heartbeat = useMutation({ mutationFn: () => api.callStrict(claimHeartbeat, { body: { conversation_id: id } }) });
  const claimed = query.data?.claim?.mine === true;
  useEffect(() => {
    if (!claimed) return;
    const timer = setInterval(() => heartbeat.mutate(), HEARTBEAT_MS);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one timer per held conversation
  }, [id, claimed]);
  const claim = useMutation({
    mutationFn: () => api.callStrict(claimConversation, { body: { conversation_id: id } }),
    onSuccess: () => query.refetch(),
  });
  const release = useMutation({
    mutationFn: () => api.callStrict(releaseConversation, { body: { conversation_id: id } }),
    onSuccess: () => void navigate('/queue'),
  });
  const send = useMutation({
    mutationFn: () => api.callStrict(operatorReply, { body: { conversation_id: id, body: answer } }),
    onSuccess: () => {
      setAnswer('');
      release.mutate();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answer.trim()) send.mutate();
  };
  const problem = send.error ?? heartbeat.error ?? release.error ?? claim.error ?? query.error;
  const data = query.data;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });

  return (
    <section className="page">
      <p>
        <Link to="/queue">{t('queue.back')}</Link>
      </p>
      {query.isPending && <p>{t('common.loading')}</p>}
      {data && (
        <>
          <h1>
            {t('queue.conversationTitle', { member: data.member.name })} <PalName profile={data.fictional_profile} />
          </h1>
          <div className="conversation-people">
            <section aria-labelledby="member-heading" className="person">
              <h2 id="member-heading">
                {t('queue.member')}: {data.member.name}
              </h2>
              <PersonLine person={data.member} />
              <p className="pre-line">{data.member.description ?? t('queue.noDescription')}</p>
            </section>
            <section aria-labelledby="pal-heading" className="person">
              <h2 id="pal-heading">
                {t('queue.pal')}: <PalName profile={data.fictional_profile} />
              </h2>
              <PersonLine person={data.fictional_profile} />
              <h3>{t('queue.persona')}</h3>
              <p className="pre-line">{data.fictional_profile.persona_notes ?? t('queue.noPersona')}</p>
            </section>
          </div>
          <div className="conversation-work">
            <section aria-labelledby="history-heading">
              <h2 id="history-heading">{t('queue.history')}</h2>
              <ol className="conversation-history" aria-labelledby="history-heading">
                {data.messages.map((m) => (
                  <li key={m.id} className={m.from_member ? 'from-member' : 'from-pal'}>
                    <span className="muted small">
                      {m.from_member ? data.member.name : data.fictional_profile.name} · <time dateTime={m.created_at}>{when.format(new Date(m.created_at))}</time>
                    </span>
                    <p className="pre-line">{m.kind === 'text' ? m.body : t(`queue.kind.${m.kind}`)}</p>
                  </li>
                ))}
              </ol>
            </section>
            <NoteForm key={data.note?.updated_at ?? 'none'} conversationId={id} note={data.note} />
          </div>
          {claimed ? (
            <form onSubmit={submit} aria-label={t('queue.answerForm')}>
              <TextareaField
                id="answer"
                label={t('queue.answer')}
                value={answer}
                maxLength={ANSWER_MAX}
                counter={t('queue.counter', { count: answer.length, max: ANSWER_MAX })}
                onChange={(e) => setAnswer(e.target.value)}
                rows={5}
              />
              <FormAlert message={problem ? errorMessage(t, problem) : null} />
              <div className="filter-actions">
                <button type="submit" className="btn btn-primary" disabled={send.isPending || !answer.trim()}>
                  {t('queue.send')}
                </button>
                <button type="button" className="btn btn-secondary" disabled={release.isPending} onClick={() => release.mutate()}>
                  {t('queue.release')}
                </button>
              </div>
              <OtherAnswers conversationId={id} palName={data.fictional_profile.name} paidPhotos={data.paid_photos} onSent={() => release.mutate()} />
            </form>
          ) : (
            <div>
              <p role="status">{data.claim ? t('queue.taken') : t('queue.notClaimed')}</p>
              <FormAlert message={problem ? errorMessage(t, problem) : null} />
              {!data.claim && (
                <button type="button" className="btn btn-primary" disabled={claim.isPending} onClick={() => claim.mutate()}>
                  {t('queue.claim')}
                </button>
              )}
            </div>
          )}
        </>
      )}
      {!data && query.error && <FormAlert message={errorMessage(t, query.error)} />}
    </section>
  );
}

/**
 * The answers besides text: a gift of the catalogue (free for the member, decision 053), one of the
 * chat-pal's paid photos or a new photo uploaded for this answer (both blurred for the member until
 * unlocked for photo credits). Sending one hands
 * the conversation back, like a text answer.
 */
function OtherAnswers({ conversationId, palName, paidPhotos, onSent }: { conversationId: number; palName: string; paidPhotos: { id: number; thumb_url: string }[]; onSent: () => void }) {
  const { t } = useTranslation();
  const gifts = useQuery({ queryKey: ['gifts'], queryFn: () => api.callStrict(getGifts, {}), staleTime: 3_600_000 });
  const gift = useMutation({ mutationFn: (giftId: number) => api.callStrict(operatorGift, { body: { conversation_id: conversationId, gift_id: giftId } }), onSuccess: onSent });
  const photo = useMutation({ mutationFn: (photoId: number) => api.callStrict(operatorPaidPhoto, { body: { conversation_id: conversationId, photo_id: photoId } }), onSuccess: onSent });
  const busy = gift.isPending || photo.isPending;
  const giftName = (code: string) => t(`queue.gifts.${code}`, { defaultValue: code });
  return (
    <div className="other-answers">
      <fieldset>
        <legend>{t('queue.giftLegend', { pal: palName })}</legend>
        <p className="muted small">{t('queue.giftHint')}</p>
        {gifts.isPending && <p>{t('common.loading')}</p>}
        <ul className="gift-choices">
          {gifts.data?.gifts.map((g) => (
            <li key={g.id}>
              <button type="button" className="btn btn-secondary btn-small gift-choice" disabled={busy} onClick={() => gift.mutate(g.id)} aria-label={t('queue.sendGift', { gift: giftName(g.code) })}>
                <img src={g.image} alt="" width={40} height={40} />
                <span>{giftName(g.code)}</span>
              </button>
            </li>
          ))}
        </ul>
        <FormAlert message={gift.error ? errorMessage(t, gift.error) : gifts.error ? errorMessage(t, gifts.error) : null} />
      </fieldset>
      <fieldset>
        <legend>{t('queue.paidLegend')}</legend>
        {paidPhotos.length === 0 ? (
          <p className="muted small">{t('queue.noPaidPhotos')}</p>
        ) : (
          <>
            <p className="muted small">{t('queue.paidHint')}</p>
            <ul className="gift-choices">
              {paidPhotos.map((p, index) => (
                <li key={p.id}>
                  <button type="button" className="btn btn-secondary btn-small gift-choice" disabled={busy} onClick={() => photo.mutate(p.id)} aria-label={t('queue.sendPaidPhoto', { number: index + 1 })}>
                    <img src={p.thumb_url} alt="" width={64} height={64} />
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
        <FormAlert message={photo.error ? errorMessage(t, photo.error) : null} />
      </fieldset>
      <NewPhotoAnswer conversationId={conversationId} palName={palName} disabled={busy} onSent={onSent} />
    </div>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  BODY_TYPES,
  EYE_COLOURS,
  GENDERS,
  HAIR_COLOURS,
  INTERESTS,
  MAX_PERSONA_NOTES,
  RELATIONSHIP_STATUSES,
  SEXUALITIES,
  SIGNUP_REASONS,
  TATTOOS,
  createFictionalProfile,
  deleteFictionalPhoto,
  getFictionalProfile,
  listFictionalProfiles,
  setFictionalStatus,
  updateFictionalPhoto,
  updateFictionalProfile,
  uploadFictionalPhoto,
  type Country,
  type FictionalPhoto,
  type FictionalProfile,
  type Interest,
} from '@dating/contracts';
import { formErrors } from '@dating/api-client';
import { FormAlert, SelectField, TextField, TextareaField } from '@dating/ui';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { CountryRegionChoice } from './country-region-choice';

const listKey = ['fictional-profiles'] as const;
const profileKey = (id: number) => ['fictional-profile', id] as const;
const DESCRIPTION_MAX = 5000;

/** The fictional chat-pal profiles (admins; decision 053): find one by name or id, on or off, and open it. */
export function FictionalListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = params.get('status') === 'active' || params.get('status') === 'disabled' ? (params.get('status') as 'active' | 'disabled') : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(q);
  const query = useQuery({
    queryKey: [...listKey, q, status, page],
    queryFn: () => api.callStrict(listFictionalProfiles, { query: { ...(q && { q }), ...(status && { status }), page } }),
  });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (search.trim()) next.set('q', search.trim());
    if (status) next.set('status', status);
    setParams(next);
  };
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.per_page)) : 1;
  const goTo = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    setParams(next);
  };

  return (
    <section className="page">
      <h1>{t('fictional.title')}</h1>
      <p className="muted">{t('fictional.intro')}</p>
      <p>
        <Link className="btn btn-primary" to="/fictional/new">
          {t('fictional.new')}
        </Link>
      </p>
      <form className="filters" onSubmit={apply} role="search" aria-label={t('fictional.filters')}>
        <TextField id="fictional-q" label={t('fictional.search')} value={search} maxLength={100} onChange={(e) => setSearch(e.target.value)} />
        <SelectField
          id="fictional-status"
          label={t('fictional.statusFilter')}
          value={status ?? ''}
          emptyLabel={t('fictional.all')}
          options={[
            { value: 'active', label: t('fictional.on') },
            { value: 'disabled', label: t('fictional.off') },
          ]}
          onChange={(e) => {
            const next = new URLSearchParams(params);
            if (e.target.value) next.set('status', e.target.value);
            else next.delete('status');
            next.delete('page');
            setParams(next);
          }}
        />
        <div className="filter-actions">
          <button type="submit" className="btn btn-secondary">
            {t('fictional.find')}
          </button>
        </div>
      </form>
      <FormAlert message={query.error ? errorMessage(t, query.error) : null} />
      {query.isPending && <p>{t('common.loading')}</p>}
      {query.data && (
        <>
          <p className="muted" role="status">
            {t('fictional.total', { count: query.data.total })}
          </p>
          {query.data.profiles.length > 0 && (
            <div className="table-scroll">
              <table className="audit-table">
                <caption className="visually-hidden">{t('fictional.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('fictional.photo')}</th>
                    <th scope="col">{t('fictional.name')}</th>
                    <th scope="col">{t('fictional.where')}</th>
                    <th scope="col">{t('fictional.status')}</th>
                    <th scope="col">{t('fictional.photos')}</th>
                    <th scope="col">{t('fictional.persona')}</th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.profiles.map((p) => (
                    <tr key={p.id}>
                      <td>{p.main_image ? <img src={p.main_image.thumb} alt="" width={48} height={48} className="thumb" /> : <span className="muted">{t('fictional.noPhoto')}</span>}</td>
                      <td>
                        <Link to={`/fictional/${p.id}`}>{p.name}</Link> <span className="fictional-badge">{t('queue.fictional')}</span>
                        <span className="muted small"> #{p.id}</span>
                      </td>
                      <td>{[p.age === null ? null : String(p.age), p.city, p.country].filter(Boolean).join(' · ')}</td>
                      <td>
                        <span className={p.status === 'active' ? 'status-on' : 'status-off'}>{p.status === 'active' ? t('fictional.on') : t('fictional.off')}</span>
                      </td>
                      <td>{t('fictional.photoCount', { count: p.photos, paid: p.paid_photos })}</td>
                      <td>{p.has_persona_notes ? t('fictional.hasPersona') : <span className="muted">{t('fictional.noPersona')}</span>}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {pages > 1 && (
            <nav aria-label={t('fictional.pages')} className="filter-actions">
              <button type="button" className="btn btn-secondary btn-small" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                {t('audit.previous')}
              </button>
              <span>{t('audit.page', { page, pages })}</span>
              <button type="button" className="btn btn-secondary btn-small" disabled={page >= pages} onClick={() => goTo(page + 1)}>
                {t('audit.next')}
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

const TEXT_FIELDS = ['name', 'gender', 'sexuality', 'date_of_birth', 'country', 'region', 'city', 'hair_colour', 'eye_colour', 'body_type', 'relationship_status', 'tattoos', 'signup_reason', 'description', 'persona_notes'] as const;
type Field = (typeof TEXT_FIELDS)[number];
type Draft = Record<Field, string> & { interests: Interest[] };

function draftOf(p: FictionalProfile | null): Draft {
  return {
    name: p?.name ?? '',
    gender: p?.gender ?? '',
    sexuality: p?.sexuality ?? '',
    date_of_birth: p?.date_of_birth ?? '',
    country: p?.country ?? '',
    region: p?.region ?? '',
    city: p?.city ?? '',
    hair_colour: p?.hair_colour ?? '',
    eye_colour: p?.eye_colour ?? '',
    body_type: p?.body_type ?? '',
    relationship_status: p?.relationship_status ?? '',
    tattoos: p?.tattoos ?? '',
    signup_reason: p?.signup_reason ?? '',
    description: p?.description ?? '',
    persona_notes: p?.persona_notes ?? '',
    interests: p?.interests ?? [],
  };
}

/** What the form sends: empty choices clear a field (null), the name and birth date always go. */
function bodyOf(d: Draft) {
  const pick = <T extends string>(value: string) => (value === '' ? null : (value as T));
  return {
    name: d.name.trim(),
    date_of_birth: d.date_of_birth,
    ...(d.gender && { gender: d.gender as (typeof GENDERS)[number] }),
    ...(d.sexuality && { sexuality: d.sexuality as (typeof SEXUALITIES)[number] }),
    country: pick<Country>(d.country),
    region: d.region || null,
    city: d.city.trim() || null,
    hair_colour: pick<(typeof HAIR_COLOURS)[number]>(d.hair_colour),
    eye_colour: pick<(typeof EYE_COLOURS)[number]>(d.eye_colour),
    body_type: pick<(typeof BODY_TYPES)[number]>(d.body_type),
    relationship_status: pick<(typeof RELATIONSHIP_STATUSES)[number]>(d.relationship_status),
    tattoos: pick<(typeof TATTOOS)[number]>(d.tattoos),
    signup_reason: pick<(typeof SIGNUP_REASONS)[number]>(d.signup_reason),
    interests: d.interests,
    description: d.description.trim() || null,
    persona_notes: d.persona_notes.trim() || null,
  };
}

/** Every field of a member profile, plus the persona notes the operators read. */
function ProfileForm({ initial, submitLabel, pending, error, onSubmit }: { initial: FictionalProfile | null; submitLabel: string; pending: boolean; error: unknown; onSubmit: (draft: Draft) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(initial));
  const set = (field: Field) => (event: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: event.target.value }));
  const errors = error ? formErrors(error, [...TEXT_FIELDS, 'interests'] as const, t('common.failed')) : { fields: {} as Partial<Record<Field | 'interests', string>>, general: null };
  const options = (list: readonly string[], ns: string) => list.map((value) => ({ value, label: t(`reference:${ns}.${value}`) }));
  const choice = (field: Field, list: readonly string[], ns: string, required = false) => (
    <SelectField
      id={`pal-${field}`}
      label={t(`fictional.fields.${field}`)}
      value={draft[field]}
      emptyLabel={required ? t('fictional.choose') : t('fictional.notSaid')}
      options={options(list, ns)}
      onChange={set(field)}
      required={required}
      error={errors.fields[field] ?? null}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };
  const toggleInterest = (interest: Interest, on: boolean) => setDraft((d) => ({ ...d, interests: on ? [...d.interests, interest] : d.interests.filter((i) => i !== interest) }));

  return (
    <form onSubmit={submit} className="pal-form" aria-label={submitLabel} noValidate>
      <div className="form-grid">
        <TextField id="pal-name" label={t('fictional.fields.name')} value={draft.name} onChange={set('name')} required minLength={2} maxLength={30} error={errors.fields.name ?? null} />
        {choice('gender', GENDERS, 'gender', true)}
        <TextField id="pal-date_of_birth" type="date" label={t('fictional.fields.date_of_birth')} value={draft.date_of_birth} onChange={set('date_of_birth')} required error={errors.fields.date_of_birth ?? null} />
        {choice('sexuality', SEXUALITIES, 'sexuality')}
        <CountryRegionChoice
          country={draft.country}
          region={draft.region}
          onChange={(next) => setDraft((d) => ({ ...d, ...next }))}
          errors={{ country: errors.fields.country ?? null, region: errors.fields.region ?? null }}
        />
        <TextField id="pal-city" label={t('fictional.fields.city')} value={draft.city} onChange={set('city')} maxLength={100} error={errors.fields.city ?? null} />
        {choice('hair_colour', HAIR_COLOURS, 'hairColour')}
        {choice('eye_colour', EYE_COLOURS, 'eyeColour')}
        {choice('body_type', BODY_TYPES, 'bodyType')}
        {choice('relationship_status', RELATIONSHIP_STATUSES, 'relationshipStatus')}
        {choice('tattoos', TATTOOS, 'tattoos')}
        {choice('signup_reason', SIGNUP_REASONS, 'signupReason')}
      </div>
      <TextareaField
        id="pal-description"
        label={t('fictional.fields.description')}
        hint={t('fictional.descriptionHint')}
        value={draft.description}
        maxLength={DESCRIPTION_MAX}
        counter={t('queue.counter', { count: draft.description.length, max: DESCRIPTION_MAX })}
        onChange={set('description')}
        rows={4}
        error={errors.fields.description ?? null}
      />
      <TextareaField
        id="pal-persona_notes"
        label={t('fictional.fields.persona_notes')}
        hint={t('fictional.personaHint')}
        value={draft.persona_notes}
        maxLength={MAX_PERSONA_NOTES}
        counter={t('queue.counter', { count: draft.persona_notes.length, max: MAX_PERSONA_NOTES })}
        onChange={set('persona_notes')}
        rows={6}
        error={errors.fields.persona_notes ?? null}
      />
      <fieldset className="interest-choices">
        <legend>{t('fictional.fields.interests')}</legend>
        <ul>
          {INTERESTS.map((interest) => (
            <li key={interest}>
              <label>
                <input type="checkbox" checked={draft.interests.includes(interest)} onChange={(e) => toggleInterest(interest, e.target.checked)} /> {t(`reference:interests.${interest}`)}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <FormAlert message={errors.general} />
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {submitLabel}
      </button>
    </form>
  );
}

/** A new chat-pal: created off, so it is found only once it has a photo and its persona notes. */
export function FictionalNewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: (draft: Draft) => {
      const { gender, ...rest } = bodyOf(draft);
      // The server answers a missing gender with its own field message.
      return api.callStrict(createFictionalProfile, { body: { ...rest, gender: gender as (typeof GENDERS)[number], status: 'disabled' } });
    },
    onSuccess: async (data) => {
      await queryClient.invalidateQueries({ queryKey: listKey });
      queryClient.setQueryData(profileKey(data.profile.id), data);
      void navigate(`/fictional/${data.profile.id}`, { state: { created: true } });
    },
  });
  return (
    <section className="page">
      <p>
        <Link to="/fictional">{t('fictional.back')}</Link>
      </p>
      <h1>{t('fictional.newTitle')}</h1>
      <p className="muted">{t('fictional.newIntro')}</p>
      <ProfileForm initial={null} submitLabel={t('fictional.create')} pending={create.isPending} error={create.error} onSubmit={(d) => create.mutate(d)} />
    </section>
  );
}

/** One chat-pal: on or off, its photos (main, paid, order) and every field with the persona notes. */
export function FictionalEditPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const queryClient = useQueryClient();
  const [done, setDone] = useState('');
  const query = useQuery({ queryKey: profileKey(id), queryFn: () => api.callStrict(getFictionalProfile, { query: { id } }) });
  const saved = (message: string) => (data: { profile: FictionalProfile }) => {
    queryClient.setQueryData(profileKey(id), data);
    void queryClient.invalidateQueries({ queryKey: listKey });
    setDone(message);
  };
  const save = useMutation({
    mutationFn: (draft: Draft) => api.callStrict(updateFictionalProfile, { body: { id, ...bodyOf(draft) } }),
    onSuccess: saved(t('fictional.saved')),
  });
  const status = useMutation({
    mutationFn: (next: 'active' | 'disabled') => api.callStrict(setFictionalStatus, { body: { id, status: next } }),
    onSuccess: (data) => saved(data.profile.status === 'active' ? t('fictional.turnedOn') : t('fictional.turnedOff'))(data),
  });
  const profile = query.data?.profile;

  return (
    <section className="page">
      <p>
        <Link to="/fictional">{t('fictional.back')}</Link>
      </p>
      <p className="visually-hidden" role="status">
        {done}
      </p>
      {query.isPending && <p>{t('common.loading')}</p>}
      <FormAlert message={query.error ? errorMessage(t, query.error) : null} />
      {profile && (
        <>
          <h1>
            {profile.name} <span className="fictional-badge">{t('queue.fictional')}</span>
          </h1>
          <section aria-labelledby="pal-status-heading" className="person">
            <h2 id="pal-status-heading">{t('fictional.onOff')}</h2>
            <p>
              <strong className={profile.status === 'active' ? 'status-on' : 'status-off'}>{profile.status === 'active' ? t('fictional.on') : t('fictional.off')}</strong>
              {' — '}
              {profile.status === 'active' ? t('fictional.onExplained') : t('fictional.offExplained')}
            </p>
            <FormAlert message={status.error ? errorMessage(t, status.error) : null} />
            <button type="button" className="btn btn-secondary" disabled={status.isPending} onClick={() => status.mutate(profile.status === 'active' ? 'disabled' : 'active')}>
              {profile.status === 'active' ? t('fictional.turnOff') : t('fictional.turnOn')}
            </button>
          </section>
          <PhotoManager profile={profile} onChanged={(data, message) => saved(message)(data)} />
          <section aria-labelledby="pal-profile-heading">
            <h2 id="pal-profile-heading">{t('fictional.profileHeading')}</h2>
            <ProfileForm key={profile.updated_at} initial={profile} submitLabel={t('fictional.save')} pending={save.isPending} error={save.error} onSubmit={(d) => save.mutate(d)} />
          </section>
        </>
      )}
    </section>
  );
}

function PhotoManager({ profile, onChanged }: { profile: FictionalProfile; onChanged: (data: { profile: FictionalProfile }, message: string) => void }) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [paid, setPaid] = useState(false);
  const [inputKey, setInputKey] = useState(0);
  const upload = useMutation({
    mutationFn: () => {
      const form = new FormData();
      form.append('photo', file!);
      return api.callStrict(uploadFictionalPhoto, { query: { profile_id: profile.id, paid: paid ? '1' : '0' }, formData: form });
    },
    onSuccess: (data) => {
      setFile(null);
      setPaid(false);
      setInputKey((k) => k + 1);
      onChanged(data, t('fictional.photoAdded'));
    },
  });
  const change = useMutation({
    mutationFn: (body: { photo_id: number; main?: true; paid?: boolean; move?: 'earlier' | 'later' }) => api.callStrict(updateFictionalPhoto, { body }),
    onSuccess: (data) => onChanged(data, t('fictional.photoChanged')),
  });
  const remove = useMutation({
    mutationFn: (photoId: number) => api.callStrict(deleteFictionalPhoto, { body: { photo_id: photoId } }),
    onSuccess: (data) => onChanged(data, t('fictional.photoRemoved')),
  });
  const busy = upload.isPending || change.isPending || remove.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) upload.mutate();
  };
  const problem = upload.error ?? change.error ?? remove.error;
  const label = (photo: FictionalPhoto, index: number) => t('fictional.photoN', { number: index + 1 });

  return (
    <section aria-labelledby="pal-photos-heading">
      <h2 id="pal-photos-heading">{t('fictional.photosHeading')}</h2>
      <p className="muted">{t('fictional.photosIntro')}</p>
      {profile.photos.length === 0 ? (
        <p>{t('fictional.noPhotos')}</p>
      ) : (
        <ul className="moderation-grid">
          {profile.photos.map((photo, index) => (
            <li key={photo.id} className="pal-photo" aria-label={label(photo, index)}>
              <img src={photo.thumb_url} alt={label(photo, index)} width={160} height={160} className="moderation-photo" />
              <p>
                {photo.main && <span className="role-badge">{t('fictional.mainBadge')}</span>} {photo.paid && <span className="role-badge paid-badge">{t('fictional.paidBadge')}</span>}
              </p>
              <div className="filter-actions">
                {!photo.main && !photo.paid && (
                  <button type="button" className="btn btn-secondary btn-small" disabled={busy} onClick={() => change.mutate({ photo_id: photo.id, main: true })}>
                    {t('fictional.makeMain')}
                  </button>
                )}
                {!photo.main && (
                  <button type="button" className="btn btn-secondary btn-small" disabled={busy} onClick={() => change.mutate({ photo_id: photo.id, paid: !photo.paid })}>
                    {photo.paid ? t('fictional.markFree') : t('fictional.markPaid')}
                  </button>
                )}
                <button type="button" className="btn btn-secondary btn-small" disabled={busy || index === 0} onClick={() => change.mutate({ photo_id: photo.id, move: 'earlier' })} aria-label={t('fictional.moveEarlier', { photo: label(photo, index) })}>
                  ←
                </button>
                <button type="button" className="btn btn-secondary btn-small" disabled={busy || index === profile.photos.length - 1} onClick={() => change.mutate({ photo_id: photo.id, move: 'later' })} aria-label={t('fictional.moveLater', { photo: label(photo, index) })}>
                  →
                </button>
                <button type="button" className="btn btn-secondary btn-small" disabled={busy} onClick={() => remove.mutate(photo.id)} aria-label={t('fictional.removePhoto', { photo: label(photo, index) })}>
                  {t('fictional.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} className="photo-upload" aria-label={t('fictional.addPhoto')}>
        <div className="field">
          <label htmlFor="pal-photo">{t('fictional.chooseFile')}</label>
          <input key={inputKey} id="pal-photo" type="file" accept="image/*" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </div>
        <label>
          <input type="checkbox" checked={paid} onChange={(e) => setPaid(e.target.checked)} /> {t('fictional.uploadPaid')}
        </label>
        <FormAlert message={problem ? errorMessage(t, problem) : null} />
        <button type="submit" className="btn btn-primary" disabled={busy || !file}>
          {upload.isPending ? t('fictional.uploading') : t('fictional.addPhoto')}
        </button>
      </form>
    </section>
  );
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formErrors } from '@dating/api-client';
import {
  CONSOLE_LANGUAGES,
  STAFF_ROLES,
  createStaffAccount,
  listStaffAccounts,
  updateStaffAccount,
  type ConsoleLanguage,
  type StaffAccount,
  type StaffRole,
} from '@dating/contracts';
import { FormAlert, SelectField, SubmitButton, TextField } from '@dating/ui';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { LANGUAGE_NAMES } from '@/lib/languages';
import { useStaff } from '@/lib/staff';

const staffKey = ['staff-accounts'] as const;
const FIELDS = ['email', 'name', 'role', 'language'] as const;
type Field = (typeof FIELDS)[number];
type Change = { action: 'role'; role: StaffRole } | { action: 'disable' } | { action: 'enable' } | { action: 'reset_second_factor' } | { action: 'setup_link' };

/** A setup link as the admin hands it over: shown once, with when it stops working. */
function SetupLinkNotice({ email, link }: { email: string; link: { url: string; expires_at: string } }) {
  const { t, i18n } = useTranslation();
  const until = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(link.expires_at));
  return (
    <section className="setup-link" aria-labelledby="setup-link-title">
      <h2 id="setup-link-title">{t('staff.link.title', { email })}</h2>
      <p>{t('staff.link.intro', { until })}</p>
      <label className="field" htmlFor="setup-link-url">
        <span>{t('staff.link.label')}</span>
        <input id="setup-link-url" readOnly value={link.url} onFocus={(e) => e.target.select()} />
      </label>
      <button type="button" className="btn btn-secondary btn-small" onClick={() => void navigator.clipboard?.writeText(link.url)}>
        {t('staff.link.copy')}
      </button>
    </section>
  );
}

/** /staff (admins): the staff accounts, a new one with its setup link, and changes to each (decision 052). */
export function StaffPage() {
  const { t } = useTranslation();
  const query = useQuery({ queryKey: staffKey, queryFn: () => api.callStrict(listStaffAccounts) });
  const [link, setLink] = useState<{ email: string; link: { url: string; expires_at: string } } | null>(null);
  const [done, setDone] = useState('');

  return (
    <section className="page">
      <h1>{t('staff.title')}</h1>
      <p className="muted">{t('staff.intro')}</p>
      <p className="visually-hidden" role="status">
        {done}
      </p>
      {link ? <SetupLinkNotice {...link} /> : null}
      <NewStaffForm
        onCreated={(account, setup) => {
          setLink({ email: account.email, link: setup });
          setDone(t('staff.created', { email: account.email }));
        }}
      />
      <h2>{t('staff.listTitle')}</h2>
      <FormAlert message={query.error ? errorMessage(t, query.error) : null} />
      {query.isPending ? <p>{t('common.loading')}</p> : null}
      {query.data ? (
        <ul className="staff-list">
          {query.data.staff.map((account) => (
            <StaffRow
              key={account.id}
              account={account}
              onDone={(message, setup) => {
                setDone(message);
                setLink(setup ? { email: account.email, link: setup } : null);
              }}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function NewStaffForm({ onCreated }: { onCreated: (account: StaffAccount, link: { url: string; expires_at: string }) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<{ email: string; name: string; role: StaffRole | ''; language: ConsoleLanguage | '' }>({ email: '', name: '', role: '', language: '' });
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const create = useMutation({
    mutationFn: (body: { email: string; name: string; role: StaffRole; language: ConsoleLanguage }) => api.callStrict(createStaffAccount, { body }),
    onSuccess: (answer) => {
      onCreated(answer.staff, answer.setup_link);
      setForm({ email: '', name: '', role: '', language: '' });
      void queryClient.invalidateQueries({ queryKey: staffKey });
    },
    onError: (error) => setProblems(formErrors(error, FIELDS, '').fields),
  });
  const set = (field: Field, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setProblems((p) => ({ ...p, [field]: undefined }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    if (!form.email.trim()) next.email = t('staff.form.emailRequired');
    if (!form.name.trim()) next.name = t('staff.form.nameRequired');
    if (!form.role) next.role = t('staff.form.roleRequired');
    if (!form.language) next.language = t('staff.form.languageRequired');
    setProblems(next);
    if (Object.keys(next).length > 0 || !form.role || !form.language) return;
    create.mutate({ email: form.email.trim(), name: form.name.trim(), role: form.role, language: form.language });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t('staff.form.title')} className="staff-form">
      <h2>{t('staff.form.title')}</h2>
      <FormAlert message={create.error && Object.keys(problems).length === 0 ? errorMessage(t, create.error) : null} />
      <TextField id="staff-email" label={t('staff.form.email')} type="email" autoComplete="off" value={form.email} error={problems.email} onChange={(e) => set('email', e.target.value)} />
      <TextField id="staff-name" label={t('staff.form.name')} autoComplete="off" maxLength={60} value={form.name} error={problems.name} onChange={(e) => set('name', e.target.value)} />
      <SelectField
        id="staff-role"
        label={t('staff.form.role')}
        emptyLabel={t('staff.form.chooseRole')}
        options={STAFF_ROLES.map((value) => ({ value, label: t(`shell.roles.${value}`) }))}
        value={form.role}
        error={problems.role}
        onChange={(e) => set('role', e.target.value)}
      />
      <SelectField
        id="staff-language"
        label={t('staff.form.language')}
        emptyLabel={t('staff.form.chooseLanguage')}
        options={CONSOLE_LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
        value={form.language}
        error={problems.language}
        onChange={(e) => set('language', e.target.value)}
      />
      <SubmitButton pending={create.isPending} label={t('staff.form.submit')} pendingLabel={t('money.saving')} />
    </form>
  );
}

function StaffRow({ account, onDone }: { account: StaffAccount; onDone: (message: string, link?: { url: string; expires_at: string }) => void }) {
  const { t } = useTranslation();
  const { staff: me } = useStaff();
  const queryClient = useQueryClient();
  const [role, setRole] = useState<StaffRole>(account.role);
  const update = useMutation({
    mutationFn: (change: Change) => api.callStrict(updateStaffAccount, { body: { id: account.id, change } }),
    onSuccess: (answer, change) => {
      onDone(t(`staff.done.${change.action}`, { email: account.email, role: t(`shell.roles.${answer.staff.role}`) }), answer.setup_link);
      void queryClient.invalidateQueries({ queryKey: staffKey });
    },
  });
  const heading = `staff-${account.id}-title`;
  const facts = [
    t(`shell.roles.${account.role}`),
    LANGUAGE_NAMES[account.language],
    t(account.status === 'active' ? 'staff.active' : 'staff.disabled'),
    t(account.second_factor ? 'staff.secondFactorOn' : 'staff.secondFactorOff'),
    ...(account.setup_pending ? [t('staff.setupPending')] : []),
  ];
  return (
    <li className="staff-row">
      <article aria-labelledby={heading}>
        <h3 id={heading}>
          {account.name ?? account.email}
          {account.name ? <span className="muted small"> {account.email}</span> : null}
          {me?.id === account.id ? (
            <>
              {' '}
              <span className="role-badge">{t('staff.you')}</span>
            </>
          ) : null}
        </h3>
        <p className="small">{facts.join(' · ')}</p>
        <FormAlert message={update.error ? errorMessage(t, update.error) : null} />
        <div className="staff-actions">
          <form
            className="staff-role-form"
            aria-label={t('staff.roleForm', { email: account.email })}
            onSubmit={(e) => {
              e.preventDefault();
              update.mutate({ action: 'role', role });
            }}
          >
            <SelectField
              id={`role-${account.id}`}
              label={t('staff.form.role')}
              options={STAFF_ROLES.map((value) => ({ value, label: t(`shell.roles.${value}`) }))}
              value={role}
              onChange={(e) => setRole(e.target.value as StaffRole)}
            />
            <button type="submit" className="btn btn-secondary btn-small" disabled={update.isPending || role === account.role}>
              {t('staff.changeRole')}
            </button>
          </form>
          {me?.id === account.id ? null : account.status === 'active' ? (
            <button type="button" className="btn btn-danger btn-small" disabled={update.isPending} onClick={() => update.mutate({ action: 'disable' })} aria-label={t('staff.disableLabel', { email: account.email })}>
              {t('staff.disable')}
            </button>
          ) : (
            <button type="button" className="btn btn-secondary btn-small" disabled={update.isPending} onClick={() => update.mutate({ action: 'enable' })} aria-label={t('staff.enableLabel', { email: account.email })}>
              {t('staff.enable')}
            </button>
          )}
          <button type="button" className="btn btn-secondary btn-small" disabled={update.isPending} onClick={() => update.mutate({ action: 'reset_second_factor' })} aria-label={t('staff.resetLabel', { email: account.email })}>
            {t('staff.reset')}
          </button>
          <button type="button" className="btn btn-secondary btn-small" disabled={update.isPending} onClick={() => update.mutate({ action: 'setup_link' })} aria-label={t('staff.linkLabel', { email: account.email })}>
            {t('staff.newLink')}
          </button>
        </div>
      </article>
    </li>
  );
}

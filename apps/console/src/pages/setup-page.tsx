import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { formErrors } from '@dating/api-client';
import { getStaffSetup, postStaffSetup } from '@dating/contracts';
import { FormAlert, SubmitButton, TextField } from '@dating/ui';
import { AuthFrame } from '@/app/auth-frame';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/errors';

/**
 * /setup?token=…: a new staff member's one-time setup link (decision 052). Sets the password; the second
 * factor is enrolled at the first sign-in that follows.
 */
export function SetupPage() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token') ?? '';
  const account = useQuery({ queryKey: ['staff-setup', token], queryFn: () => api.callStrict(getStaffSetup, { query: { token } }), retry: false });
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problems, setProblems] = useState<{ password?: string; repeat?: string }>({});
  const setup = useMutation({
    mutationFn: () => api.callStrict(postStaffSetup, { body: { token, password } }),
    onError: (error) => setProblems({ password: formErrors(error, ['password'], '').fields.password }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next: { password?: string; repeat?: string } = {};
    if (password.length < 10) next.password = t('setup.tooShort');
    if (repeat !== password) next.repeat = t('setup.notEqual');
    setProblems(next);
    if (!next.password && !next.repeat) setup.mutate();
  };

  return (
    <AuthFrame>
      <h1>{t('setup.title')}</h1>
      {account.isPending ? <p>{t('common.loading')}</p> : null}
      {account.isError ? (
        <>
          <FormAlert message={errorMessage(t, account.error)} />
          <p>{t('setup.askAdmin')}</p>
        </>
      ) : null}
      {account.data && setup.isSuccess ? (
        <div role="status">
          <p>{t('setup.done')}</p>
          <Link to="/login" className="btn btn-primary">
            {t('setup.signIn')}
          </Link>
        </div>
      ) : null}
      {account.data && !setup.isSuccess ? (
        <form onSubmit={submit} noValidate>
          <p className="muted">{t('setup.intro', { name: account.data.name ?? account.data.email, email: account.data.email })}</p>
          <FormAlert message={setup.error && !problems.password ? errorMessage(t, setup.error) : null} />
          <input type="email" hidden readOnly autoComplete="username" value={account.data.email} />
          <TextField
            id="new-password"
            type="password"
            label={t('setup.password')}
            hint={t('setup.passwordHint')}
            autoComplete="new-password"
            value={password}
            error={problems.password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <TextField id="repeat-password" type="password" label={t('setup.repeat')} autoComplete="new-password" value={repeat} error={problems.repeat} onChange={(e) => setRepeat(e.target.value)} />
          <div className="form-actions">
            <SubmitButton pending={setup.isPending} label={t('setup.submit')} pendingLabel={t('money.saving')} />
          </div>
        </form>
      ) : null}
    </AuthFrame>
  );
}

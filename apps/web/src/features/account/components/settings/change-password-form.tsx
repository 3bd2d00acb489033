import { formErrors } from '@dating/api-client';
import { FormAlert, SubmitButton, TextField, useFieldProblems, useFocusInvalid } from '@dating/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '../../api/change-password';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, checkNewPassword } from '../../lib/password-rules';
import { usePasswordProblemText } from '../use-password-problem-text';

const FIELDS = ['old_password', 'password', 'password_repeat'] as const;
type Field = (typeof FIELDS)[number];
const EMPTY: Record<Field, string> = { old_password: '', password: '', password_repeat: '' };

/** Current password, new password twice; other devices are logged out by the server. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const problemText = usePasswordProblemText();
  const [values, setValues] = useState(EMPTY);
  const { problems, setProblems, clear } = useFieldProblems<Field>();
  const { ref, focusInvalid } = useFocusInvalid();
  const errors = change.error ? formErrors(change.error, FIELDS, t('errors.generic')) : null;

  const field = (name: Field, id: string, label: string, autoComplete: string, hint?: string) => (
    <TextField
      id={id}
      type="password"
      label={label}
      hint={hint}
      value={values[name]}
      onChange={(event) => {
        setValues((previous) => ({ ...previous, [name]: event.target.value }));
        clear(name);
        if (change.isSuccess || change.isError) change.reset();
      }}
      error={problems[name] ?? errors?.fields[name]}
      autoComplete={autoComplete}
      maxLength={name === 'old_password' ? undefined : PASSWORD_MAX_LENGTH}
    />
  );

  return (
    <section className="card settings-section" aria-labelledby="password-title">
      <h2 id="password-title">{t('account.password.title')}</h2>
      <form
        ref={ref}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const local: Partial<Record<Field, string>> = problemText(checkNewPassword(values.password, values.password_repeat));
          if (!values.old_password) local.old_password = t('account.validation.currentPasswordRequired');
          setProblems(local);
          if (Object.keys(local).length > 0) return focusInvalid();
          change.mutate(values, { onSuccess: () => setValues(EMPTY), onError: focusInvalid });
        }}
      >
        <FormAlert message={errors?.general} />
        {field('old_password', 'password-current', t('account.password.current'), 'current-password')}
        {field('password', 'password-new', t('account.password.new'), 'new-password', t('account.password.newHint', { min: PASSWORD_MIN_LENGTH }))}
        {field('password_repeat', 'password-repeat', t('account.password.repeat'), 'new-password')}
        <p role="status" className="settings-status">
          {change.isSuccess ? t('account.password.changed') : null}
        </p>
        <div className="form-actions">
          <SubmitButton pending={change.isPending} label={t('account.password.submit')} pendingLabel={t('account.password.submitting')} />
        </div>
      </form>
    </section>
  );
}

import { formErrors, isApiError } from '@dating/api-client';
import { FormAlert, SubmitButton, TextField, useFieldProblems, useFocusInvalid } from '@dating/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResetPassword } from '../../api/reset-password';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, checkNewPassword } from '../../lib/password-rules';
import { usePasswordProblemText } from '../use-password-problem-text';

const FIELDS = ['password', 'password_repeat'] as const;
type Field = (typeof FIELDS)[number];

interface NewPasswordFormProps {
  token: string;
  onDone: () => void;
  /** The link turned out to be used or expired (410): the server's message. */
  onExpired: (message: string) => void;
}

/** A new password, twice, set with the token of the reset link. */
export function NewPasswordForm({ token, onDone, onExpired }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const problemText = usePasswordProblemText();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [show, setShow] = useState(false);
  const { problems, setProblems, clear } = useFieldProblems<Field>();
  const { ref, focusInvalid } = useFocusInvalid();
  const errors = reset.error ? formErrors(reset.error, FIELDS, t('errors.generic')) : null;

  return (
    <form
      ref={ref}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const local = problemText(checkNewPassword(password, repeat));
        setProblems(local);
        if (Object.keys(local).length > 0) return focusInvalid();
        reset.mutate(
          { token, password, password_repeat: repeat },
          {
            onSuccess: onDone,
            onError: (error) => {
              if (isApiError(error) && error.code === 'reset_link_expired') onExpired(error.message);
              else focusInvalid();
            },
          },
        );
      }}
    >
      <FormAlert message={errors?.general} />
      <TextField
        id="new-password"
        type={show ? 'text' : 'password'}
        label={t('resetPassword.password')}
        hint={t('account.password.newHint', { min: PASSWORD_MIN_LENGTH })}
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          clear('password');
        }}
        error={problems.password ?? errors?.fields.password}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
      />
      <TextField
        id="new-password-repeat"
        type={show ? 'text' : 'password'}
        label={t('resetPassword.repeat')}
        value={repeat}
        onChange={(event) => {
          setRepeat(event.target.value);
          clear('password_repeat');
        }}
        error={problems.password_repeat ?? errors?.fields.password_repeat}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
      >
        <label className="checkbox small">
          <input type="checkbox" checked={show} onChange={(event) => setShow(event.target.checked)} />
          <span>{t('resetPassword.show')}</span>
        </label>
      </TextField>
      <SubmitButton className="btn btn-primary btn-block" pending={reset.isPending} label={t('resetPassword.save')} pendingLabel={t('resetPassword.saving')} />
    </form>
  );
}

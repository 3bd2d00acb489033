import { formErrors, isApiError } from '@dating/api-client';
import type { CurrentUser } from '@dating/contracts';
import { Alert, FormAlert, SubmitButton, TextField, useFieldProblems, useFocusInvalid } from '@dating/ui';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { emailProblem } from '@/lib/validation';
import { useRequestEmailChange } from '../../api/request-email-change';

const FIELDS = ['email', 'password'] as const;
type Field = (typeof FIELDS)[number];

/** "Did you mean …?" with the suggestion as a button that puts it in the field. */
interface SuggestionProps {
  i18nKey: 'account.email.didYouMean' | 'account.email.sentSuggestion';
  suggestion: string;
  onUse: (value: string) => void;
  className?: string;
}

function Suggestion({ i18nKey, suggestion, onUse, className = 'field-suggestion' }: SuggestionProps) {
  return (
    <p className={className}>
      <Trans
        i18nKey={i18nKey}
        values={{ suggestion }}
        components={{ button: <button type="button" className="link-button" onClick={() => onUse(suggestion)} /> }}
      />
    </p>
  );
}

/** A new e-mail address and the password; the change happens once the mailed link is opened. */
export function ChangeEmailForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const change = useRequestEmailChange();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { problems, setProblems, clear } = useFieldProblems<Field>();
  const { ref, focusInvalid } = useFocusInvalid();
  const errors = change.error ? formErrors(change.error, FIELDS, t('errors.generic')) : null;
  const errorSuggestion = isApiError(change.error) ? change.error.body.suggestion : undefined;
  const sent = change.isSuccess ? change.variables.email : null;

  const applySuggestion = (value: string) => {
    setEmail(value);
    change.reset();
    document.getElementById('email-password')?.focus();
  };

  return (
    <section id="change-email" className="card settings-section" aria-labelledby="email-title">
      <h2 id="email-title">{t('account.email.title')}</h2>
      <p>
        <Trans i18nKey="account.email.current" values={{ email: user.email }} components={{ strong: <strong /> }} />
      </p>
      <div role="status">
        {sent ? (
          <Alert tone="success">
            <div className="alert-body">
              <p>
                <Trans i18nKey="account.email.sent" values={{ email: sent }} components={{ strong: <strong /> }} />
              </p>
              {change.data?.suggestion ? (
                <Suggestion
                  i18nKey="account.email.sentSuggestion"
                  suggestion={change.data.suggestion}
                  onUse={applySuggestion}
                  className=""
                />
              ) : null}
            </div>
          </Alert>
        ) : null}
      </div>
      <form
        ref={ref}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const value = email.trim();
          const local: Partial<Record<Field, string>> = {};
          const problem = emailProblem(value);
          if (problem) local.email = t(`account.validation.${problem}`);
          if (!password) local.password = t('account.validation.passwordRequired');
          setProblems(local);
          if (Object.keys(local).length > 0) return focusInvalid();
          change.mutate(
            { email: value, password },
            {
              onSuccess: () => {
                setEmail('');
                setPassword('');
              },
              onError: focusInvalid,
            },
          );
        }}
      >
        <FormAlert message={errors?.general} />
        <TextField
          id="email-new"
          type="email"
          label={t('account.email.newEmail')}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            clear('email');
          }}
          error={problems.email ?? errors?.fields.email}
          autoComplete="email"
          inputMode="email"
        >
          {errorSuggestion ? <Suggestion i18nKey="account.email.didYouMean" suggestion={errorSuggestion} onUse={applySuggestion} /> : null}
        </TextField>
        <TextField
          id="email-password"
          type="password"
          label={t('account.email.password')}
          hint={t('account.email.passwordHint')}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            clear('password');
          }}
          error={problems.password ?? errors?.fields.password}
          autoComplete="current-password"
        />
        <div className="form-actions">
          <SubmitButton pending={change.isPending} label={t('account.email.submit')} pendingLabel={t('account.email.submitting')} />
        </div>
      </form>
    </section>
  );
}

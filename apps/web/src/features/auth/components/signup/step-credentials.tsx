import { TextField } from '@dating/ui';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { LocalLink } from '@/lib/localized-path';
import { PASSWORD_MAX_LENGTH } from '../../lib/signup-validation';
import type { SignupForm } from './use-signup-form';

/** Step 3: e-mail (checked on blur: suggestion, already taken) and password. */
export function StepCredentials({ form }: { form: SignupForm }) {
  const { t } = useTranslation();
  const [showPassword, setShowPassword] = useState(false);
  const { values, errors, update, suggestion, emailTaken } = form;
  const emailError = errors.email ?? (emailTaken ? t('signup.validation.emailTaken') : null);

  return (
    <>
      <TextField
        id="signup-email"
        type="email"
        label={t('signup.email.label')}
        hint={t('signup.email.hint')}
        error={emailError}
        value={values.email}
        onChange={(event) => update('email', event.target.value)}
        onBlur={() => void form.checkEmail()}
        autoComplete="email"
        inputMode="email"
      >
        {suggestion && !emailTaken ? (
          <p className="field-suggestion" aria-live="polite">
            <Trans
              i18nKey="signup.email.didYouMean"
              values={{ suggestion }}
              components={{
                button: <button type="button" className="link-button" onClick={() => form.applySuggestion(suggestion)} />,
              }}
            />
          </p>
        ) : null}
        {emailTaken ? (
          <p className="field-suggestion">
            <LocalLink to="login" search={`email=${encodeURIComponent(values.email.trim())}`}>
              {t('signup.email.logIn')}
            </LocalLink>
          </p>
        ) : null}
      </TextField>
      <TextField
        id="signup-password"
        type={showPassword ? 'text' : 'password'}
        label={t('signup.password.label')}
        hint={t('signup.password.hint')}
        error={errors.password}
        value={values.password}
        onChange={(event) => update('password', event.target.value)}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
      >
        <label className="checkbox small">
          <input type="checkbox" checked={showPassword} onChange={(event) => setShowPassword(event.target.checked)} />
          <span>{t('signup.password.show')}</span>
        </label>
      </TextField>
    </>
  );
}

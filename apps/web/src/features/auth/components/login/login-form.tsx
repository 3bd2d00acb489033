import { isApiError, userMessage } from '@dating/api-client';
import { FormAlert, SubmitButton, TextField } from '@dating/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LocalLink, useLocalizedPath } from '@/lib/localized-path';
import { useLogin } from '../../api/login';

interface LoginFormProps {
  initialEmail?: string;
  onLoggedIn: () => void;
}

/** E-mail and password; the server's message says why a login failed or is blocked. */
export function LoginForm({ initialEmail = '', onLoggedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const login = useLogin();
  const navigate = useNavigate();
  const localizedPath = useLocalizedPath();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState<{ email?: string; password?: string }>({});

  const message = login.error ? userMessage(login.error, t('errors.generic')) : null;

  return (
    <form
      className="login-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const problems = {
          email: email.trim() ? undefined : t('login.emailRequired'),
          password: password ? undefined : t('login.passwordRequired'),
        };
        setMissing(problems);
        if (problems.email || problems.password) return;
        login.mutate(
          { email: email.trim(), password },
          {
            onSuccess: onLoggedIn,
            // A banned account reads the ban page: what happened and how to appeal (decision 051).
            onError: (error) => {
              if (isApiError(error) && error.code === 'account_banned') void navigate(`${localizedPath('pageBan')}?banned=1`);
            },
          },
        );
      }}
    >
      <FormAlert message={message} />
      <TextField
        id="login-email"
        type="email"
        label={t('login.email')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={missing.email}
        autoComplete="username"
        inputMode="email"
      />
      <TextField
        id="login-password"
        type="password"
        label={t('login.password')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={missing.password}
        autoComplete="current-password"
      />
      <p className="form-aside">
        <LocalLink to="resetPassword" search={email.trim() ? `email=${encodeURIComponent(email.trim())}` : undefined}>
          {t('login.forgotPassword')}
        </LocalLink>
      </p>
      <SubmitButton className="btn btn-primary btn-block" pending={login.isPending} label={t('login.submit')} pendingLabel={t('login.submitting')} />
    </form>
  );
}

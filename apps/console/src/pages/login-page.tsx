import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { isApiError } from '@dating/api-client';
import { staffLogin, staffVerify, type StaffUser } from '@dating/contracts';
import { FormAlert, SubmitButton, TextField } from '@dating/ui';
import { AuthFrame } from '@/app/auth-frame';
import { api } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { staffQueryKey, useStaff } from '@/lib/staff';

type Step =
  | { kind: 'password' }
  | { kind: 'code'; recovery: boolean }
  | { kind: 'enrol'; secret: string; uri: string }
  | { kind: 'recovery-codes'; codes: string[]; staff: StaffUser };

/** The key in groups of four, as authenticator apps ask for it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Sign-in: password, then the code of the authenticator app (or a recovery code); enrolment on the first time. */
export function LoginPage() {
  const { t } = useTranslation();
  const { staff } = useStaff();
  const queryClient = useQueryClient();
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/';
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // Each step announces itself: focus moves to its heading.
  useEffect(() => {
    heading.current?.focus();
  }, [step.kind]);

  // Signed in: the staff member is known, and the render below sends the browser on.
  const signedIn = (user: StaffUser) => queryClient.setQueryData(staffQueryKey, { staff: user });

  const login = useMutation({
    mutationFn: () => api.callStrict(staffLogin, { body: { email, password } }),
    onSuccess: (answer) => {
      setPassword('');
      setCode('');
      setNotice(null);
      setStep(answer.enrolment ? { kind: 'enrol', ...answer.enrolment } : { kind: 'code', recovery: false });
    },
  });
  const verify = useMutation({
    mutationFn: (body: { code: string } | { recovery_code: string }) => api.callStrict(staffVerify, { body }),
    onSuccess: (answer) => {
      if (answer.recovery_codes) setStep({ kind: 'recovery-codes', codes: answer.recovery_codes, staff: answer.staff });
      else signedIn(answer.staff);
    },
    onError: (error) => {
      setCode('');
      // Too many wrong codes, or too slow: the password again.
      if (isApiError(error) && error.code === 'staff_authentication_required') {
        setNotice(errorMessage(t, error));
        setStep({ kind: 'password' });
      }
    },
  });

  if (staff && step.kind !== 'recovery-codes') return <Navigate to={from === '/login' ? '/' : from} replace />;

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    login.mutate();
  };
  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    verify.mutate(step.kind === 'code' && step.recovery ? { recovery_code: code } : { code: code.replace(/\s/g, '') });
  };
  const restart = () => {
    login.reset();
    verify.reset();
    setStep({ kind: 'password' });
  };
  const verifyError = verify.error && !(isApiError(verify.error) && verify.error.code === 'validation_failed') ? errorMessage(t, verify.error) : null;
  const codeFieldError = isApiError(verify.error) && verify.error.code === 'validation_failed' ? t('errors:field.invalid_code') : null;

  const codeField =
    step.kind === 'code' && step.recovery ? (
      <TextField id="recovery-code" label={t('login.recovery')} hint={t('login.recoveryHint')} value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" autoCapitalize="none" spellCheck={false} required error={codeFieldError} />
    ) : (
      <TextField id="code" label={t('login.code')} value={code} onChange={(e) => setCode(e.target.value)} inputMode="numeric" autoComplete="one-time-code" pattern="[0-9 ]{6,7}" maxLength={7} required error={codeFieldError} />
    );

  return (
    <AuthFrame>
      {step.kind === 'password' && (
        <form onSubmit={submitPassword} noValidate>
          <h1 ref={heading} tabIndex={-1}>
            {t('login.title')}
          </h1>
          <p className="muted">{t('login.intro')}</p>
          <FormAlert message={notice ?? (login.error ? errorMessage(t, login.error) : null)} />
          <TextField id="email" type="email" label={t('login.email')} value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="username" required />
          <TextField id="password" type="password" label={t('login.password')} value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" required />
          <div className="form-actions">
            <SubmitButton pending={login.isPending} label={t('login.next')} pendingLabel={t('login.checking')} />
          </div>
        </form>
      )}
      {step.kind === 'code' && (
        <form onSubmit={submitCode} noValidate>
          <h1 ref={heading} tabIndex={-1}>
            {t('login.codeTitle')}
          </h1>
          <p className="muted">{t('login.codeIntro')}</p>
          <FormAlert message={verifyError} />
          {codeField}
          <div className="form-actions">
            <SubmitButton pending={verify.isPending} label={t('login.verify')} pendingLabel={t('login.checking')} />
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setCode('');
                verify.reset();
                setStep({ kind: 'code', recovery: !step.recovery });
              }}
            >
              {step.recovery ? t('login.useCode') : t('login.useRecovery')}
            </button>
          </div>
          <p>
            <button type="button" className="link-button" onClick={restart}>
              {t('login.restart')}
            </button>
          </p>
        </form>
      )}
      {step.kind === 'enrol' && (
        <form onSubmit={submitCode} noValidate>
          <h1 ref={heading} tabIndex={-1}>
            {t('login.enrolTitle')}
          </h1>
          <p className="muted">{t('login.enrolIntro')}</p>
          <dl className="enrolment">
            <dt>{t('login.secret')}</dt>
            <dd>
              <code className="secret" data-testid="totp-secret">
                {grouped(step.secret)}
              </code>
            </dd>
            <dt>{t('login.uri')}</dt>
            <dd>
              <a href={step.uri} className="otpauth-link">
                {step.uri}
              </a>
            </dd>
          </dl>
          <FormAlert message={verifyError} />
          {codeField}
          <div className="form-actions">
            <SubmitButton pending={verify.isPending} label={t('login.confirm')} pendingLabel={t('login.checking')} />
          </div>
        </form>
      )}
      {step.kind === 'recovery-codes' && (
        <section>
          <h1 ref={heading} tabIndex={-1}>
            {t('login.recoveryTitle')}
          </h1>
          <p>{t('login.recoveryIntro')}</p>
          <ol className="recovery-codes">
            {step.codes.map((c) => (
              <li key={c}>
                <code>{c}</code>
              </li>
            ))}
          </ol>
          <div className="form-actions">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                signedIn(step.staff);
                setStep({ kind: 'password' });
              }}
            >
              {t('login.saved')}
            </button>
          </div>
        </section>
      )}
    </AuthFrame>
  );
}

import { formErrors } from '@dating/api-client';
import { FormAlert, SubmitButton, TextField, useFocusInvalid } from '@dating/ui';
import { useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { emailProblem } from '@/lib/validation';
import { useRequestPasswordReset } from '../../api/request-password-reset';

/** Where the mail went; its heading takes focus so the news is read out. */
function SentNotice({ email, onOtherAddress }: { email: string; onOtherAddress: () => void }) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="reset-sent text-center">
      <div className="mail-illustration" aria-hidden="true" />
      <h2 ref={headingRef} tabIndex={-1}>
        {t('resetPassword.sentTitle')}
      </h2>
      <p>
        <Trans i18nKey="resetPassword.sent" values={{ email }} components={{ strong: <strong /> }} />
      </p>
      <p className="field-hint">{t('resetPassword.spamHint')}</p>
      <button type="button" className="link-button" onClick={onOtherAddress}>
        {t('resetPassword.otherAddress')}
      </button>
    </div>
  );
}

interface RequestResetFormProps {
  initialEmail?: string;
  /** The id prefix of the fields. */
  id?: string;
}

/** Asks for the account's e-mail address and mails a reset link; then says to check the mailbox. */
export function RequestResetForm({ initialEmail = '', id = 'reset' }: RequestResetFormProps) {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const [email, setEmail] = useState(initialEmail);
  const [problem, setProblem] = useState<string | null>(null);
  const { ref, focusInvalid } = useFocusInvalid();
  const errors = request.error ? formErrors(request.error, ['email'], t('errors.generic')) : null;

  if (request.isSuccess) return <SentNotice email={request.variables} onOtherAddress={() => request.reset()} />;

  return (
    <form
      ref={ref}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const value = email.trim();
        const problem = emailProblem(value);
        const local = problem ? t(`account.validation.${problem}`) : null;
        setProblem(local);
        if (local) return focusInvalid();
        request.mutate(value, { onError: focusInvalid });
      }}
    >
      <FormAlert message={errors?.general} />
      <TextField
        id={`${id}-email`}
        type="email"
        label={t('resetPassword.email')}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setProblem(null);
          if (request.isError) request.reset();
        }}
        error={problem ?? errors?.fields.email}
        autoComplete="email"
        inputMode="email"
      />
      <SubmitButton className="btn btn-primary btn-block" pending={request.isPending} label={t('resetPassword.submit')} pendingLabel={t('resetPassword.submitting')} />
    </form>
  );
}

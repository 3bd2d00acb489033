import { Alert } from '@dating/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '@/lib/settings/site-settings';
import { SIGNUP_STEP_COUNT } from '../../lib/signup-validation';
import { SignupProgress } from './signup-progress';
import { StepBirthDate } from './step-birth-date';
import { StepCredentials } from './step-credentials';
import { StepFinish } from './step-finish';
import { StepGender } from './step-gender';
import { StepName } from './step-name';
import type { SignupForm as SignupFormState } from './use-signup-form';

const STEPS = [StepGender, StepBirthDate, StepName, StepCredentials, StepFinish];

interface SignupFormProps {
  form: SignupFormState;
  /** Called when the account exists and the progress list has finished. */
  onSignedUp: () => void;
}

/** The signup steps 0..4; a page or a modal hosts it and owns its state (`useSignupForm`). */
export function SignupForm({ form, onSignedUp }: SignupFormProps) {
  const { t } = useTranslation();
  const settings = useSettings();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(form.step);

  useEffect(() => {
    // Move focus to the new step's title so keyboard and screen reader users start there.
    if (shownStep.current !== form.step) headingRef.current?.focus();
    shownStep.current = form.step;
  }, [form.step]);

  if (!settings.signup_enabled) return <Alert tone="info">{t('signup.closed')}</Alert>;
  if (form.phase !== 'form') return <SignupProgress finished={form.phase === 'done'} onComplete={onSignedUp} />;

  const Step = STEPS[form.step] ?? StepGender;
  const isLast = form.step === SIGNUP_STEP_COUNT - 1;
  return (
    <form
      className="signup-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.next();
      }}
    >
      <div className="step-meter" aria-hidden="true">
        {STEPS.map((_, index) => (
          <span key={index} className={index <= form.step ? 'step-meter-done' : ''} />
        ))}
      </div>
      <p className="step-counter">{t('signup.stepOf', { current: form.step + 1, total: SIGNUP_STEP_COUNT })}</p>
      <h2 ref={headingRef} tabIndex={-1} className="step-title">
        {t(`signup.steps.${form.step as 0 | 1 | 2 | 3 | 4}`)}
      </h2>
      {form.generalError ? (
        <Alert tone="danger" live>
          {form.generalError}
        </Alert>
      ) : null}
      <Step form={form} />
      <div className="form-actions">
        {form.step > 0 ? (
          <button type="button" className="btn btn-secondary" onClick={form.back}>
            {t('signup.back')}
          </button>
        ) : null}
        <button type="submit" className="btn btn-primary">
          {isLast ? t('signup.submit') : t('signup.next')}
        </button>
      </div>
    </form>
  );
}

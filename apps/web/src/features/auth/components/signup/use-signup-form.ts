import { isApiError, userMessage } from '@dating/api-client';
import { COUNTRIES, type SignupBody } from '@dating/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/locale';
import { settingsCountry, useSettings } from '@/lib/settings/site-settings';
import { EMAIL_PATTERN } from '@/lib/validation';
import { useCheckEmail, type EmailCheck } from '../../api/check-email';
import { useSignup } from '../../api/signup';
import { deriveSexuality } from '../../lib/sexuality';
import {
  EMPTY_SIGNUP,
  SIGNUP_STEP_COUNT,
  birthDate,
  firstStepWithProblem,
  validateUpTo,
  type Problems,
  type SignupValues,
} from '../../lib/signup-validation';

export type FieldErrors = Partial<Record<string, string>>;
export type SignupPhase = 'form' | 'sending' | 'done';

/** State and actions of the step-by-step signup form. */
export function useSignupForm(targetProfileId?: number) {
  const { t } = useTranslation();
  const settings = useSettings();
  const locale = useLocale();
  const signup = useSignup();
  const emailChecker = useCheckEmail();
  const [values, setValues] = useState<SignupValues>(EMPTY_SIGNUP);
  const [step, setStep] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [phase, setPhase] = useState<SignupPhase>('form');
  const [emailCheck, setEmailCheck] = useState<{ email: string; result: EmailCheck } | null>(null);
  const [takenEmail, setTakenEmail] = useState<string | null>(null);

  const email = values.email.trim();
  const currentCheck = emailCheck?.email === email ? emailCheck.result : null;
  const emailTaken = takenEmail === email || currentCheck?.available === false;

  function update<K extends keyof SignupValues>(field: K, value: SignupValues[K]) {
    setValues((previous) => ({ ...previous, [field]: value }));
    const apiField = { lookingFor: 'sexuality', day: 'date_of_birth', month: 'date_of_birth', year: 'date_of_birth',
      message: 'signup_message', acceptTerms: 'accept_terms', acceptPrivacy: 'accept_privacy' }[field as string] ?? field;
    setErrors((previous) => ({ ...previous, [apiField]: undefined }));
  }

  function translate(problems: Problems): FieldErrors {
    const result: FieldErrors = {};
    for (const [field, problem] of Object.entries(problems)) {
      if (problem) result[field] = t(`signup.validation.${problem.key}`, problem.values);
    }
    return result;
  }

  async function checkEmail(address = email): Promise<EmailCheck | null> {
    if (!EMAIL_PATTERN.test(address)) return null;
    try {
      const result = await emailChecker.mutateAsync(address);
      setEmailCheck({ email: address, result });
      return result;
    } catch {
      // The check only helps; the signup itself validates the address again.
      return null;
    }
  }

  function applySuggestion(suggestion: string) {
    update('email', suggestion);
    void checkEmail(suggestion);
  }

  function buildBody(): SignupBody {
    const country = settingsCountry(settings);
    return {
      email,
      name: values.name.trim(),
      date_of_birth: birthDate(values) ?? '',
      password: values.password,
      gender: values.gender || 'male',
      sexuality: deriveSexuality(values.gender || 'male', values.lookingFor || 'both'),
      signup_message: values.message.trim() || undefined,
      accept_terms: true,
      accept_privacy: true,
      language: locale,
      country: country && (COUNTRIES as string[]).includes(country) ? country : undefined,
      target_profile_id: targetProfileId,
    };
  }

  function failed(error: unknown) {
    setPhase('form');
    if (!isApiError(error) || !error.fromServer) {
      setGeneralError(t('errors.generic'));
      return;
    }
    const { fields, code } = error.body;
    if (code === 'email_taken') {
      setTakenEmail(email);
      setErrors({ email: userMessage(error, t('signup.validation.emailTaken')) });
      setStep(3);
      return;
    }
    const firstStep = fields ? firstStepWithProblem(Object.keys(fields)) : null;
    if (fields && firstStep !== null) {
      const mapped: FieldErrors = {};
      for (const [field, text] of Object.entries(fields)) mapped[field.split('.').pop() ?? field] = text;
      setErrors(mapped);
      setStep(firstStep);
      return;
    }
    setGeneralError(userMessage(error, t('errors.generic')));
  }

  /** Validates the steps so far; moves on, submits on the last step, or goes back to the first problem. */
  async function next() {
    setGeneralError(null);
    let taken = emailTaken;
    if (step === 3 && !currentCheck && takenEmail !== email) {
      // Leaving the e-mail field by pressing "next" starts a check: wait for it.
      taken = (await checkEmail(email))?.available === false;
    }
    const problems = validateUpTo(step, values, { minAge: settings.min_age, today: new Date(), emailTaken: taken });
    const firstStep = firstStepWithProblem(Object.keys(problems));
    if (firstStep !== null) {
      setErrors(translate(problems));
      setStep(firstStep);
      return;
    }
    setErrors({});
    if (step < SIGNUP_STEP_COUNT - 1) {
      setStep(step + 1);
      return;
    }
    setPhase('sending');
    signup.mutateAsync(buildBody()).then(() => setPhase('done'), failed);
  }

  function back() {
    setGeneralError(null);
    setStep((current) => Math.max(0, current - 1));
  }

  return {
    values, step, errors, generalError, phase, update, next, back, checkEmail, applySuggestion,
    suggestion: currentCheck?.suggestion ?? null,
    emailTaken,
  };
}

export type SignupForm = ReturnType<typeof useSignupForm>;

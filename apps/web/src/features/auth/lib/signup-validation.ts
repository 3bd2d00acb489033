import type { Gender } from '@dating/contracts';
import { emailProblem } from '@/lib/validation';
import type { LookingFor } from './sexuality';

/** What the signup form holds while the visitor fills it in. */
export interface SignupValues {
  gender: Gender | '';
  lookingFor: LookingFor | '';
  day: string;
  month: string;
  year: string;
  name: string;
  email: string;
  password: string;
  message: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
}

export const EMPTY_SIGNUP: SignupValues = {
  gender: '',
  lookingFor: '',
  day: '',
  month: '',
  year: '',
  name: '',
  email: '',
  password: '',
  message: '',
  acceptTerms: false,
  acceptPrivacy: false,
};

/** The form steps 0..4; the completion step is its own page. */
export const SIGNUP_STEP_COUNT = 5;
export const MESSAGE_MAX_LENGTH = 500;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 30;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Fields as the API names them (also the keys of a 400 answer's `fields`), and their step. */
export const FIELD_STEP = {
  gender: 0,
  sexuality: 0,
  date_of_birth: 1,
  name: 2,
  email: 3,
  password: 3,
  signup_message: 4,
  accept_terms: 4,
  accept_privacy: 4,
} as const;
export type SignupField = keyof typeof FIELD_STEP;

/** The step that owns a field of the API's answer ("profile.name" counts as "name"); null if none. */
export function stepOfField(field: string): number | null {
  const key = field.split('.').pop() ?? field;
  return key in FIELD_STEP ? FIELD_STEP[key as SignupField] : null;
}

export type ValidationKey =
  | 'genderRequired'
  | 'lookingForRequired'
  | 'dateRequired'
  | 'invalidDate'
  | 'minAge'
  | 'nameRequired'
  | 'nameTooShort'
  | 'nameTooLong'
  | 'nameEqualsEmail'
  | 'nameStartsWithAt'
  | 'emailRequired'
  | 'emailInvalid'
  | 'emailTaken'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'messageTooLong'
  | 'acceptTerms'
  | 'acceptPrivacy';

export interface Problem {
  key: ValidationKey;
  values?: Record<string, number>;
}
export type Problems = Partial<Record<SignupField, Problem>>;

export interface ValidationContext {
  minAge: number;
  today: Date;
  /** The server said this address already has an account. */
  emailTaken?: boolean;
}

/** The date of birth as YYYY-MM-DD, or null when it is incomplete or does not exist (31 February). */
export function birthDate({ day, month, year }: Pick<SignupValues, 'day' | 'month' | 'year'>): string | null {
  const d = Number(day);
  const m = Number(month);
  const y = Number(year);
  if (!Number.isInteger(d) || !Number.isInteger(m) || !Number.isInteger(y) || !day || !month || !year) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Completed years between a YYYY-MM-DD birth date and a day. */
export function ageOn(isoBirthDate: string, today: Date): number {
  const [y, m, d] = isoBirthDate.split('-').map(Number) as [number, number, number];
  let age = today.getFullYear() - y;
  const beforeBirthday = today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

function checkName(name: string, email: string): Problem | null {
  const trimmed = name.trim();
  if (!trimmed) return { key: 'nameRequired' };
  if (trimmed.startsWith('@')) return { key: 'nameStartsWithAt' };
  if (trimmed.length < NAME_MIN_LENGTH) return { key: 'nameTooShort', values: { min: NAME_MIN_LENGTH } };
  if (trimmed.length > NAME_MAX_LENGTH) return { key: 'nameTooLong', values: { max: NAME_MAX_LENGTH } };
  if (email.trim() && trimmed.toLowerCase() === email.trim().toLowerCase()) return { key: 'nameEqualsEmail' };
  return null;
}

function checkStep(step: number, values: SignupValues, context: ValidationContext): Problems {
  const problems: Problems = {};
  if (step === 0) {
    if (!values.gender) problems.gender = { key: 'genderRequired' };
    if (!values.lookingFor) problems.sexuality = { key: 'lookingForRequired' };
  } else if (step === 1) {
    const iso = birthDate(values);
    if (!values.day || !values.month || !values.year) problems.date_of_birth = { key: 'dateRequired', values: { min_age: context.minAge } };
    else if (!iso) problems.date_of_birth = { key: 'invalidDate' };
    else if (ageOn(iso, context.today) < context.minAge) {
      problems.date_of_birth = { key: 'minAge', values: { min_age: context.minAge } };
    }
  } else if (step === 2) {
    const problem = checkName(values.name, values.email);
    if (problem) problems.name = problem;
  } else if (step === 3) {
    const email = emailProblem(values.email.trim());
    if (email) problems.email = { key: email };
    else if (context.emailTaken) problems.email = { key: 'emailTaken' };
    if (values.password.length < PASSWORD_MIN_LENGTH) {
      problems.password = { key: 'passwordTooShort', values: { min: PASSWORD_MIN_LENGTH } };
    } else if (values.password.length > PASSWORD_MAX_LENGTH) {
      problems.password = { key: 'passwordTooLong', values: { max: PASSWORD_MAX_LENGTH } };
    }
    // The name is chosen before the e-mail: compare them again now that both are known.
    const nameProblem = checkName(values.name, values.email);
    if (nameProblem) problems.name = nameProblem;
  } else if (step === 4) {
    if (values.message.trim().length > MESSAGE_MAX_LENGTH) {
      problems.signup_message = { key: 'messageTooLong', values: { max: MESSAGE_MAX_LENGTH } };
    }
    if (!values.acceptTerms) problems.accept_terms = { key: 'acceptTerms' };
    if (!values.acceptPrivacy) problems.accept_privacy = { key: 'acceptPrivacy' };
  }
  return problems;
}

/** Client-side checks of every step up to and including `step`. */
export function validateUpTo(step: number, values: SignupValues, context: ValidationContext): Problems {
  const problems: Problems = {};
  for (let s = 0; s <= step; s++) Object.assign(problems, checkStep(s, values, context));
  return problems;
}

/** The earliest step that owns one of the given fields, or null. */
export function firstStepWithProblem(fields: Iterable<string>): number | null {
  let first: number | null = null;
  for (const field of fields) {
    const step = stepOfField(field);
    if (step !== null && (first === null || step < first)) first = step;
  }
  return first;
}

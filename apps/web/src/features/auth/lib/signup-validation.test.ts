import { describe, expect, it } from 'vitest';
import {
  EMPTY_SIGNUP,
  ageOn,
  birthDate,
  firstStepWithProblem,
  stepOfField,
  validateUpTo,
  type SignupValues,
} from './signup-validation';

const today = new Date(2026, 5, 15); // 15 June 2026
const context = { minAge: 18, today };
const valid: SignupValues = {
  ...EMPTY_SIGNUP,
  gender: 'female',
  lookingFor: 'men',
  day: '14',
  month: '6',
  year: '1990',
  name: 'Sanne',
  email: 'sanne@example.nl',
  password: 'long enough',
  acceptTerms: true,
  acceptPrivacy: true,
};
const keys = (values: Partial<SignupValues>, step = 4, extra = {}) =>
  Object.fromEntries(
    Object.entries(validateUpTo(step, { ...valid, ...values }, { ...context, ...extra })).map(([f, p]) => [f, p?.key]),
  );

describe('signup checks', () => {
  it('accepts a complete form', () => {
    expect(validateUpTo(4, valid, context)).toEqual({});
  });

  it('asks for gender and who the visitor looks for', () => {
    expect(keys({ gender: '', lookingFor: '' }, 0)).toEqual({ gender: 'genderRequired', sexuality: 'lookingForRequired' });
  });

  it('builds an ISO date and rejects days that do not exist', () => {
    expect(birthDate({ day: '7', month: '3', year: '1999' })).toBe('1999-03-07');
    expect(birthDate({ day: '30', month: '2', year: '2000' })).toBeNull();
    expect(birthDate({ day: '29', month: '2', year: '2000' })).toBe('2000-02-29');
    expect(keys({ day: '31', month: '4' }, 1)).toEqual({ date_of_birth: 'invalidDate' });
    expect(keys({ day: '' }, 1)).toEqual({ date_of_birth: 'dateRequired' });
    // The message names the minimum age ("…you must be {{min_age}}+…"): the value must come with it.
    expect(validateUpTo(1, { ...valid, day: '' }, { ...context, minAge: 21 }).date_of_birth).toEqual({ key: 'dateRequired', values: { min_age: 21 } });
  });

  it('needs the minimum age from the settings, counted to the day', () => {
    expect(ageOn('2008-06-15', today)).toBe(18);
    expect(ageOn('2008-06-16', today)).toBe(17);
    expect(keys({ day: '16', month: '6', year: '2008' }, 1)).toEqual({ date_of_birth: 'minAge' });
    expect(keys({ day: '15', month: '6', year: '2008' }, 1)).toEqual({});
    const problems = validateUpTo(1, { ...valid, year: '2010' }, { ...context, minAge: 21 });
    expect(problems.date_of_birth).toEqual({ key: 'minAge', values: { min_age: 21 } });
  });

  it('rejects a profile name that starts with @ or equals the e-mail address', () => {
    expect(keys({ name: '@sanne' }, 2)).toEqual({ name: 'nameStartsWithAt' });
    expect(keys({ name: ' Sanne@Example.nl ' }, 2)).toEqual({ name: 'nameEqualsEmail' });
    expect(keys({ name: 'S' }, 2)).toEqual({ name: 'nameTooShort' });
    expect(keys({ name: 'x'.repeat(31) }, 2)).toEqual({ name: 'nameTooLong' });
  });

  it('compares name and e-mail again on the e-mail step, and sends the visitor back to the name', () => {
    const problems = validateUpTo(3, { ...valid, name: 'sanne@example.nl', email: 'sanne@example.nl' }, context);
    expect(problems.name?.key).toBe('nameEqualsEmail');
    expect(firstStepWithProblem(Object.keys(problems))).toBe(2);
  });

  it('checks e-mail syntax, a taken address and password length', () => {
    expect(keys({ email: 'not-an-email' }, 3)).toEqual({ email: 'emailInvalid' });
    expect(keys({}, 3, { emailTaken: true })).toEqual({ email: 'emailTaken' });
    expect(keys({ password: 'short' }, 3)).toEqual({ password: 'passwordTooShort' });
  });

  it('requires both agreements and limits the message to 500 characters', () => {
    expect(keys({ acceptTerms: false, acceptPrivacy: false, message: 'x'.repeat(501) })).toEqual({
      signup_message: 'messageTooLong',
      accept_terms: 'acceptTerms',
      accept_privacy: 'acceptPrivacy',
    });
    expect(keys({ message: 'x'.repeat(500) })).toEqual({});
  });

  it('maps the fields of a 400 answer to the step that owns them', () => {
    expect(stepOfField('email')).toBe(3);
    expect(stepOfField('profile.name')).toBe(2);
    expect(stepOfField('tracking.ref')).toBeNull();
    expect(firstStepWithProblem(['accept_terms', 'password', 'date_of_birth'])).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import type { SignupBody } from '@dating/contracts';
import { checkSignupRules } from './accounts.policy.js';

const base: SignupBody = {
  email: 'anna@example.com',
  name: 'Anna',
  date_of_birth: '1995-01-01',
  password: 'long enough password',
  gender: 'female',
  sexuality: 'hetero',
  accept_terms: true,
  accept_privacy: true,
};
const ctx = { today: new Date('2026-06-15T12:00:00Z'), minAge: 18, countries: ['NL', 'BE'] };

describe('signup rules', () => {
  it('passes a valid signup', () => {
    expect(checkSignupRules(base, ctx)).toEqual({ fields: {}, suggestion: null });
  });
  it('refuses a name that is the e-mail address in another case', () => {
    expect(checkSignupRules({ ...base, name: 'ANNA@example.com' }, ctx).fields).toEqual({ name: 'name_equals_email' });
  });
  it('refuses a name beginning with @ and names with markup', () => {
    expect(checkSignupRules({ ...base, name: '@anna' }, ctx).fields.name).toBe('name_starts_with_at');
    expect(checkSignupRules({ ...base, name: '<b>Anna</b>' }, ctx).fields.name).toBe('name_invalid_characters');
  });
  it('allows names in every script of the supported languages', () => {
    for (const name of ['Zoë', 'Łukasz', 'José María', "D'Angelo", 'Jean-Luc', 'Müller_2']) {
      expect(checkSignupRules({ ...base, name }, ctx).fields, name).toEqual({});
    }
  });
  it('uses the minimum age of the site', () => {
    expect(checkSignupRules({ ...base, date_of_birth: '2006-01-01' }, { ...ctx, minAge: 21 }).fields).toEqual({ date_of_birth: 'min_age' });
    expect(checkSignupRules({ ...base, date_of_birth: '2006-01-01' }, ctx).fields).toEqual({});
  });
  it('refuses a date more than 120 years ago and a date in the future', () => {
    expect(checkSignupRules({ ...base, date_of_birth: '1901-01-01' }, ctx).fields.date_of_birth).toBe('invalid_date');
    expect(checkSignupRules({ ...base, date_of_birth: '2030-01-01' }, ctx).fields.date_of_birth).toBe('min_age');
  });
  it('refuses a country the site does not serve', () => {
    expect(checkSignupRules({ ...base, country: 'DE' }, ctx).fields).toEqual({ country: 'unknown_country' });
    expect(checkSignupRules({ ...base, country: 'be' }, ctx).fields).toEqual({});
  });
  it('gives a suggestion with a valid address that looks like a typo', () => {
    expect(checkSignupRules({ ...base, email: 'anna@gmial.com' }, ctx)).toEqual({ fields: {}, suggestion: 'anna@gmail.com' });
  });
});

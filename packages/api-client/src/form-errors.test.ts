import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { formErrors } from './form-errors';

const FIELDS = ['old_password', 'password', 'password_repeat'] as const;

describe('form errors', () => {
  it('puts the server field messages under the fields of the form', () => {
    const error = new ApiError({
      message: 'Niet alle velden zijn goed ingevuld.',
      statusCode: 400,
      code: 'validation_failed',
      fields: { old_password: 'Je huidige wachtwoord klopt niet.' },
    });
    expect(formErrors(error, FIELDS, 'generic')).toEqual({
      fields: { old_password: 'Je huidige wachtwoord klopt niet.' },
      general: null,
    });
  });

  it('shows the message above the form when a field is not on the form', () => {
    const error = new ApiError({
      message: 'Niet alle velden zijn goed ingevuld.',
      statusCode: 400,
      code: 'validation_failed',
      fields: { token: 'Dit veld is verplicht.', password: 'Te kort.' },
    });
    expect(formErrors(error, FIELDS, 'generic')).toEqual({
      fields: { password: 'Te kort.' },
      general: 'Niet alle velden zijn goed ingevuld.',
    });
  });

  it('uses the server message of other errors, and the fallback for anything not from the server', () => {
    const blocked = new ApiError({ message: 'Te veel verzoeken.', statusCode: 429, code: 'too_many_requests' });
    expect(formErrors(blocked, FIELDS, 'generic')).toEqual({ fields: {}, general: 'Te veel verzoeken.' });
    expect(formErrors(new TypeError('Failed to fetch'), FIELDS, 'generic')).toEqual({ fields: {}, general: 'generic' });
    const proxy = new ApiError(
      { message: 'Bad Gateway', statusCode: 502, code: 'internal_error', fields: { password: 'x' } },
      { fromServer: false },
    );
    expect(formErrors(proxy, FIELDS, 'generic')).toEqual({ fields: {}, general: 'generic' });
  });
});

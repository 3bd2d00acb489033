import { describe, expect, it } from 'vitest';
import { checkNewPassword } from './password-rules';

describe('new password', () => {
  it('needs 8 to 128 characters', () => {
    expect(checkNewPassword('', '')).toEqual({ password: 'required' });
    expect(checkNewPassword('short', 'short')).toEqual({ password: 'tooShort' });
    expect(checkNewPassword('x'.repeat(129), 'x'.repeat(129))).toEqual({ password: 'tooLong' });
    expect(checkNewPassword('x'.repeat(128), 'x'.repeat(128))).toEqual({});
  });

  it('must be repeated exactly', () => {
    expect(checkNewPassword('lang-genoeg-1', 'lang-genoeg-2')).toEqual({ password_repeat: 'notEqual' });
    expect(checkNewPassword('lang-genoeg-1', '')).toEqual({ password_repeat: 'notEqual' });
    expect(checkNewPassword('lang-genoeg-1', 'lang-genoeg-1')).toEqual({});
    expect(checkNewPassword('kort', '')).toEqual({ password: 'tooShort' });
  });
});

import { describe, expect, it } from 'vitest';
import { checkComplaint, profileIdFrom } from './complaint-rules';

describe('complaint form', () => {
  it('takes the reported profile from ?profile= only when it is a valid id', () => {
    expect(profileIdFrom('42')).toBe(42);
    expect(profileIdFrom(null)).toBeNull();
    expect(profileIdFrom('0')).toBeNull();
    expect(profileIdFrom('12abc')).toBeNull();
    expect(profileIdFrom('99999999999')).toBeNull();
  });

  it('asks for a category and at least 10 characters', () => {
    expect(checkComplaint({ category: '', text: 'short', email: '' }, false)).toEqual({
      category: 'categoryRequired',
      text: 'textTooShort',
    });
    expect(checkComplaint({ category: 'scam', text: '  123456789  ', email: '' }, false)).toEqual({ text: 'textTooShort' });
    expect(checkComplaint({ category: 'scam', text: 'Asks me for money', email: '' }, false)).toEqual({});
  });

  it('needs a valid e-mail address from visitors only', () => {
    const values = { category: 'other' as const, text: 'The site is slow today', email: '' };
    expect(checkComplaint(values, true)).toEqual({ email: 'emailRequired' });
    expect(checkComplaint({ ...values, email: 'not-an-address' }, true)).toEqual({ email: 'emailInvalid' });
    expect(checkComplaint({ ...values, email: 'me@example.com' }, true)).toEqual({});
  });
});

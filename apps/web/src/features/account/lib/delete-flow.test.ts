import { describe, expect, it } from 'vitest';
import { externalRedirectUrl } from './external-url';
import { checkDeleteValues, stepAfterForm } from './delete-flow';

describe('account deletion', () => {
  it('offers the discount for staying only when there is one', () => {
    expect(stepAfterForm(50)).toBe('offer');
    expect(stepAfterForm(0)).toBe('confirm');
    expect(stepAfterForm(undefined)).toBe('confirm');
  });

  it('needs a reason and the password; remarks are optional but bounded', () => {
    expect(checkDeleteValues({ reason: '', remarks: '', password: '' })).toEqual({
      reason: 'reasonRequired',
      password: 'passwordRequired',
    });
    expect(checkDeleteValues({ reason: 'time', remarks: '', password: 'geheim' })).toEqual({});
    expect(checkDeleteValues({ reason: 'other', remarks: 'x'.repeat(2_001), password: 'geheim' })).toEqual({
      remarks: 'remarksTooLong',
    });
  });

  it('follows only web addresses after deleting', () => {
    expect(externalRedirectUrl('https://partner.example/welcome')).toBe('https://partner.example/welcome');
    expect(externalRedirectUrl('javascript:alert(1)')).toBeNull();
    expect(externalRedirectUrl('not a url')).toBeNull();
    expect(externalRedirectUrl(null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { PUSH_ALERT_HIDDEN_MS, showPushAlert } from './push-alert';

describe('the push alert', () => {
  it('shows only while the browser can push and the member has not answered, and stays away 30 days after a dismissal', () => {
    const now = 1_000_000_000_000;
    expect(showPushAlert('unknown', true, null, now)).toBe(true);
    expect(showPushAlert('unknown', false, null, now)).toBe(false);
    expect(showPushAlert('denied', true, null, now)).toBe(false);
    expect(showPushAlert('subscribed', true, null, now)).toBe(false);
    expect(showPushAlert('unsupported', true, null, now)).toBe(false);
    expect(showPushAlert('unknown', true, now - 1000, now)).toBe(false);
    expect(showPushAlert('unknown', true, now - PUSH_ALERT_HIDDEN_MS, now)).toBe(true);
  });
});

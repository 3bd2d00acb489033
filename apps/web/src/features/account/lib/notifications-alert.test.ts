import { describe, expect, it } from 'vitest';
import { disabledReasons, showDisabledNotificationsAlert } from './notifications-alert';

describe('notification-disabled alert', () => {
  it('shows to a member whose mail was stopped, until dismissed', () => {
    expect(showDisabledNotificationsAlert({ notifications_disabled: ['bounce'] }, null)).toBe(true);
    expect(showDisabledNotificationsAlert({ notifications_disabled: ['fbl'] }, Date.now())).toBe(false);
  });

  it('does not show to visitors or to members who get mail', () => {
    expect(showDisabledNotificationsAlert(null, null)).toBe(false);
    expect(showDisabledNotificationsAlert({ notifications_disabled: [] }, null)).toBe(false);
  });

  it('lists each reason once, a wrong address first', () => {
    expect(disabledReasons({ notifications_disabled: ['listunsubscribe', 'bounce', 'listunsubscribe'] })).toEqual([
      'bounce',
      'listunsubscribe',
    ]);
  });
});

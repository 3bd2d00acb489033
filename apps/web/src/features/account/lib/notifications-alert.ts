import { NOTIFICATION_DISABLED_REASONS, type CurrentUser, type NotificationDisabledReason } from '@dating/contracts';

/** Spec section 4: a dismissed alert is remembered as a timestamp under this key. */
export const DISABLED_NOTIFICATIONS_ALERT_KEY = 'hide-disabled-notifications-alert';

/** Why mail stopped, once each, in a fixed order (a wrong address first: it needs fixing most). */
export function disabledReasons(user: Pick<CurrentUser, 'notifications_disabled'> | null): NotificationDisabledReason[] {
  const reasons = new Set(user?.notifications_disabled ?? []);
  return NOTIFICATION_DISABLED_REASONS.filter((reason) => reasons.has(reason));
}

/**
 * The alert shows to a logged-in member whose mail was stopped (bounce, spam report,
 * unsubscribe), until the member dismisses it; "mail me again" clears the reasons and the alert.
 */
export function showDisabledNotificationsAlert(
  user: Pick<CurrentUser, 'notifications_disabled'> | null,
  dismissedAt: number | null,
): boolean {
  return disabledReasons(user).length > 0 && dismissedAt === null;
}

import { DisabledNotificationsAlert } from '@/features/account/components/notifications-alert/disabled-notifications-alert';
import { PushAlert } from '@/features/account/components/push-alert/push-alert';
import { ActivationReminder } from '@/features/auth/components/activation/activation-reminder';
import { LikesActivity } from '@/features/likes/components/likes-activity';
import { Offers } from '@/features/offers/components/offers';
import { EnrichAlert } from '@/features/profile/components/enrich-alert';
import { WarningDialog } from '@/features/warnings/components/warning-dialog';

/**
 * The parts of the default layout only a logged-in member sees: the banners above the page and the
 * warning and like modals. A lazy chunk, loaded once there is a member (issue 17, decision 065).
 */
export function MemberBanners({ showReminder, membersArea }: { showReminder: boolean; membersArea: boolean }) {
  return (
    <>
      {showReminder ? <ActivationReminder /> : null}
      <DisabledNotificationsAlert />
      <PushAlert />
      {membersArea ? <EnrichAlert /> : null}
      <Offers />
    </>
  );
}

export function MemberOverlays() {
  return (
    <>
      <WarningDialog />
      <LikesActivity />
    </>
  );
}

import type { RouteName } from '@dating/i18n';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { DisabledNotificationsAlert } from '@/features/account/components/notifications-alert/disabled-notifications-alert';
import { PushAlert } from '@/features/account/components/push-alert/push-alert';
import { ActivationReminder } from '@/features/auth/components/activation/activation-reminder';
import { LikesActivity } from '@/features/likes/components/likes-activity';
import { Offers } from '@/features/offers/components/offers';
import { useCurrentRoute } from '@/lib/route-name';
import { Footer } from './footer';
import { SiteEntryWarning } from './site-entry-warning';
import { WarningDialog } from '@/features/warnings/components/warning-dialog';
import { SkipLink } from './skip-link';
import { TopNav } from './top-nav';

/** Pages where the activation reminder would be in the way (spec section 4). */
const NO_ACTIVATION_REMINDER: RouteName[] = ['signup', 'memberSignup', 'completeSignup', 'profile', 'notifications'];

/**
 * Top navigation, warning banners (with the offers' banner in the members area), the page, footer with
 * disclaimer, the entry warning, the offers' modal and the like modal.
 */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  const route = useCurrentRoute();
  const showReminder = !route || !NO_ACTIVATION_REMINDER.includes(route.name);
  return (
    <div className="layout layout-default">
      <SkipLink />
      <TopNav />
      <main id="main" tabIndex={-1} className="site-main">
        {/* Inside main: every piece of content belongs to a landmark (axe "region", issue 17). */}
        <div className="banners container">
          {showReminder ? <ActivationReminder /> : null}
          <DisabledNotificationsAlert />
          <PushAlert />
          <Offers />
        </div>
        {children ?? <Outlet />}
      </main>
      <Footer />
      <SiteEntryWarning />
      <WarningDialog />
      <LikesActivity />
    </div>
  );
}

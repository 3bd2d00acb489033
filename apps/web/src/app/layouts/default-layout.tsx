import type { RouteName } from '@dating/i18n';
import { lazy, Suspense, type ReactNode } from 'react';
import { PageOutlet } from './page-outlet';
import { inMembersArea } from '@/features/offers/lib/visibility';
import { useCurrentUser } from '@/lib/current-member';
import { useCurrentRoute } from '@/lib/route-name';
import { Footer } from './footer';
import { SiteEntryWarning } from './site-entry-warning';
import { SkipLink } from './skip-link';
import { TopNav } from './top-nav';

/** Pages where the activation reminder would be in the way (spec section 4). */
const NO_ACTIVATION_REMINDER: RouteName[] = ['signup', 'memberSignup', 'completeSignup', 'profile', 'notifications'];

// Members only: not in a visitor's first download (issue 17, decision 065).
const MemberBanners = lazy(() => import('./member-parts').then((m) => ({ default: m.MemberBanners })));
const MemberOverlays = lazy(() => import('./member-parts').then((m) => ({ default: m.MemberOverlays })));

/**
 * Top navigation, warning banners (with the offers' banner and the enrich-profile alert in the members area), the page, footer with
 * disclaimer, the entry warning, the offers' modal and the like modal.
 */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  const route = useCurrentRoute();
  const user = useCurrentUser();
  const showReminder = !route || !NO_ACTIVATION_REMINDER.includes(route.name);
  return (
    <div className="layout layout-default">
      <SkipLink />
      <TopNav />
      <main id="main" tabIndex={-1} className="site-main">
        {/* Inside main: every piece of content belongs to a landmark (axe "region", issue 17). */}
        <div className="banners container">
          {user ? (
            <Suspense fallback={null}>
              <MemberBanners showReminder={showReminder} membersArea={inMembersArea(route?.name)} />
            </Suspense>
          ) : null}
        </div>
        {children ?? <PageOutlet />}
      </main>
      <Footer />
      <SiteEntryWarning />
      {user ? (
        <Suspense fallback={null}>
          <MemberOverlays />
        </Suspense>
      ) : null}
    </div>
  );
}

import { PageOutlet } from './page-outlet';
import { useCurrentUser } from '@/lib/current-member';
import { DefaultLayout } from './default-layout';
import { SiteEntryWarning } from './site-entry-warning';
import { SkipLink } from './skip-link';

const CHAT_ENTRY_WARNING_COUNTRIES = ['NL', 'DE'] as const;

/**
 * Bare: the conversation uses the whole screen; the entry warning only for NL and DE. A visitor
 * (who cannot chat) gets the default layout instead: navigation, a title, log in or sign up.
 */
export function ChatLayout() {
  const user = useCurrentUser();
  if (!user) return <DefaultLayout />;
  return (
    <div className="layout layout-chat">
      <SkipLink />
      <main id="main" tabIndex={-1} className="site-main">
        <PageOutlet />
      </main>
      <SiteEntryWarning countries={CHAT_ENTRY_WARNING_COUNTRIES} />
    </div>
  );
}

import { isApiError, userMessage } from '@dating/api-client';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toasts } from '@/components/toasts/toasts';
import { useCurrentUser, useUserRefresh } from '@/lib/current-member';
import { useAppBadge } from '@/lib/app-badge';
import { DocumentTitleProvider } from '@/lib/document-title';
import { settingsQueryOptions, useSettings } from '@/lib/settings/site-settings';
import { ErrorScreen } from './error-screen';
import { usePushMessages } from './realtime/push-messages';
import { LocaleRedirect } from './locale-redirect';
import { NavigationProgress } from './navigation-progress';
import { PageHead } from './page-head';
import { PageLoading } from './page-loading';
import { SignupModalProvider } from './signup-modal-context';

// The member's reloads, socket and badge: not in a visitor's first download (issue 17, decision 065).
const MemberEffects = lazy(() => import('./member-effects').then((m) => ({ default: m.MemberEffects })));

/** Everything every page needs once the site's settings are there. */
function Shell() {
  const settings = useSettings();
  const user = useCurrentUser();
  const [memberCount, setCount] = useState(0);
  const count = user ? memberCount : 0;
  useUserRefresh();
  // In the first download: a notification click may arrive before the members' lazy part has loaded.
  usePushMessages();
  useAppBadge(count);
  return (
    <DocumentTitleProvider value={{ siteName: settings.name, defaultTitle: settings.index_title, count }}>
      <SignupModalProvider>
        {user ? (
          <Suspense fallback={null}>
            <MemberEffects onCount={setCount} />
          </Suspense>
        ) : null}
        <NavigationProgress />
        <LocaleRedirect />
        <PageHead />
        <Outlet />
        <ScrollRestoration />
        <Toasts />
      </SignupModalProvider>
    </DocumentTitleProvider>
  );
}

/** The top route: waits for the settings (loaded before the first render), or shows why it can't. */
export function RootRoute() {
  const { t } = useTranslation();
  const settings = useQuery(settingsQueryOptions());
  if (settings.isPending) return <PageLoading />;
  if (settings.isError) {
    const error = settings.error;
    return (
      <main id="main" className="site-main">
        <ErrorScreen
          statusCode={isApiError(error) ? error.status : 503}
          message={userMessage(error, t('errors.unreachable'))}
          onRetry={() => void settings.refetch()}
        />
      </main>
    );
  }
  return <Shell />;
}

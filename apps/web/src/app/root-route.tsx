import { isApiError, userMessage } from '@dating/api-client';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { usePushSync } from '@/features/account/components/push-alert/use-push-sync';
import { useChatsRefresh } from '@/features/chat/api/get-chats';
import { useLikesRefresh } from '@/features/likes/api/get-likes';
import { useAppBadge } from '@/lib/app-badge';
import { useUserRefresh } from '@/lib/current-member';
import { DocumentTitleProvider } from '@/lib/document-title';
import { settingsQueryOptions, useSettings } from '@/lib/settings/site-settings';
import { activityTotal, useActivityCounts } from './activity-counts';
import { ErrorScreen } from './error-screen';
import { LocaleRedirect } from './locale-redirect';
import { NavigationProgress } from './navigation-progress';
import { PageHead } from './page-head';
import { PageLoading } from './page-loading';
import { usePushMessages } from './realtime/push-messages';
import { useRealtime } from './realtime/socket';
import { SignupModalProvider } from './signup-modal-context';

/** Everything every page needs once the site's settings are there. */
function Shell() {
  const settings = useSettings();
  const count = activityTotal(useActivityCounts());
  useUserRefresh();
  useLikesRefresh();
  useChatsRefresh();
  useRealtime();
  usePushSync();
  usePushMessages();
  useAppBadge(count);
  return (
    <DocumentTitleProvider value={{ siteName: settings.name, defaultTitle: settings.index_title, count }}>
      <SignupModalProvider>
        <NavigationProgress />
        <LocaleRedirect />
        <PageHead />
        <Outlet />
        <ScrollRestoration />
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

import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { buildRoutes } from './routes';

interface ProvidersProps {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}

/** What every render of the app has around its router: the browser's (App) and the server's (entry-server.tsx). */
export function AppProviders({ queryClient, i18n, children }: ProvidersProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The browser's router, started before the first render: the page load's first page waits for its code and its
 * first-screen data (decision 075); later navigations do not wait for the data.
 */
export function createAppRouter(queryClient: QueryClient): { router: AppRouter; ready: Promise<void> } {
  let firstPage = true;
  const router = createBrowserRouter(buildRoutes({ queryClient, waitsForData: () => firstPage }));
  const ready = new Promise<void>((resolve) => {
    const done = () => {
      firstPage = false;
      resolve();
    };
    if (router.state.initialized) done();
    else {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        done();
      });
    }
  });
  return { router, ready };
}

interface AppProps {
  queryClient: QueryClient;
  i18n: I18n;
  router: AppRouter;
  /** Called once the first render is on the screen. */
  onShown?: () => void;
}

export function App({ queryClient, i18n, router, onShown }: AppProps) {
  useEffect(() => onShown?.(), [onShown]);
  return (
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

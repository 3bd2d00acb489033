import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { buildRoutes } from './routes';

interface AppProps {
  queryClient: QueryClient;
  i18n: I18n;
}

export function App({ queryClient, i18n }: AppProps) {
  const [router] = useState(() => createBrowserRouter(buildRoutes()));
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>
  );
}

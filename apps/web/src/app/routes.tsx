import { ROUTES, type RouteName } from '@dating/i18n';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-name';
import { ChatLayout } from './layouts/chat-layout';
import { DefaultLayout } from './layouts/default-layout';
import { EmptyLayout } from './layouts/empty-layout';
import { LanderLayout } from './layouts/lander-layout';
import { PAGES, type FirstScreen, type LayoutName } from './pages';
import { NotFoundPage } from './pages/not-found-page';
import { PageLoading } from './page-loading';
import { RootRoute } from './root-route';
import { RouteError } from './route-error';

const LAYOUTS: Record<LayoutName, ComponentType> = {
  default: DefaultLayout,
  chat: ChatLayout,
  lander: LanderLayout,
  empty: EmptyLayout,
};

/** Where a page's first-screen data goes, and whether a navigation waits for it. */
export interface FirstScreenOptions {
  queryClient: QueryClient;
  /**
   * True while the page load's first page is resolved (and always on the server): its render then shows the data
   * (decision 075). Later navigations show the page at once, the data arriving into it as before.
   */
  waitsForData: () => boolean;
}

/** A page's lazy route: its component and, for a page with first-screen data, the loader that fetches it. */
function lazyPage(load: (typeof PAGES)[RouteName]['load'], options: FirstScreenOptions | undefined): RouteObject['lazy'] {
  return async () => {
    const { Component, firstScreen } = await load();
    if (!firstScreen || !options) return { Component };
    const loader = (args: Parameters<FirstScreen>[1]) => {
      const fetched = firstScreen(options.queryClient, args);
      return options.waitsForData() ? fetched.then(() => null) : null;
    };
    return { Component, loader };
  };
}

/**
 * One route per distinct path of every locale, all showing the same page; a path shared by
 * several locales is registered once. The root re-addresses it to the active language's path.
 */
export function pageRoutes(layout: LayoutName, options?: FirstScreenOptions): RouteObject[] {
  const routes: RouteObject[] = [];
  const seen = new Set<string>();
  for (const name of Object.keys(ROUTES) as RouteName[]) {
    const entry = PAGES[name];
    if (entry.layout !== layout) continue;
    for (const path of new Set(Object.values(ROUTES[name]))) {
      if (seen.has(path)) continue;
      seen.add(path);
      const handle: RouteHandle = { name };
      routes.push({ path, handle, lazy: lazyPage(entry.load, options), errorElement: <RouteError /> });
    }
  }
  return routes;
}

export function buildRoutes(options?: FirstScreenOptions): RouteObject[] {
  const layoutRoute = (layout: LayoutName, extra: RouteObject[] = []): RouteObject => {
    const Layout = LAYOUTS[layout];
    return { id: `layout-${layout}`, element: <Layout />, children: [...pageRoutes(layout, options), ...extra] };
  };
  return [
    {
      id: 'root',
      element: <RootRoute />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoading />,
      children: [
        layoutRoute('default', [{ path: '*', element: <NotFoundPage />, errorElement: <RouteError /> }]),
        layoutRoute('chat'),
        layoutRoute('lander'),
        layoutRoute('empty'),
      ],
    },
  ];
}

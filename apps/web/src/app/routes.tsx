import { ROUTES, type RouteName } from '@dating/i18n';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteHandle } from '@/lib/route-name';
import { ChatLayout } from './layouts/chat-layout';
import { DefaultLayout } from './layouts/default-layout';
import { EmptyLayout } from './layouts/empty-layout';
import { LanderLayout } from './layouts/lander-layout';
import { PAGES, type LayoutName } from './pages';
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

/**
 * One route per distinct path of every locale, all showing the same page; a path shared by
 * several locales is registered once. The root re-addresses it to the active language's path.
 */
export function pageRoutes(layout: LayoutName): RouteObject[] {
  const routes: RouteObject[] = [];
  const seen = new Set<string>();
  for (const name of Object.keys(ROUTES) as RouteName[]) {
    const entry = PAGES[name];
    if (entry.layout !== layout) continue;
    for (const path of new Set(Object.values(ROUTES[name]))) {
      if (seen.has(path)) continue;
      seen.add(path);
      const handle: RouteHandle = { name };
      routes.push({ path, handle, lazy: entry.load, errorElement: <RouteError /> });
    }
  }
  return routes;
}

export function buildRoutes(): RouteObject[] {
  const layoutRoute = (layout: LayoutName, extra: RouteObject[] = []): RouteObject => {
    const Layout = LAYOUTS[layout];
    return { id: `layout-${layout}`, element: <Layout />, children: [...pageRoutes(layout), ...extra] };
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

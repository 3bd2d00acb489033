import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../page-loading';

/**
 * The page of a layout. A page that asks for texts not fetched yet (a namespace its route does not list in
 * app/pages.ts) waits here, with the layout around it, until they arrive (decision 069); on a navigation the
 * previous page stays until then.
 */
export function PageOutlet() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}

import { PageOutlet } from './page-outlet';

/** Nothing around the page; the signup modal is available as on every layout. */
export function EmptyLayout() {
  return (
    <main id="main" className="layout layout-empty site-main">
      <PageOutlet />
    </main>
  );
}

import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/app';
import { bootstrap } from './app/bootstrap';
import { queryClient } from './lib/query-client';
import { registerSiteWorker } from './lib/site-worker';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The answers the server's first screen was made of (decision 075): the app starts from the same data.
const served = document.getElementById('first-screen-data')?.textContent;
if (served) {
  for (const [key, data, updatedAt] of JSON.parse(served) as [unknown[], unknown, number][]) queryClient.setQueryData(key, data, { updatedAt });
}

void bootstrap(queryClient).then(async ({ i18n }) => {
  // The first page's code and data before the first render: the app's first render is the screen the server sent.
  const { router, ready } = createAppRouter(queryClient);
  await ready;
  // The server's screen was inert until now (apps/api plugins/web.ts withFirstScreen).
  const shown = () => ['inert', 'aria-hidden', 'data-first-screen'].forEach((name) => root.removeAttribute(name));
  const app = <App queryClient={queryClient} i18n={i18n} router={router} onShown={shown} />;
  // A transition: React works in slices and keeps the main thread free for input meanwhile.
  startTransition(() => {
    if (!root.hasAttribute('data-first-screen')) createRoot(root).render(app);
    else {
      hydrateRoot(root, app, {
        // The server's screen and the app's first render differed (a value only the browser knows): React rendered
        // the part again, and the page is right; nothing for the visitor to hear of.
        onRecoverableError: (error) => console.warn('The first screen was rendered again in the browser:', error),
      });
    }
  });
  registerSiteWorker();
});

import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App, createAppRouter } from './app/app';
import { bootstrap } from './app/bootstrap';
import { queryClient } from './lib/query-client';
import { registerSiteWorker } from './lib/site-worker';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

void bootstrap(queryClient).then(async ({ i18n }) => {
  // The first page's code and data before the first render (decision 075): the screen the server rendered into
  // #root stays until the same screen replaces it, never a loading state in between.
  const { router, ready } = createAppRouter(queryClient);
  await ready;
  // A transition: React renders in slices and keeps the main thread free for input meanwhile.
  // The server's screen was inert until now (apps/api plugins/web.ts withFirstScreen).
  const shown = () => ['inert', 'aria-hidden', 'data-first-screen'].forEach((name) => root.removeAttribute(name));
  startTransition(() => createRoot(root).render(<App queryClient={queryClient} i18n={i18n} router={router} onShown={shown} />));
  registerSiteWorker();
});

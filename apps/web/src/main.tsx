import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootstrap } from './app/bootstrap';
import { queryClient } from './lib/query-client';
import { registerSiteWorker } from './lib/site-worker';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

void bootstrap(queryClient).then(({ i18n }) => {
  createRoot(root).render(<App queryClient={queryClient} i18n={i18n} />);
  registerSiteWorker();
});

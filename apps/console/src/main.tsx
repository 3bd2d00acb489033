import './lib/zod-jitless';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n';
import { queryClient } from './lib/query-client';
import { staffQueryOptions } from './lib/staff';
import './styles/index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

void Promise.all([initI18n(), queryClient.prefetchQuery(staffQueryOptions())]).then(([i18n]) => {
  createRoot(root).render(<App queryClient={queryClient} i18n={i18n} />);
});

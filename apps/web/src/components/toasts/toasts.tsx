import { lazy, Suspense, useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { currentToasts, subscribeToToasts, type Toast } from '@/lib/toast';

const loadList = () => import('./toast-list');
// A chunk that cannot load (offline, a newer build) costs the toasts, never the page.
const ToastList = lazy<ComponentType<{ toasts: readonly Toast[] }>>(() => loadList().catch(() => ({ default: () => null })));

/**
 * The toasts of lib/toast on every page. Their drawing code is a chunk of its own, fetched while the
 * browser is idle after the page showed, so the entry stays small and a failure toast still shows when
 * the network has just gone.
 */
export function Toasts() {
  const toasts = useSyncExternalStore(subscribeToToasts, currentToasts, currentToasts);
  useEffect(() => {
    const preload = () => void loadList().catch(() => undefined);
    if ('requestIdleCallback' in window) window.requestIdleCallback(preload, { timeout: 5000 });
    else setTimeout(preload, 2000);
  }, []);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastList toasts={toasts} />
    </Suspense>
  );
}

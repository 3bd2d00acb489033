import { PUSH_WORKER_URL } from './push';

/**
 * Registers the site's service worker (the push worker, which also keeps the offline page; issue 17) for every
 * visitor, once the page has loaded so it never competes with the first paint. A browser without service
 * workers, or one that refuses, simply has no offline page.
 */
export function registerSiteWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: '/' }).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** Asks the worker to fetch the offline page again, in the language the visitor has just chosen. */
export function refreshOfflinePage(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage({ type: 'REFRESH_OFFLINE' })).catch(() => undefined);
}

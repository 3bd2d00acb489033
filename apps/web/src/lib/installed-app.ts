import { useSyncExternalStore } from 'react';

const STANDALONE = '(display-mode: standalone)';

function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || !window.matchMedia) return () => undefined;
  const query = window.matchMedia(STANDALONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the site runs as the installed app (display-mode standalone; iOS: navigator.standalone). */
export function isInstalledApp(): boolean {
  if (typeof window === 'undefined') return false;
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || Boolean(window.matchMedia?.(STANDALONE).matches);
}

/** isInstalledApp, kept current (a window can leave standalone mode, e.g. "open in browser"). */
export function useInstalledApp(): boolean {
  return useSyncExternalStore(subscribe, isInstalledApp, () => false);
}

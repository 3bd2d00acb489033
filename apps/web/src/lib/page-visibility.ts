import { pageHidden } from '@dating/contracts';

/** This page load's own id: the realtime socket (`?tab=`) and the page-hidden beacon name the same tab. */
export const TAB_ID: string =
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * Tells the server that this page became hidden (spec section 7: a beacon with an empty JSON body),
 * so notifications go to push until it is visible again. A beacon still leaves while the page closes.
 */
export function sendPageHidden(nav: Pick<Navigator, 'sendBeacon'> | undefined = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  const url = `${pageHidden.path}?tab=${encodeURIComponent(TAB_ID)}`;
  try {
    return nav?.sendBeacon?.(url, new Blob(['{}'], { type: 'application/json' })) ?? false;
  } catch {
    return false;
  }
}

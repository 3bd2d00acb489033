import { useSyncExternalStore } from 'react';

/** Where the push worker lives (spec section 7); served by the server from the web app's files. */
export const PUSH_WORKER_URL = '/sw-push.js';

/**
 * Push states (spec section 4): the browser cannot push ('unsupported'), the member said no
 * ('denied'), this browser has a subscription ('subscribed'), or not yet asked ('unknown').
 */
export type PushState = 'unsupported' | 'denied' | 'subscribed' | 'unknown';

export interface PushBrowser {
  serviceWorker?: ServiceWorkerContainer;
  PushManager?: unknown;
  Notification?: { permission: NotificationPermission; requestPermission(): Promise<NotificationPermission> };
}

/** The push parts of this browser (none on the server). */
export const browser = (): PushBrowser =>
  typeof window === 'undefined'
    ? {}
    : {
        serviceWorker: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
        PushManager: 'PushManager' in window ? window.PushManager : undefined,
        Notification: 'Notification' in window ? window.Notification : undefined,
      };

export function pushCapable(b: PushBrowser = browser()): boolean {
  return Boolean(b.serviceWorker && b.PushManager && b.Notification);
}

/** The browser's current subscription at the push worker, if any (without registering the worker). */
export async function currentSubscription(b: PushBrowser = browser()): Promise<PushSubscription | null> {
  if (!pushCapable(b)) return null;
  const registration = await b.serviceWorker!.getRegistration(PUSH_WORKER_URL);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function readPushState(b: PushBrowser = browser()): Promise<PushState> {
  if (!pushCapable(b)) return 'unsupported';
  if (b.Notification!.permission === 'denied') return 'denied';
  if (b.Notification!.permission === 'granted' && (await currentSubscription(b).catch(() => null))) return 'subscribed';
  return 'unknown';
}

// The state every component shares: read once at start, set again after subscribing.
let state: PushState = 'unknown';
let known = false;
const listeners = new Set<() => void>();

export function setPushState(next: PushState): void {
  // The first answer counts even when it equals the starting value: it turns "not read yet" into "known".
  if (known && next === state) return;
  known = true;
  state = next;
  for (const listener of listeners) listener();
}

/** Reads the state from the browser again (at start, after a permission change). */
export async function refreshPushState(): Promise<PushState> {
  const next = await readPushState().catch((): PushState => 'unknown');
  setPushState(next);
  return next;
}

/** Calls `listener` whenever the shared state changes, including its first reading; answers the unsubscribe. */
export function subscribePushState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shared state, or null while the browser has not been read yet. */
export function pushStateSnapshot(): PushState | null {
  return known ? state : null;
}

export function usePushState(): { state: PushState; known: boolean } {
  const current = useSyncExternalStore(subscribePushState, pushStateSnapshot, () => null);
  return { state: current ?? 'unknown', known: current !== null };
}

/** With push subscribed the user and chats reload every 300 s instead of 60 s (spec section 9). */
export const REFRESH_MS = 60_000;
export const REFRESH_WITH_PUSH_MS = 300_000;

export function useRefreshInterval(): number {
  return usePushState().state === 'subscribed' ? REFRESH_WITH_PUSH_MS : REFRESH_MS;
}

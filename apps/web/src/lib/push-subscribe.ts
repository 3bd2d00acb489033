import { browser, pushCapable, PUSH_WORKER_URL, type PushBrowser } from '@/lib/push';

// Subscribing is a member's choice on the notification settings or the push alert: not in the first download (issue 17).

/** The VAPID public key (URL-safe base64) as the bytes PushManager.subscribe wants. */
export function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/**
 * Asks the member's permission (the browser's own question), registers the push worker and
 * subscribes with the site's key. Answers the subscription, or null when the member said no.
 */
export async function subscribeToPush(publicKey: string, b: PushBrowser = browser()): Promise<PushSubscription | null> {
  if (!pushCapable(b)) return null;
  const permission = await b.Notification!.requestPermission();
  if (permission !== 'granted') return null;
  const registration = await b.serviceWorker!.register(PUSH_WORKER_URL, { scope: '/' });
  await b.serviceWorker!.ready;
  const existing = await registration.pushManager.getSubscription();
  return existing ?? registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: applicationServerKey(publicKey) });
}

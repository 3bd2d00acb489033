import { describe, expect, it, vi } from 'vitest';
import { pushCapable, pushStateSnapshot, readPushState, setPushState, subscribePushState, type PushBrowser } from './push';
import { applicationServerKey, subscribeToPush } from './push-subscribe';
import { sendPageHidden, TAB_ID } from './page-visibility';

function fakeBrowser(permission: NotificationPermission, subscription: object | null): PushBrowser & { subscribe: ReturnType<typeof vi.fn> } {
  const subscribe = vi.fn(async () => ({ endpoint: 'https://push.example/new' }));
  const registration = { pushManager: { getSubscription: async () => subscription, subscribe } };
  return {
    subscribe,
    PushManager: class {},
    Notification: { permission, requestPermission: async () => (permission === 'default' ? 'granted' : permission) },
    serviceWorker: {
      getRegistration: async () => registration,
      register: async () => registration,
      ready: Promise.resolve(registration),
    } as unknown as ServiceWorkerContainer,
  };
}

describe('push states (spec section 4)', () => {
  it('tells unsupported, denied, subscribed and unknown apart', async () => {
    expect(pushCapable({})).toBe(false);
    expect(await readPushState({})).toBe('unsupported');
    expect(await readPushState(fakeBrowser('denied', null))).toBe('denied');
    expect(await readPushState(fakeBrowser('granted', { endpoint: 'x' }))).toBe('subscribed');
    expect(await readPushState(fakeBrowser('granted', null))).toBe('unknown');
    expect(await readPushState(fakeBrowser('default', null))).toBe('unknown');
  });

  it('subscribes with the site’s key after the member said yes, and not when they said no', async () => {
    const yes = fakeBrowser('default', null);
    expect(await subscribeToPush('BAAA', yes)).toEqual({ endpoint: 'https://push.example/new' });
    expect(yes.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: new Uint8Array([4, 0, 0]) });
    const no = fakeBrowser('denied', null);
    expect(await subscribeToPush('BAAA', no)).toBeNull();
    expect(no.subscribe).not.toHaveBeenCalled();
  });

  it('tells the page when the first reading is in, even when it equals the starting value', () => {
    const listener = vi.fn();
    const stop = subscribePushState(listener);
    expect(pushStateSnapshot()).toBeNull();
    setPushState('unknown');
    expect(pushStateSnapshot()).toBe('unknown');
    expect(listener).toHaveBeenCalledTimes(1);
    setPushState('unknown');
    expect(listener).toHaveBeenCalledTimes(1);
    setPushState('subscribed');
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });

  it('decodes the URL-safe base64 public key', () => {
    expect([...applicationServerKey('-_8')]).toEqual([0xfb, 0xff]);
  });
});

describe('the page-hidden beacon', () => {
  it('sends an empty JSON body naming this tab', async () => {
    const sendBeacon = vi.fn((_url: string, _body?: BodyInit | null) => true);
    expect(sendPageHidden({ sendBeacon })).toBe(true);
    const [url, body] = sendBeacon.mock.calls[0]!;
    expect(url).toBe(`/api/page-hidden.php?tab=${TAB_ID}`);
    expect(await (body as Blob).text()).toBe('{}');
    expect((body as Blob).type).toBe('application/json');
  });
});

import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createHttpsServer, Agent, type Server as HttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import WebPushTestingServer from 'web-push-testing/src/server.js';
import { PushApiModel } from 'web-push-testing/src/PushApiModel.js';
import { throwawayCertificate } from './throwaway-cert.js';

export interface EmulatedSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

/**
 * The push-service emulator from npm, `web-push-testing`, run in this process: its own express app and
 * model (it validates the VAPID JWT and key, decrypts each payload and answers 410 for an expired
 * subscription). Its control calls (subscribe, expire, read notifications) are served over plain HTTP as
 * its CLI does; the endpoints it hands out are HTTPS with a throwaway certificate, because the `web-push`
 * client speaks HTTPS only. The sender reaches them only through `agent` (trusting that certificate):
 * the production agent refuses 127.0.0.1 (features/push/public-address.ts).
 */
export class PushEmulator {
  private control: HttpServer | undefined;
  private push: HttpsServer | undefined;
  private controlOrigin = '';
  agent: Agent | undefined;

  async start(): Promise<void> {
    const model = new PushApiModel();
    const emulator = new WebPushTestingServer(model, 0);
    emulator.setRequestHandlers();
    const { key, cert } = throwawayCertificate();
    this.control = createHttpServer(emulator._app);
    this.push = createHttpsServer({ key, cert }, emulator._app);
    await new Promise<void>((resolve) => this.control!.listen(0, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => this.push!.listen(0, '127.0.0.1', resolve));
    this.controlOrigin = `http://127.0.0.1:${(this.control.address() as AddressInfo).port}`;
    model.notifyUrl = `https://127.0.0.1:${(this.push.address() as AddressInfo).port}/notify/`;
    this.agent = new Agent({ ca: cert, keepAlive: false });
  }

  private async call<T>(path: string, body: object): Promise<T> {
    const response = await fetch(`${this.controlOrigin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`push emulator ${path}: ${response.status} ${await response.text()}`);
    return (response.headers.get('content-type')?.includes('json') ? await response.json() : undefined) as T;
  }

  /** What a browser's pushManager.subscribe() gets, for this server's VAPID public key. */
  async subscribe(applicationServerKey: string): Promise<EmulatedSubscription> {
    return (await this.call<{ data: EmulatedSubscription }>('/subscribe', { userVisibleOnly: 'true', applicationServerKey })).data;
  }

  /** The decrypted payloads the emulator received for a subscription. */
  async received(clientHash: string): Promise<string[]> {
    return (await this.call<{ data: { messages: string[] } }>('/get-notifications', { clientHash })).data.messages;
  }

  /** The browser unsubscribed or the subscription expired: the emulator answers 410 from now on. */
  async expire(clientHash: string): Promise<void> {
    await this.call('/expire-subscription/' + clientHash, {});
  }

  async stop(): Promise<void> {
    await Promise.all([this.control, this.push].map((s) => new Promise<void>((resolve) => (s ? s.close(() => resolve()) : resolve()))));
  }
}

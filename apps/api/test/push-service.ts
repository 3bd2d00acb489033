import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { createServer, Agent, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { throwawayCertificate } from './throwaway-cert.js';

/** What the twin received for one subscription: the decrypted payload and the headers that matter. */
export interface ReceivedPush {
  payload: string;
  ttl: string | undefined;
  topic: string | undefined;
  /** The VAPID public key the request was signed with (verified). */
  vapidKey: string;
}

interface Browser {
  ecdh: ECDH;
  auth: Buffer;
  /** How this subscription answers: accept, or what a push service says when it is gone or broken. */
  answer: 201 | 404 | 410 | 500;
  received: ReceivedPush[];
}

/**
 * A local twin of a web push service (RFC 8030) for tests: an HTTPS server with a throwaway
 * self-signed certificate (so the real `web-push` client, which speaks HTTPS only, talks to it through
 * `agent`), which checks the VAPID signature (RFC 8292: ES256 JWT, audience = its origin), decrypts
 * each payload (RFC 8291, aes128gcm) with the browser-side keys it made in `subscribe()`, and answers
 * 201 — or 404/410 for a subscription marked gone, 500 for one marked broken.
 */
export class PushServiceTwin {
  private readonly browsers = new Map<string, Browser>();
  private server: Server | undefined;
  agent: Agent | undefined;
  origin = '';

  async start(): Promise<void> {
    const { key, cert } = throwawayCertificate();
    this.server = createServer({ key, cert }, (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const { status, body } = this.receive(req.url ?? '', req.headers, Buffer.concat(chunks));
        res.writeHead(status, { 'content-type': 'text/plain' }).end(body);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `https://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    this.agent = new Agent({ ca: cert, keepAlive: false });
  }

  /** A browser's new subscription at this push service, as PushSubscription.toJSON() gives it. */
  subscribe(): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } } {
    const id = randomBytes(12).toString('hex');
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    this.browsers.set(id, { ecdh, auth, answer: 201, received: [] });
    return { endpoint: `${this.origin}/push/${id}`, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
  }

  /** Makes the push service answer this status for the subscription from now on. */
  answer(endpoint: string, status: 201 | 404 | 410 | 500): void {
    this.browser(endpoint).answer = status;
  }

  /** The pushes this subscription received, decrypted. */
  received(endpoint: string): ReceivedPush[] {
    return this.browser(endpoint).received;
  }

  async stop(): Promise<void> {
    this.agent?.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private browser(endpoint: string): Browser {
    const found = this.browsers.get(endpoint.split('/').pop() ?? '');
    if (!found) throw new Error(`no such subscription: ${endpoint}`);
    return found;
  }

  private receive(url: string, headers: Record<string, string | string[] | undefined>, body: Buffer): { status: number; body: string } {
    const browser = this.browsers.get(url.replace(/^\/push\//, ''));
    if (!browser) return { status: 404, body: 'no such subscription' };
    if (browser.answer !== 201) return { status: browser.answer, body: 'as told' };
    const vapidKey = this.checkVapid(String(headers.authorization ?? ''));
    if (!vapidKey) return { status: 403, body: 'bad vapid signature' };
    if (headers['content-encoding'] !== 'aes128gcm') return { status: 415, body: 'aes128gcm only' };
    let payload: string;
    try {
      payload = ece.decrypt(body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth.toString('base64url') }).toString('utf8');
    } catch {
      return { status: 400, body: 'cannot decrypt' };
    }
    browser.received.push({ payload, ttl: headers.ttl as string | undefined, topic: headers.topic as string | undefined, vapidKey });
    return { status: 201, body: '' };
  }

  /** `vapid t=<jwt>, k=<key>`: an ES256 JWT for this origin, signed by the key k; answers k when valid. */
  private checkVapid(header: string): string | null {
    const t = /t=([^,\s]+)/.exec(header)?.[1];
    const k = /k=([^,\s]+)/.exec(header)?.[1];
    if (!t || !k) return null;
    const [h, p, s] = t.split('.');
    if (!h || !p || !s) return null;
    const point = Buffer.from(k, 'base64url');
    const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') }, format: 'jwk' });
    const ok = verify('sha256', Buffer.from(`${h}.${p}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(s, 'base64url'));
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as { aud?: string; exp?: number };
    return ok && claims.aud === this.origin && (claims.exp ?? 0) * 1000 > Date.now() ? k : null;
  }
}

import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { Db } from '@dating/db';
import { vapidKeyPair } from '../../lib/vapid.js';
import { endpointHostAllowed, publicOnlyAgent } from './public-address.js';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What became of one push: accepted by the push service, the subscription gone (404/410), or failed (try again later). */
export type PushOutcome = { status: 'sent' } | { status: 'gone'; statusCode: number } | { status: 'failed'; statusCode: number | null; error: string };

export interface PushOptions {
  /** How long the push service keeps it for an offline browser. */
  ttlSeconds: number;
  /** Pushes with the same topic replace each other at the push service while undelivered (≤ 32 URL-safe characters). */
  topic?: string;
}

/**
 * Sends web pushes with the `web-push` package (RFC 8030 delivery, RFC 8291 encryption, VAPID RFC
 * 8292) signed with the server's own key pair (lib/vapid.ts). No vendor: the endpoint is whatever push
 * service the member's browser uses.
 */
export class WebPushSender {
  /**
   * The HTTPS agent for the push services: by default one that refuses endpoints resolving to a non-public
   * address (SSRF); tests replace it with one that trusts the local push-service twin.
   */
  agent: Agent | undefined;
  private readonly publicOnly = publicOnlyAgent();

  constructor(
    private readonly db: Db,
    /** The VAPID subject: a mailto: or https: contact for the push service's operators. */
    private readonly subject: string,
  ) {}

  async send(target: PushTarget, payload: string, options: PushOptions): Promise<PushOutcome> {
    const { publicKey, privateKey } = await vapidKeyPair(this.db);
    // An endpoint on this server's own network is never posted to: the subscription is dropped as gone.
    if (!this.agent && !endpointHostAllowed(target.endpoint)) return { status: 'gone', statusCode: 403 };
    try {
      await webpush.sendNotification({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, payload, {
        vapidDetails: { subject: this.subject, publicKey, privateKey },
        TTL: options.ttlSeconds,
        ...(options.topic && { topic: options.topic }),
        agent: this.agent ?? this.publicOnly,
        timeout: 10_000,
      });
      return { status: 'sent' };
    } catch (error) {
      if (error instanceof WebPushError) {
        if (error.statusCode === 404 || error.statusCode === 410) return { status: 'gone', statusCode: error.statusCode };
        return { status: 'failed', statusCode: error.statusCode, error: `${error.statusCode} ${error.body}`.slice(0, 300) };
      }
      return { status: 'failed', statusCode: null, error: String(error instanceof Error ? error.message : error).slice(0, 300) };
    }
  }
}

/** The VAPID subject from the sender address of the site's mail (`Amora <no-reply@…>` → `mailto:no-reply@…`). */
export function vapidSubject(mailFrom: string, publicUrl: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? (mailFrom.includes('@') ? mailFrom.trim() : null);
  if (address) return `mailto:${address}`;
  return publicUrl.startsWith('https:') ? publicUrl : 'mailto:no-reply@localhost';
}

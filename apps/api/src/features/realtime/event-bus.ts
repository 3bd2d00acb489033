import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { ServerEvent } from '@dating/contracts';
import { REDIS_REQUEST_OPTIONS } from '../../lib/redis.js';

export interface Envelope {
  userId: number;
  event: ServerEvent;
}

/**
 * Carries events to whichever API node holds the member's sockets. In process when there is one
 * node; through Redis pub/sub when REDIS_URL is set, so an event published on one node reaches
 * sockets held by every other.
 */
export interface EventBus {
  publish(userId: number, event: ServerEvent): Promise<void>;
  subscribe(handler: (envelope: Envelope) => void): void;
  close(): Promise<void>;
}

export class InProcessBus implements EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(userId: number, event: ServerEvent): Promise<void> {
    this.emitter.emit('event', { userId, event });
  }

  subscribe(handler: (envelope: Envelope) => void): void {
    this.emitter.on('event', handler);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/** How long a node starting up waits for Redis to confirm its subscription before it serves anyway. */
const SUBSCRIBE_WAIT_MS = 2000;

export class RedisBus implements EventBus {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly handlers: ((envelope: Envelope) => void)[] = [];
  private ready: Promise<unknown>;

  /** onError: told of connection trouble once until Redis is back (ioredis keeps reconnecting). */
  constructor(url: string, private readonly channel = 'amora:events', onError: (error: Error) => void = () => {}) {
    // Publishing happens during requests: bounded and never queued (REDIS_REQUEST_OPTIONS).
    this.pub = new Redis(url, REDIS_REQUEST_OPTIONS);
    // The subscriber waits for Redis however long it takes, and subscribes again after a reconnect.
    this.sub = new Redis(url, { maxRetriesPerRequest: null });
    let down = false;
    for (const client of [this.pub, this.sub]) {
      client.on('error', (error: Error) => {
        if (!down) onError(error);
        down = true;
      });
      client.on('ready', () => (down = false));
    }
    this.ready = this.sub.subscribe(channel).catch((error: unknown) => error);
    this.sub.on('message', (_channel, raw: string) => {
      let envelope: Envelope;
      try {
        envelope = JSON.parse(raw) as Envelope;
      } catch {
        return;
      }
      this.deliver(envelope);
    });
  }

  /** Never waits longer than REDIS_COMMAND_TIMEOUT_MS (then fails): an event is never worth a hung request. */
  async publish(userId: number, event: ServerEvent): Promise<void> {
    // Redis away: the sockets of this node still get the event (those on other nodes cannot).
    if (this.pub.status !== 'ready') return this.deliver({ userId, event });
    await this.pub.publish(this.channel, JSON.stringify({ userId, event }));
  }

  subscribe(handler: (envelope: Envelope) => void): void {
    this.handlers.push(handler);
  }

  private deliver(envelope: Envelope): void {
    for (const handler of this.handlers) handler(envelope);
  }

  /**
   * Resolves once this node listens on the channel, or after SUBSCRIBE_WAIT_MS when Redis does not
   * answer: the node then serves without cross-node events until Redis is back.
   */
  whenReady(): Promise<unknown> {
    let timer: NodeJS.Timeout | undefined;
    const wait = new Promise((resolve) => (timer = setTimeout(resolve, SUBSCRIBE_WAIT_MS)));
    return Promise.race([this.ready, wait]).finally(() => clearTimeout(timer));
  }

  async close(): Promise<void> {
    this.sub.disconnect();
    this.pub.disconnect();
  }
}

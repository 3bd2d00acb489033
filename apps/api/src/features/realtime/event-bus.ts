import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { ServerEvent } from '@dating/contracts';

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

export class RedisBus implements EventBus {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly handlers: ((envelope: Envelope) => void)[] = [];
  private ready: Promise<unknown>;

  constructor(url: string, private readonly channel = 'amora:events') {
    this.pub = new Redis(url, { maxRetriesPerRequest: 2 });
    this.sub = new Redis(url, { maxRetriesPerRequest: 2 });
    this.ready = this.sub.subscribe(channel);
    this.sub.on('message', (_channel, raw: string) => {
      let envelope: Envelope;
      try {
        envelope = JSON.parse(raw) as Envelope;
      } catch {
        return;
      }
      for (const handler of this.handlers) handler(envelope);
    });
  }

  async publish(userId: number, event: ServerEvent): Promise<void> {
    await this.pub.publish(this.channel, JSON.stringify({ userId, event }));
  }

  subscribe(handler: (envelope: Envelope) => void): void {
    this.handlers.push(handler);
  }

  /** Resolves once this node listens on the channel. */
  whenReady(): Promise<unknown> {
    return this.ready;
  }

  async close(): Promise<void> {
    this.sub.disconnect();
    this.pub.disconnect();
  }
}

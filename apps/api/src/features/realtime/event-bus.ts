import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { ServerEvent } from '@dating/contracts';

export interface Envelope {
  userId: number;
  event: ServerEvent;
}

/**
 * A control message: these sessions of the member ended (logout, password or e-mail change,
 * deletion, ban), so every node closes the sockets they opened.
 */
export interface SessionsEnded {
  userId: number;
  sessionIds: number[];
}

/** What travels on the channel: an event for a member's tabs, or the control message above. */
type BusMessage = ({ kind?: 'event' } & Envelope) | ({ kind: 'sessions_ended' } & SessionsEnded);

/**
 * Carries events to whichever API node holds the member's sockets. In process when there is one
 * node; through Redis pub/sub when REDIS_URL is set, so an event published on one node reaches
 * sockets held by every other.
 */
export interface EventBus {
  publish(userId: number, event: ServerEvent): Promise<void>;
  subscribe(handler: (envelope: Envelope) => void): void;
  /** Tells every node (this one included) that sessions ended; on the same channel as the events. */
  endSessions(ended: SessionsEnded): Promise<void>;
  onSessionsEnded(handler: (ended: SessionsEnded) => void): void;
  close(): Promise<void>;
}

/** Hands one message to the handlers of its kind; anything malformed is dropped. */
class Dispatch {
  readonly events: ((envelope: Envelope) => void)[] = [];
  readonly ends: ((ended: SessionsEnded) => void)[] = [];

  deliver(message: BusMessage): void {
    if (message.kind === 'sessions_ended') {
      if (!Number.isInteger(message.userId) || !Array.isArray(message.sessionIds)) return;
      const ended = { userId: message.userId, sessionIds: message.sessionIds.filter(Number.isInteger) };
      for (const handler of this.ends) handler(ended);
      return;
    }
    const envelope = { userId: message.userId, event: message.event };
    for (const handler of this.events) handler(envelope);
  }
}

export class InProcessBus implements EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);
  private readonly dispatch = new Dispatch();

  constructor() {
    this.emitter.on('message', (message: BusMessage) => this.dispatch.deliver(message));
  }

  async publish(userId: number, event: ServerEvent): Promise<void> {
    this.emitter.emit('message', { userId, event });
  }

  subscribe(handler: (envelope: Envelope) => void): void {
    this.dispatch.events.push(handler);
  }

  async endSessions(ended: SessionsEnded): Promise<void> {
    this.emitter.emit('message', { kind: 'sessions_ended', ...ended });
  }

  onSessionsEnded(handler: (ended: SessionsEnded) => void): void {
    this.dispatch.ends.push(handler);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

export class RedisBus implements EventBus {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly dispatch = new Dispatch();
  private ready: Promise<unknown>;

  constructor(url: string, private readonly channel = 'amora:events') {
    this.pub = new Redis(url, { maxRetriesPerRequest: 2 });
    this.sub = new Redis(url, { maxRetriesPerRequest: 2 });
    this.ready = this.sub.subscribe(channel);
    this.sub.on('message', (_channel, raw: string) => {
      let message: BusMessage;
      try {
        message = JSON.parse(raw) as BusMessage;
      } catch {
        return;
      }
      if (typeof message !== 'object' || message === null) return;
      this.dispatch.deliver(message);
    });
  }

  async publish(userId: number, event: ServerEvent): Promise<void> {
    await this.pub.publish(this.channel, JSON.stringify({ userId, event }));
  }

  subscribe(handler: (envelope: Envelope) => void): void {
    this.dispatch.events.push(handler);
  }

  async endSessions(ended: SessionsEnded): Promise<void> {
    await this.pub.publish(this.channel, JSON.stringify({ kind: 'sessions_ended', ...ended }));
  }

  onSessionsEnded(handler: (ended: SessionsEnded) => void): void {
    this.dispatch.ends.push(handler);
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

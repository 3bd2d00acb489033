import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { ServerEvent } from '@dating/contracts';
import { REDIS_REQUEST_OPTIONS } from '../../lib/redis.js';

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
  /** Why they ended, when the member should be told: 'banned' closes the sockets with ACCOUNT_BANNED_CLOSE. */
  reason?: 'banned';
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
      const ended: SessionsEnded = { userId: message.userId, sessionIds: message.sessionIds.filter(Number.isInteger) };
      if (message.reason === 'banned') ended.reason = 'banned';
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

/** How long a node starting up waits for Redis to confirm its subscription before it serves anyway. */
const SUBSCRIBE_WAIT_MS = 2000;

export class RedisBus implements EventBus {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly dispatch = new Dispatch();
  private ready: Promise<unknown>;

  /** onError: told of connection trouble once until Redis is back (ioredis keeps reconnecting). */
  constructor(url: string, private readonly channel: string, onError: (error: Error) => void = () => {}) {
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

  /**
   * Never waits longer than REDIS_COMMAND_TIMEOUT_MS (then fails): an event is never worth a hung
   * request. While Redis is away, the sockets of this node still get it (those on other nodes cannot).
   */
  async publish(userId: number, event: ServerEvent): Promise<void> {
    await this.send({ userId, event });
  }

  subscribe(handler: (envelope: Envelope) => void): void {
    this.dispatch.events.push(handler);
  }

  /**
   * Unlike an event, the end of a session must reach every node: while Redis is away this node closes its
   * own sockets and then fails, so the sessions.ended event stays in the outbox and is delivered again
   * (decision 026).
   */
  async endSessions(ended: SessionsEnded): Promise<void> {
    const message: BusMessage = { kind: 'sessions_ended', ...ended };
    if (this.pub.status !== 'ready') {
      this.dispatch.deliver(message);
      throw new Error('Redis does not answer: the other nodes have not heard that these sessions ended');
    }
    await this.pub.publish(this.channel, JSON.stringify(message));
  }

  private async send(message: BusMessage): Promise<void> {
    if (this.pub.status !== 'ready') return this.dispatch.deliver(message);
    await this.pub.publish(this.channel, JSON.stringify(message));
  }

  onSessionsEnded(handler: (ended: SessionsEnded) => void): void {
    this.dispatch.ends.push(handler);
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

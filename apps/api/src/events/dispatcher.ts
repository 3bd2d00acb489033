import { eq, sql, type SQL } from 'drizzle-orm';
import { domainEvents, rows, runStatement, statement, type Db } from '@dating/db';
import type { FastifyBaseLogger } from 'fastify';
import { SECRET_FIELDS, type DomainEvent, type DomainEventType, type EventOf } from './types.js';
import type { EventScope } from './emit.js';
import { batched } from '../lib/batched.js';

/** Which delivery of which event a subscriber is given. */
export interface Delivery {
  /** The event's outbox id; null for an ephemeral event (never stored, never delivered twice). */
  eventId: number | null;
}

/**
 * The key that makes a job sent by a subscriber idempotent: an event delivered again (a process
 * died between delivering and marking it, decision 021) sends its job once (decision 032):
 * `app.jobs.send(name, data, { key: eventKey(delivery) })`.
 */
export const eventKey = (delivery: Delivery): string | undefined => (delivery.eventId === null ? undefined : `domain-event:${delivery.eventId}`);

/** One subscriber of an event type: the realtime socket, mail, a job sent to the queue ... It throws when delivery failed. */
export type Subscriber<T extends DomainEventType = DomainEventType> = (event: EventOf<T>, delivery: Delivery) => Promise<void>;
export type Subscribers = { [T in DomainEventType]?: Subscriber<T>[] };

/** Failed deliveries wait 5 s, 10 s, 20 s ... (capped at 15 min); after MAX_ATTEMPTS an event is given up. */
export const MAX_ATTEMPTS = 8;
const backoffMs = (attempts: number) => Math.min(5_000 * 2 ** (attempts - 1), 15 * 60_000);
/** Events one sweep takes at a time. */
const BATCH = 50;
/** How long a claimed event is left to the process that claimed it before the sweep takes it again. */
export const LEASE_MS = 60_000;

/**
 * Delivers domain events to their subscribers (decision 021): a request's own events right after
 * its work committed, and, in a sweep, whatever a crashed process left undelivered. Delivery is at
 * least once: an event is delivered again only when its process died between delivering and
 * marking it (subscribers are idempotent enough for that: a socket message shown twice is replaced
 * by its id, a mail is sent twice at worst).
 */
export class EventDispatcher {
  /**
   * Marks delivered events: the deliveries that finish while a mark is under way are marked
   * together in the next statement (every send delivers one event).
   */
  private readonly markDelivered: (mark: { id: number; attempts: number; payload: Record<string, unknown> }) => Promise<void>;

  constructor(
    private readonly db: Db,
    private readonly subscribers: Subscribers,
    private readonly log: FastifyBaseLogger,
  ) {
    this.markDelivered = batched((marks) => {
      const ids = marks.map((mark) => mark.id);
      return runStatement(this.db, MARK_DELIVERED, [JSON.stringify(marks), Math.min(...ids), Math.max(...ids)]);
    });
  }

  /** Fans one event out to every subscriber of its type; throws the first failure after trying all. */
  private async fanOut(event: DomainEvent, delivery: Delivery): Promise<void> {
    const list = (this.subscribers[event.type] ?? []) as Subscriber[];
    const results = await Promise.allSettled(list.map((deliver) => deliver(event as never, delivery)));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
  }

  /** Delivers what a unit of work emitted; answers whether every durable event of it went out. */
  async deliverScope(scope: EventScope): Promise<boolean> {
    const ephemeral = scope.ephemeral.splice(0);
    for (const event of ephemeral) {
      await this.fanOut(event, { eventId: null }).catch((err: unknown) => this.log.warn({ err, event: event.type }, 'event not delivered'));
    }
    let ok = true;
    // Written already leased to this process by the work's own statement, which has committed: no claim.
    for (const { id, event } of scope.leased.splice(0)) if (!(await this.deliverRow({ id, payload: event, attempts: 0 }))) ok = false;
    const ids = scope.durable.splice(0);
    if (ids.length === 0) return ok;
    // The request's own events, by a statement written once (issue 18).
    const rows = toRows(await runStatement<Record<string, unknown>>(this.db, CLAIM_BY_IDS, [LEASE_MS, ids]));
    if (rows.length !== ids.length) ok = false;
    for (const row of rows) if (!(await this.deliverRow(row))) ok = false;
    return ok;
  }

  /** Delivers every undelivered event that is due (the sweep); answers how many went out. */
  async sweep(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const rows = await this.claim(sql`${domainEvents.availableAt} <= now()`, BATCH);
      for (const row of rows) if (await this.deliverRow(row)) delivered++;
      if (rows.length < BATCH) return delivered;
    }
  }

  /**
   * Takes undelivered rows for this process: FOR UPDATE SKIP LOCKED in one short statement that
   * also leases them (available_at moves LEASE_MS ahead), so no transaction is held while a
   * subscriber works, and another node or the sweep leaves them alone until the lease runs out —
   * which it does only when this process died mid-delivery: then the sweep delivers them again.
   */
  private async claim(which: SQL, limit = 1000): Promise<Row[]> {
    // The database's clock throughout: available_at defaults to its now().
    const claimed = await rows<Record<string, unknown>>(this.db, sql`
      update ${domainEvents} set available_at = now() + ${LEASE_MS} * interval '1 millisecond'
      where id in (
        select id from ${domainEvents} where delivered_at is null and ${which}
        order by id limit ${limit} for update skip locked
      )
      returning id, payload, attempts`);
    return toRows(claimed);
  }

  private async deliverRow(row: Row): Promise<boolean> {
    const event = row.payload;
    const attempts = row.attempts + 1;
    try {
      await this.fanOut(event, { eventId: row.id });
    } catch (error) {
      this.log.warn({ err: error, event: event.type, id: row.id, attempts }, 'event not delivered');
      await this.db
        .update(domainEvents)
        .set({
          attempts,
          lastError: String(error instanceof Error ? error.message : error).slice(0, 500),
          availableAt: sql`now() + ${backoffMs(attempts)} * interval '1 millisecond'`,
          // Given up: kept for an operator to read, never tried again.
          ...(attempts >= MAX_ATTEMPTS && { deliveredAt: sql`now()` }),
        })
        .where(eq(domainEvents.id, row.id));
      return false;
    }
    // Delivered: the links' tokens leave the outbox.
    const kept = Object.fromEntries(Object.entries(event).filter(([key]) => !(SECRET_FIELDS as readonly string[]).includes(key)));
    await this.markDelivered({ id: row.id, attempts, payload: kept });
    return true;
  }
}

/** `claim` for the given ids (a unit of work's own events), written once. */
const CLAIM_BY_IDS = statement(
  'claim_events_by_id',
  `update domain_events set available_at = now() + $1::int * interval '1 millisecond'
    where id in (
      select id from domain_events where delivered_at is null and id = any($2::bigint[])
      order by id limit 1000 for update skip locked
    )
    returning id, payload, attempts`,
);
/**
 * Marks delivered events (batched: usually one, several under load), $1 a JSON array of { id, attempts, payload }:
 * the payload without the links' tokens. The range of their ids (`$2`..`$3`, close together: events of the same
 * moment) is for the planner: `jsonb_to_recordset` counts as 100 rows to it, so joined on the id alone it chose a
 * sequential scan of the whole outbox up to some thousands of rows, and kept that plan as the table grew
 * (measured: 225 buffers per one-row mark in bench:chat, issue 18); bounded by the range it reads the primary
 * key's few entries.
 */
export const MARK_DELIVERED = statement(
  'mark_events_delivered',
  `update domain_events d set delivered_at = now(), attempts = m.attempts, payload = m.payload
    from jsonb_to_recordset($1::jsonb) as m(id bigint, attempts int, payload jsonb)
    where d.id = m.id and d.id between $2::bigint and $3::bigint`,
);

function toRows(claimed: Record<string, unknown>[]): Row[] {
  return claimed
    .map((r) => ({ id: Number(r.id), payload: r.payload as DomainEvent, attempts: Number(r.attempts) }))
    .sort((a, b) => a.id - b.id);
}

interface Row {
  id: number;
  payload: DomainEvent;
  attempts: number;
}

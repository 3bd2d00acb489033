import { AsyncLocalStorage } from 'node:async_hooks';
import { runStatement, statement, type DbOrTx } from '@dating/db';
import { EPHEMERAL, type DomainEvent } from './types.js';

/** The events one unit of work (a request, a job run) emitted, delivered when the work is done. */
export interface EventScope {
  /** Outbox ids of the durable events. */
  durable: number[];
  /** Events delivered from memory after the work succeeded. */
  ephemeral: DomainEvent[];
  /**
   * Durable events whose outbox row was written already leased to this process (eventWritten): delivered
   * from memory without claiming the row first; marked delivered like every durable event.
   */
  leased: { id: number; event: DomainEvent }[];
}

const scopes = new AsyncLocalStorage<EventScope>();

/** Runs `work` as one unit whose events the caller delivers afterwards (route(), jobs). */
export function withEventScope<T>(work: () => Promise<T>): { scope: EventScope; result: Promise<T> } {
  const scope: EventScope = { durable: [], ephemeral: [], leased: [] };
  return { scope, result: scopes.run(scope, work) };
}

/** The unit of work the caller runs in, if any. */
export function currentEventScope(): EventScope | undefined {
  return scopes.getStore();
}

/** The outbox row of a durable event, written once: every send, like and purchase writes one. */
const EMIT_EVENT = statement('emit_event', 'insert into domain_events (type, payload) values ($1::varchar, $2::jsonb) returning id');

/**
 * Records that something happened, in the caller's transaction: a durable event is one row of the
 * outbox, committed (or rolled back) with the change itself, and delivered after commit; an
 * ephemeral one waits in memory for the work to finish. Outside a scope (a script, a test helper)
 * a durable event is still written and the sweep delivers it.
 */
export async function emit(db: DbOrTx, event: DomainEvent): Promise<void> {
  const scope = scopes.getStore();
  if (EPHEMERAL.has(event.type)) {
    scope?.ephemeral.push(event);
    return;
  }
  const [row] = await runStatement<{ id: string | number }>(db, EMIT_EVENT, [event.type, JSON.stringify(event)]);
  if (row) scope?.durable.push(Number(row.id));
}

/**
 * How long an outbox row written by the caller's own statement is held for this unit of work (the
 * dispatcher's LEASE_MS: until then the sweep leaves it alone), in milliseconds; 0 outside a unit of
 * work, where nothing delivers it but the sweep.
 */
export function writtenEventLease(leaseMs: number): number {
  return scopes.getStore() ? leaseMs : 0;
}

/**
 * A durable event whose outbox row a statement of the caller wrote itself, with available_at
 * writtenEventLease() ahead (the send writes its message.sent row in the statement that writes the
 * message): delivered after the work like emit's, from `event` as stored, without a claim.
 */
export function eventWritten(id: number, event: DomainEvent): void {
  scopes.getStore()?.leased.push({ id, event });
}

import { runStatement, statement, type Db, type DbOrTx, type Tx } from '@dating/db';
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

/**
 * Which unit of work a database handle belongs to. A unit's handle (withEventScope) and every
 * transaction opened from it carry its scope, so emit() finds it from the `db` it writes with; no
 * AsyncLocalStorage, whose promise hooks, once on, cost every promise of the process a callback
 * (about a tenth of an authenticated read's CPU, measured side by side: issue 18, decision 077).
 */
const scopes = new WeakMap<object, EventScope>();

/** Marks a transaction as part of the unit, and the transactions (savepoints) opened inside it too. */
function scopedTx(tx: Tx, scope: EventScope): Tx {
  scopes.set(tx, scope);
  const nested = tx.transaction.bind(tx);
  tx.transaction = ((work: (inner: Tx) => Promise<unknown>) => nested((inner) => work(scopedTx(inner, scope)))) as Tx['transaction'];
  return tx;
}

/**
 * `db` as the unit's own handle: the same database (it delegates everything to `db`), whose
 * transactions carry the scope.
 */
function scopedDb(db: Db, scope: EventScope): Db {
  const handle = Object.create(db) as Db;
  handle.transaction = ((work: (tx: Tx) => Promise<unknown>, config?: Parameters<Db['transaction']>[1]) =>
    db.transaction((tx) => work(scopedTx(tx, scope)), config)) as Db['transaction'];
  scopes.set(handle, scope);
  return handle;
}

/**
 * Runs `work` as one unit whose events the caller delivers afterwards (route(), jobs): `work` gets
 * the unit's handle of `db` and must write through it (or transactions of it) for its events to be
 * the unit's; an event written through another handle is still recorded, and the sweep delivers it.
 */
export function withEventScope<T>(db: Db, work: (db: Db) => Promise<T>): { scope: EventScope; result: Promise<T> } {
  const scope: EventScope = { durable: [], ephemeral: [], leased: [] };
  const handle = scopedDb(db, scope);
  return { scope, result: Promise.resolve().then(() => work(handle)) };
}

/** The unit of work a handle belongs to, if any. */
export function eventScopeOf(db: DbOrTx): EventScope | undefined {
  return scopes.get(db);
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
  const scope = scopes.get(db);
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
export function writtenEventLease(db: DbOrTx, leaseMs: number): number {
  return scopes.has(db) ? leaseMs : 0;
}

/**
 * A durable event whose outbox row a statement of the caller wrote itself, with available_at
 * writtenEventLease() ahead (the send writes its message.sent row in the statement that writes the
 * message): delivered after the work like emit's, from `event` as stored, without a claim.
 */
export function eventWritten(db: DbOrTx, id: number, event: DomainEvent): void {
  scopes.get(db)?.leased.push({ id, event });
}

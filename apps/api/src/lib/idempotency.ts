import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, eq, lt } from 'drizzle-orm';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, type RouteContract } from '@dating/contracts';
import { idempotencyKeys, runStatement, statement, type Db, type DbOrTx } from '@dating/db';
import { fail } from './api-error.js';
import type { HandlerRequest } from './route.js';

/** How long a key answers with its first answer; the stale-rows job removes older keys. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** The request a key stands for: the call, its query and its body (a multipart upload by its length). */
function fingerprint(request: HandlerRequest<RouteContract>): string {
  const isJson = request.body !== undefined && !request.isMultipart();
  const body = isJson ? JSON.stringify(request.body) : `bytes:${request.headers['content-length'] ?? ''}`;
  return createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url ?? ''}\n${JSON.stringify(request.query ?? {})}\n${body}`)
    .digest('hex');
}

/** A member's call with a well-formed Idempotency-Key; null when the call carries none (or has no member). */
function keyedCall(request: HandlerRequest<RouteContract>) {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return null;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) throw fail('idempotency_key_invalid');
  const userId = request.member?.id;
  if (userId === undefined) return null;
  return { userId, key: header, print: fingerprint(request), mine: and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, header)) };
}
type KeyedCall = NonNullable<ReturnType<typeof keyedCall>>;

/** Claims the key in `tx` (an expired one is free again); false when another call holds it (waits while that call's transaction does). */
async function claim(tx: DbOrTx, call: KeyedCall, now: Date): Promise<boolean> {
  await runStatement(tx, DROP_EXPIRED_KEY, [call.userId, call.key, expiredBefore(now).toISOString()]);
  const claimed = await runStatement(tx, CLAIM_KEY, [call.userId, call.key, call.print, now.toISOString()]);
  return claimed.length > 0;
}

/* The statements of every keyed call, written once (issue 18): a paid send with a key runs them all. */
const DROP_EXPIRED_KEY = statement(
  'idempotency_drop_expired',
  'delete from idempotency_keys where user_id = $1::int and key = $2::varchar and created_at < $3::timestamptz',
);
const CLAIM_KEY = statement(
  'idempotency_claim',
  `insert into idempotency_keys (user_id, key, fingerprint, status, body, created_at)
    values ($1::int, $2::varchar, $3::varchar, 0, '{}'::jsonb, $4::timestamptz) on conflict do nothing returning key`,
);
const STORE_ANSWER = statement('idempotency_store_answer', 'update idempotency_keys set status = $3::int, body = $4::jsonb where user_id = $1::int and key = $2::varchar');

/** The first call's stored answer, given again. */
function replay<R>(reply: FastifyReply, first: { status: number; body: unknown }): R {
  reply.header('idempotent-replayed', 'true');
  reply.status(first.status);
  return first.body as R;
}

/**
 * Runs an idempotent call's handler at most once per (member, Idempotency-Key) (decision 022). The
 * key is claimed in the transaction the handler writes through, so its charge and its stored answer
 * commit together, or neither does: a retry after a lost answer gets the stored answer; a duplicate
 * that arrives while the first still runs waits on the key's row and then gets the same; a failed
 * call stores nothing, so retrying it tries again. Without the header the call runs as any other.
 */
export async function idempotent<C extends RouteContract, R>(
  app: FastifyInstance,
  contract: C,
  request: HandlerRequest<C>,
  reply: FastifyReply,
  handler: (request: HandlerRequest<C>, reply: FastifyReply) => Promise<R>,
): Promise<R> {
  const call = keyedCall(request);
  if (!call) return handler(request, reply);
  const now = app.deps.clock();
  // request.db: the unit's handle, so the handler's events written in this transaction are the unit's.
  return request.unitDb.transaction(async (tx) => {
    if (!(await claim(tx, call, now))) {
      const [first] = await tx.select().from(idempotencyKeys).where(call.mine);
      if (!first || first.fingerprint !== call.print) throw fail('idempotency_key_reused');
      return replay<R>(reply, first);
    }
    request.db = tx;
    const answer = await handler(request, reply);
    await runStatement(tx, STORE_ANSWER, [call.userId, call.key, reply.statusCode, answer === undefined || answer === null ? null : JSON.stringify(answer)]);
    return answer;
  });
}

/** How long a claimed key whose call never answered (its process died) blocks its retries. */
export const CLAIM_STALE_MS = 2 * 60_000;
/** How long a duplicate waits for the first call's answer before answering 503 (the client tries again). */
const CLAIM_WAIT_MS = 20_000;
const CLAIM_POLL_MS = 100;

/**
 * The same promise as `idempotent`, for a handler that talks to another service (a payment provider) and
 * so must not run inside a transaction: holding one across the network call would hold its row locks
 * that long, and a handler that writes through a second connection while the key's transaction holds
 * the first can exhaust the pool. Here the key is claimed in a short transaction of its own (answer not
 * yet known), the handler runs on the app's database, and its answer is stored afterwards. A duplicate
 * arriving meanwhile waits for that answer (503 if it takes too long; the client tries again with the
 * same key). A failed call removes its claim, so retrying it tries again. A claim left behind by a
 * process that died is taken over after CLAIM_STALE_MS.
 */
export async function idempotentByClaim<C extends RouteContract, R>(
  app: FastifyInstance,
  request: HandlerRequest<C>,
  reply: FastifyReply,
  handler: (request: HandlerRequest<C>, reply: FastifyReply) => Promise<R>,
): Promise<R> {
  const call = keyedCall(request);
  if (!call) return handler(request, reply);
  const { mine } = call;
  const waitUntil = Date.now() + CLAIM_WAIT_MS;

  for (;;) {
    const now = app.deps.clock();
    const found = await app.db.transaction(async (tx) => {
      if (await claim(tx, call, now)) return { mine: true as const };
      const [first] = await tx.select().from(idempotencyKeys).where(mine).for('update');
      if (!first) return { mine: false as const, first: null };
      if (first.fingerprint !== call.print) throw fail('idempotency_key_reused');
      if (first.status === 0 && now.getTime() - first.createdAt.getTime() > CLAIM_STALE_MS) {
        // The first call's process died before answering: this one takes its place.
        await tx.update(idempotencyKeys).set({ createdAt: now }).where(mine);
        return { mine: true as const };
      }
      return { mine: false as const, first };
    });
    if (found.mine) break;
    if (found.first && found.first.status !== 0) return replay<R>(reply, found.first);
    // Still running elsewhere (or its claim just went away): wait and look again.
    if (Date.now() > waitUntil) throw fail('service_unavailable');
    await new Promise((resolve) => setTimeout(resolve, CLAIM_POLL_MS));
  }

  let answer: R;
  try {
    answer = await handler(request, reply);
  } catch (error) {
    await app.db.delete(idempotencyKeys).where(and(mine, eq(idempotencyKeys.status, 0)));
    throw error;
  }
  await app.db.update(idempotencyKeys).set({ status: reply.statusCode, body: answer ?? null }).where(mine);
  return answer;
}

const expiredBefore = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 3_600_000);

/** The stale-rows job: keys past their time. */
export async function removeExpiredKeys(db: Db, now: Date): Promise<number> {
  const removed = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expiredBefore(now))).returning({ key: idempotencyKeys.key });
  return removed.length;
}

import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { and, eq, lt } from 'drizzle-orm';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, type RouteContract } from '@dating/contracts';
import { idempotencyKeys, type Db } from '@dating/db';
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
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return handler(request, reply);
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) throw fail('idempotency_key_invalid');
  const userId = request.member?.id;
  if (userId === undefined) return handler(request, reply);
  const print = fingerprint(request);
  const now = app.deps.clock();
  const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, header));
  return app.db.transaction(async (tx) => {
    // An expired key is free again.
    await tx.delete(idempotencyKeys).where(and(mine, lt(idempotencyKeys.createdAt, expiredBefore(now))));
    // Waits while another transaction holds the same key, then either claims it or finds it taken.
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, key: header, fingerprint: print, status: 0, body: {}, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [first] = await tx.select().from(idempotencyKeys).where(mine);
      if (!first || first.fingerprint !== print) throw fail('idempotency_key_reused');
      reply.header('idempotent-replayed', 'true');
      reply.status(first.status);
      return first.body as R;
    }
    request.db = tx;
    const answer = await handler(request, reply);
    await tx.update(idempotencyKeys).set({ status: reply.statusCode, body: answer ?? null }).where(mine);
    return answer;
  });
}

const expiredBefore = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_KEY_HOURS * 3_600_000);

/** The stale-rows job: keys past their time. */
export async function removeExpiredKeys(db: Db, now: Date): Promise<number> {
  const removed = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, expiredBefore(now))).returning({ key: idempotencyKeys.key });
  return removed.length;
}

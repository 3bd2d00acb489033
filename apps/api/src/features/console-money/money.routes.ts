import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, getMemberCredits, getStaffPayments, postCreditAdjustment, postPaymentRefund } from '@dating/contracts';
import { route } from '../../lib/route.js';
import { fail } from '../../lib/api-error.js';
import type { AuditActor } from '../staff/audit.service.js';
import { providerOf } from '../payments/payments.routes.js';
import { adjustCredits, findMember, findPayments, memberLedger, refundPayment } from './money.service.js';

/** Money moves only with an Idempotency-Key: a retried request then answers the first one and moves nothing again. */
function requireKey(request: FastifyRequest): void {
  if (typeof request.headers[IDEMPOTENCY_HEADER] !== 'string') throw fail('idempotency_key_invalid');
}

/** The admins' money actions in the console: credit adjustments and refunds (decision 052). */
export default async function consoleMoneyRoutes(app: FastifyInstance) {
  const now = () => app.deps.clock();
  const provider = providerOf(app);
  const actorOf = (request: FastifyRequest): AuditActor => ({ user: request.staff!.user, ip: request.ip });

  route(app, getMemberCredits, async (request) => {
    const member = await findMember(request.unitDb, request.query.member);
    return { member, ledger: await memberLedger(request.unitDb, member.id) };
  });

  route(app, postCreditAdjustment, async (request) => {
    const { member_id: memberId, direction, amount, reason, note } = request.body;
    requireKey(request);
    // request.db: the transaction holding the Idempotency-Key, so the adjustment and its answer commit together.
    return adjustCredits(request.db, actorOf(request), { memberId, direction, amount, reason, note, now: now() });
  });

  route(app, getStaffPayments, async (request) => ({ payments: await findPayments(request.unitDb, request.query) }));

  route(
    app,
    postPaymentRefund,
    async (request) => {
      requireKey(request);
      const { payment_id: paymentId, amount, note } = request.body;
      return refundPayment(request.unitDb, provider(), actorOf(request), { paymentId, amount, note, now: now(), locale: request.locale });
    },
    { idempotency: 'claim' },
  );
}

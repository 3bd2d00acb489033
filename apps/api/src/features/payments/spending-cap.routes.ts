import type { FastifyInstance, FastifyRequest } from 'fastify';
import { getSpendingCap, putSpendingCap } from '@dating/contracts';
import { route } from '../../lib/route.js';
import { memberCountry, priceList } from './packages.service.js';
import { setSpendingCap, spendingCapOf } from './spending-cap.service.js';

/** The member's own monthly spending cap (issue 12, decision 039). */
export default async function spendingCapRoutes(app: FastifyInstance) {
  const currencyOf = async (request: FastifyRequest & { member: { id: number } }) =>
    (await priceList(app.db, await memberCountry(app.db, request.member.id), request.site.defaultCountry)).currency;

  route(app, getSpendingCap, async (request) => spendingCapOf(request.unitDb, request.member, await currencyOf(request), app.deps.clock()));

  route(app, putSpendingCap, async (request) => {
    const now = app.deps.clock();
    const currency = await currencyOf(request);
    await setSpendingCap(request.unitDb, request.member, request.body.amount, currency, now);
    return spendingCapOf(request.unitDb, request.member, currency, now);
  });
}

import type { FastifyInstance } from 'fastify';
import { getDiscountCode, getTimeBonus, TIME_BONUS } from '@dating/contracts';
import { fail, invalid } from '../../lib/api-error.js';
import { route } from '../../lib/route.js';
import { memberCountry, priceList } from '../payments/packages.service.js';
import { activeDiscount, checkCode, findCode, presentCode, timeBonus, welcomeCode } from './offers.service.js';

const twoDigits = (n: number) => String(n).padStart(2, '0');

export default async function offerRoutes(app: FastifyInstance) {
  route(app, getDiscountCode, async (request) => {
    const { member, query } = request;
    const now = app.deps.clock();
    if (query.code !== undefined) {
      // Checked against the member's own prices: their country and currency, and the package asked for.
      const country = await memberCountry(request.unitDb, member.id);
      const list = await priceList(request.unitDb, country, request.site.defaultCountry);
      const pkg = query.package_id === undefined ? undefined : [...list.packages, ...(list.tryout ? [list.tryout] : [])].find((p) => p.id === query.package_id);
      if (query.package_id !== undefined && !pkg) throw invalid({ package_id: 'package_unavailable' });
      const target = { country: country ?? list.country, currency: list.currency, price: pkg?.price, method: query.method };
      return presentCode(await checkCode(request.unitDb, member, await findCode(request.unitDb, query.code), target, now, 'code'), now, member);
    }
    const code = query.welcome === 'true' ? await welcomeCode(request.unitDb, member, now) : await activeDiscount(request.unitDb, member, now);
    if (!code) throw fail('not_found');
    return presentCode(code, now, member);
  });

  route(app, getTimeBonus, async (request) => {
    const { secondsLeft } = await timeBonus(request.unitDb, request.member ?? null, app.deps.clock());
    return {
      isVisible: secondsLeft > 0,
      hours: twoDigits(Math.floor(secondsLeft / 3600)),
      minutes: twoDigits(Math.floor((secondsLeft % 3600) / 60)),
      seconds: twoDigits(secondsLeft % 60),
      seconds_left: secondsLeft,
      code: TIME_BONUS.code,
      value_percentage: TIME_BONUS.percentage,
    };
  });
}

import type { Tx } from '../client.js';
import { creditPackages } from '../schema/index.js';

/**
 * The credit packages the site starts with (decision record 028). Per currency: the tryout (10 credits
 * and lifetime premium, once per member) and four packages whose price per credit falls as they grow;
 * the largest is the best value. No credit costs less than the site's minimum message cost (0.30, PLN 1.20). Spain and Italy have prices of their own (lower purchasing power than the
 * other euro countries), which also shows that a country's rows replace its currency's default rows.
 * Prices are minor units and include VAT.
 */
type Row = [credits: number, price: number];
const LADDERS: { code: string; country: string | null; currency: string; tryout: Row; packages: Row[] }[] = [
  { code: 'eur', country: null, currency: 'EUR', tryout: [10, 395], packages: [[50, 1995], [100, 3795], [250, 8495], [500, 15495]] },
  { code: 'es-eur', country: 'ES', currency: 'EUR', tryout: [10, 345], packages: [[50, 1795], [100, 3395], [250, 7795], [500, 15195]] },
  { code: 'it-eur', country: 'IT', currency: 'EUR', tryout: [10, 345], packages: [[50, 1795], [100, 3395], [250, 7795], [500, 15195]] },
  { code: 'gbp', country: null, currency: 'GBP', tryout: [10, 349], packages: [[50, 1699], [100, 3299], [250, 7799], [500, 15299]] },
  { code: 'chf', country: null, currency: 'CHF', tryout: [10, 390], packages: [[50, 1990], [100, 3790], [250, 8490], [500, 15490]] },
  { code: 'pln', country: null, currency: 'PLN', tryout: [10, 1499], packages: [[50, 7999], [100, 14999], [250, 33999], [500, 62999]] },
  { code: 'usd', country: null, currency: 'USD', tryout: [10, 399], packages: [[50, 1999], [100, 3799], [250, 8499], [500, 15999]] },
];

export const SEED_PACKAGES = LADDERS.flatMap((ladder) => [
  { code: `${ladder.code}-tryout`, country: ladder.country, currency: ladder.currency, credits: ladder.tryout[0], price: ladder.tryout[1], tryout: true, bestValue: false, position: 0 },
  ...ladder.packages.map(([credits, price], i) => ({
    code: `${ladder.code}-${credits}`,
    country: ladder.country,
    currency: ladder.currency,
    credits,
    price,
    tryout: false,
    bestValue: i === ladder.packages.length - 1,
    position: i + 1,
  })),
]);

/** Adds the packages that are missing; a package an operator changed (price, active) is kept as it is. */
export async function ensureCreditPackages(tx: Tx): Promise<void> {
  await tx.insert(creditPackages).values(SEED_PACKAGES).onConflictDoNothing({ target: creditPackages.code });
}

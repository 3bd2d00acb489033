import type { Tx } from '../client.js';
import { creditPackages } from '../schema/index.js';

/**
 * The credit packages the site starts with (decision record 028). Per currency: the tryout (25 credits
 * and lifetime premium, once per member) and four packages whose price per credit falls as they grow;
 * the largest is the best value. Spain and Italy have prices of their own (lower purchasing power than the
 * other euro countries), which also shows that a country's rows replace its currency's default rows.
 * Prices are minor units and include VAT.
 */
type Row = [credits: number, price: number];
const LADDERS: { code: string; country: string | null; currency: string; tryout: Row; packages: Row[] }[] = [
  { code: 'eur', country: null, currency: 'EUR', tryout: [25, 295], packages: [[50, 995], [100, 1795], [250, 3995], [500, 6995]] },
  { code: 'es-eur', country: 'ES', currency: 'EUR', tryout: [25, 195], packages: [[50, 795], [100, 1495], [250, 3295], [500, 5795]] },
  { code: 'it-eur', country: 'IT', currency: 'EUR', tryout: [25, 195], packages: [[50, 795], [100, 1495], [250, 3295], [500, 5795]] },
  { code: 'gbp', country: null, currency: 'GBP', tryout: [25, 249], packages: [[50, 849], [100, 1499], [250, 3399], [500, 5999]] },
  { code: 'chf', country: null, currency: 'CHF', tryout: [25, 290], packages: [[50, 990], [100, 1790], [250, 3990], [500, 6990]] },
  { code: 'pln', country: null, currency: 'PLN', tryout: [25, 1299], packages: [[50, 4299], [100, 7699], [250, 16999], [500, 29999]] },
  { code: 'usd', country: null, currency: 'USD', tryout: [25, 299], packages: [[50, 1099], [100, 1999], [250, 4499], [500, 7999]] },
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

import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { COUNTRIES, COUNTRY_CURRENCY, PAYMENT_CURRENCIES, type Country, type CreditPackage, type Locale, type PaymentCurrency, type PaymentMethodOption } from '@dating/contracts';
import { creditPackages, payments, profiles, type DbOrTx } from '@dating/db';
import { orderMethods } from './method-order.js';
import type { PaymentProvider } from './provider.js';

type PackageRow = typeof creditPackages.$inferSelect;

/** A tryout payment in one of these states means the member has had (or is about to get) the tryout. */
export const TRYOUT_TAKEN = ['paid', 'refunded', 'charged_back'] as const;

/** How long the credits page waits for the provider's methods before it shows the prices without them. */
export const METHODS_TIMEOUT_MS = 5_000;

function isCountry(value: string | null | undefined): value is Country {
  return !!value && (COUNTRIES as readonly string[]).includes(value);
}

function isCurrency(value: string): value is PaymentCurrency {
  return (PAYMENT_CURRENCIES as readonly string[]).includes(value);
}

/** Minor units per credit to two decimals: 1795 for 100 credits is 17.95. */
export function pricePerCredit(price: number, credits: number): number {
  return Math.round((price * 100) / credits) / 100;
}

function present(row: PackageRow & { currency: PaymentCurrency }): CreditPackage {
  return {
    id: row.id,
    credits: row.credits,
    price: row.price,
    currency: row.currency,
    price_per_credit: pricePerCredit(row.price, row.credits),
    best_value: row.bestValue,
    tryout: row.tryout,
  };
}

/**
 * The active packages for a country: its own rows where it has any, else the default rows of its
 * currency. Answers nothing when neither exists (a country we do not sell in).
 */
async function packagesIn(db: DbOrTx, country: Country): Promise<(PackageRow & { currency: PaymentCurrency })[]> {
  const currency = COUNTRY_CURRENCY[country];
  const found = await db
    .select()
    .from(creditPackages)
    .where(and(eq(creditPackages.active, true), or(eq(creditPackages.country, country), currency ? and(isNull(creditPackages.country), eq(creditPackages.currency, currency)) : undefined)))
    .orderBy(asc(creditPackages.position), asc(creditPackages.price));
  const own = found.filter((p) => p.country === country);
  return (own.length > 0 ? own : found).filter((p): p is PackageRow & { currency: PaymentCurrency } => isCurrency(p.currency));
}

export interface PriceList {
  country: Country;
  currency: PaymentCurrency;
  packages: CreditPackage[];
  tryout: CreditPackage | null;
}

/**
 * The price list for a country; a country without packages gets the site's default country's (and
 * that one, if it has none either, the euro packages).
 */
export async function priceList(db: DbOrTx, wanted: string | null | undefined, siteDefault: string): Promise<PriceList> {
  const candidates = [wanted, siteDefault, 'NL'].filter(isCountry);
  for (const country of candidates) {
    const rows = await packagesIn(db, country);
    const currency = rows[0]?.currency;
    if (!currency) continue;
    const sameCurrency = rows.filter((r) => r.currency === currency);
    return {
      country,
      currency,
      packages: sameCurrency.filter((r) => !r.tryout).map(present),
      tryout: sameCurrency.filter((r) => r.tryout).map(present)[0] ?? null,
    };
  }
  // Only without reference data; ensureReferenceData seeds the euro packages on every start.
  return { country: 'NL', currency: 'EUR', packages: [], tryout: null };
}

/** The member's country from the profile, null when they have not given one. */
export async function memberCountry(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ country: profiles.country }).from(profiles).where(eq(profiles.id, userId));
  return row?.country ?? null;
}

/** The tryout is for members who never completed a purchase and never had a tryout. */
export async function tryoutAvailable(db: DbOrTx, member: { id: number; paidUser: boolean }): Promise<boolean> {
  if (member.paidUser) return false;
  const [taken] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, member.id), eq(payments.tryout, true), inArray(payments.status, [...TRYOUT_TAKEN])))
    .limit(1);
  return !taken;
}

export interface MethodsAnswer {
  methods: PaymentMethodOption[];
  methods_available: boolean;
}

/**
 * The provider's methods for this country and the smallest amount on the list, in the site's order.
 * No provider (production without MOLLIE_API_KEY), an error or no answer within METHODS_TIMEOUT_MS:
 * no methods and `methods_available: false`, so the prices still show.
 */
export async function methodsFor(
  provider: PaymentProvider | null,
  list: PriceList,
  locale: Locale,
  log: (error: unknown) => void,
): Promise<MethodsAnswer> {
  const amounts = [...list.packages, ...(list.tryout ? [list.tryout] : [])].map((p) => p.price);
  if (!provider || amounts.length === 0) return { methods: [], methods_available: false };
  let timer: NodeJS.Timeout | undefined;
  try {
    const methods = await Promise.race([
      provider.listMethods(list.country, { amount: Math.min(...amounts), currency: list.currency }, locale),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`payment provider gave no methods within ${METHODS_TIMEOUT_MS} ms`)), METHODS_TIMEOUT_MS);
      }),
    ]);
    return {
      methods: orderMethods(methods, list.country).map((m) => ({ id: m.id, name: m.description, image: m.image, issuers: m.issuers })),
      methods_available: true,
    };
  } catch (error) {
    log(error);
    return { methods: [], methods_available: false };
  } finally {
    clearTimeout(timer);
  }
}

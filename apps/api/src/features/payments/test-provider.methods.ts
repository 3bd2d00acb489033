/**
 * The payment methods of the built-in test provider, named and limited as Mollie names and limits them
 * (https://docs.mollie.com/reference/list-methods): the ones this site sells with, per country and currency.
 */

export type TestMethodId =
  | 'ideal'
  | 'bancontact'
  | 'creditcard'
  | 'paypal'
  | 'directdebit'
  | 'banktransfer'
  | 'przelewy24'
  | 'blik'
  | 'eps'
  | 'twint';

export interface TestMethod {
  id: TestMethodId;
  description: string;
  /** Currencies the method accepts, each with its minimum and maximum amount in minor units. */
  limits: Record<string, [min: number, max: number]>;
  /** Billing countries the method is offered in; undefined: everywhere. */
  countries?: readonly string[];
  /** Whether it can start a mandate (sequenceType=first) and be charged again (sequenceType=recurring). */
  first: boolean;
  recurring: boolean;
  /** The mandate a paid first payment leaves behind (Mollie: iDEAL and Bancontact give a SEPA direct debit mandate). */
  mandateMethod?: 'directdebit' | 'creditcard' | 'paypal';
  issuers?: readonly { id: string; name: string }[];
}

const SEPA = ['AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GR', 'HR', 'HU', 'IE', 'IS', 'IT', 'LI', 'LT', 'LU', 'LV', 'MC', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK', 'SM'];
const EVERY_CURRENCY = (min: number, max: number) => ({ EUR: [min, max], GBP: [min, max], CHF: [min, max], PLN: [min, max], USD: [min, max] }) as Record<string, [number, number]>;

export const TEST_METHODS: readonly TestMethod[] = [
  {
    id: 'ideal',
    description: 'iDEAL',
    limits: { EUR: [1, 5_000_000] },
    countries: ['NL'],
    first: true,
    recurring: false,
    mandateMethod: 'directdebit',
    issuers: [
      { id: 'ideal_ABNANL2A', name: 'ABN AMRO' },
      { id: 'ideal_INGBNL2A', name: 'ING' },
      { id: 'ideal_RABONL2U', name: 'Rabobank' },
    ],
  },
  { id: 'bancontact', description: 'Bancontact', limits: { EUR: [2, 5_000_000] }, countries: ['BE'], first: true, recurring: false, mandateMethod: 'directdebit' },
  { id: 'creditcard', description: 'Card', limits: EVERY_CURRENCY(1, 1_000_000), first: true, recurring: true, mandateMethod: 'creditcard' },
  { id: 'paypal', description: 'PayPal', limits: EVERY_CURRENCY(1, 1_000_000), first: true, recurring: true, mandateMethod: 'paypal' },
  { id: 'directdebit', description: 'SEPA Direct Debit', limits: { EUR: [1, 100_000] }, countries: SEPA, first: true, recurring: true, mandateMethod: 'directdebit' },
  { id: 'banktransfer', description: 'Bank transfer', limits: { EUR: [1, 100_000_000], GBP: [1, 100_000_000], CHF: [1, 100_000_000], PLN: [1, 100_000_000] }, countries: SEPA, first: false, recurring: false },
  { id: 'przelewy24', description: 'Przelewy24', limits: { PLN: [1, 5_000_000], EUR: [1, 1_200_000] }, countries: ['PL'], first: false, recurring: false },
  { id: 'blik', description: 'BLIK', limits: { PLN: [1, 5_000_000] }, countries: ['PL'], first: false, recurring: false },
  { id: 'eps', description: 'eps', limits: { EUR: [100, 5_000_000] }, countries: ['AT'], first: false, recurring: false },
  { id: 'twint', description: 'TWINT', limits: { CHF: [1, 500_000] }, countries: ['CH'], first: false, recurring: false },
];

export function findMethod(id: unknown): TestMethod | undefined {
  return TEST_METHODS.find((m) => m.id === id);
}

export interface MethodFilter {
  /** Minor units. */
  amount?: number;
  currency?: string;
  billingCountry?: string;
  sequenceType?: 'oneoff' | 'first' | 'recurring';
}

/** Whether a method takes this amount in this currency. */
export function acceptsAmount(method: TestMethod, amount: number, currency: string): boolean {
  const limits = method.limits[currency];
  return limits !== undefined && amount >= limits[0] && amount <= limits[1];
}

/** The methods Mollie's GET /v2/methods would answer for these filters (profile with every method above activated). */
export function availableMethods(filter: MethodFilter): TestMethod[] {
  return TEST_METHODS.filter((method) => {
    if (filter.currency !== undefined && method.limits[filter.currency] === undefined) return false;
    if (filter.amount !== undefined && filter.currency !== undefined && !acceptsAmount(method, filter.amount, filter.currency)) return false;
    if (filter.billingCountry && method.countries && !method.countries.includes(filter.billingCountry)) return false;
    if (filter.sequenceType === 'first' && !method.first) return false;
    if (filter.sequenceType === 'recurring' && !method.recurring) return false;
    return true;
  });
}

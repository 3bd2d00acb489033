/**
 * Prices as the server computed them (minor units), written the way the member's language writes money.
 * Nothing here calculates a price to charge: it only formats and compares what the server sent.
 */

export { formatPrice } from '@/lib/money';

/** The price of one credit (minor units, may have decimals) to the cent: 17.95 EUR cents in en -> "€0.18". */
export function formatPerCredit(minor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);
}

/**
 * How much less a credit costs in this package than in the dearest one on the list, in whole percent
 * (0 for the dearest itself, and when there is nothing to compare with).
 */
export function savingPercent(pricePerCredit: number, list: readonly { price_per_credit: number }[]): number {
  const dearest = Math.max(...list.map((p) => p.price_per_credit));
  if (!Number.isFinite(dearest) || dearest <= 0 || pricePerCredit >= dearest) return 0;
  return Math.round((1 - pricePerCredit / dearest) * 100);
}

/** An IBAN in groups of four, as banks print it: NL91ABNA0417164300 -> "NL91 ABNA 0417 1643 00". */
export function formatIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

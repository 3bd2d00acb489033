/**
 * How a payment's method is named in the list: the brands as they write themselves, the generic methods
 * in the member's language (payments:transactions.method.*).
 */
const BRANDS: Record<string, string> = {
  ideal: 'iDEAL',
  bancontact: 'Bancontact',
  paypal: 'PayPal',
  przelewy24: 'Przelewy24',
  blik: 'BLIK',
  eps: 'eps',
  twint: 'TWINT',
  applepay: 'Apple Pay',
  kbc: 'KBC/CBC',
  belfius: 'Belfius',
};

const TRANSLATED_METHODS = ['creditcard', 'directdebit', 'banktransfer'] as const;
export type TranslatedMethod = (typeof TRANSLATED_METHODS)[number];

/** A generic method, named in the member's language (payments:transactions.method.<id>). */
export function isTranslatedMethod(method: string): method is TranslatedMethod {
  return (TRANSLATED_METHODS as readonly string[]).includes(method);
}

/** A brand's own name (an unknown id as it is). */
export function brandName(method: string): string {
  return BRANDS[method] ?? method;
}

/** 2026-11-23T21:39:00Z in nl -> "23 nov 2026, 22:39" (the member's own time zone). */
export function formatPaymentDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

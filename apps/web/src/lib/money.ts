/** 995 EUR in nl -> "€ 9,95"; in en -> "€9.95" (a price the server computed, in minor units). */
export function formatPrice(minor: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}

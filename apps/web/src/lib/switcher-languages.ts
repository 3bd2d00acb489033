import { COUNTRY_LANGUAGES, LOCALES, type Locale } from '@dating/contracts';

/**
 * The country mapping is spec section 9's `COUNTRY_LANGUAGES`; a country outside it (or none known)
 * gets the default, then the fallback (spec section 9).
 */
export const SWITCHER_DEFAULT: readonly Locale[] = ['en', 'nl'];

/**
 * The switcher's options in two groups: the languages of the visitor's country first, then every
 * other interface language in the usual order.
 */
export function switcherLanguages(country: string | null): { suggested: Locale[]; other: Locale[] } {
  const mapped: readonly Locale[] | undefined = (COUNTRY_LANGUAGES as Record<string, readonly Locale[]>)[country?.toUpperCase() ?? ''];
  const suggested = [...(mapped ?? SWITCHER_DEFAULT)];
  return { suggested, other: LOCALES.filter((locale) => !suggested.includes(locale)) };
}

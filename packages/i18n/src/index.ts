import {
  COUNTRY_LANGUAGES,
  DEFAULT_LOCALE,
  LOCALES,
  REGIONAL_VARIANTS,
  type Locale,
  type RegionalVariant,
} from '@dating/contracts';

export { resources } from './resources.js';
export { START_NAMESPACES, WEB_NAMESPACES, isWebNamespace, loadTexts, type Texts, type WebNamespace } from './load.js';
export * from './routes.js';
export * from './seo.js';

export const NAMESPACES = ['common', 'errors', 'email', 'reference', 'members', 'likes', 'chat', 'testprovider', 'payments', 'notifications', 'photos'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Every language the catalogues hold: the interface locales and the regional variants. */
export type Language = Locale | RegionalVariant;
export const LANGUAGES = [...LOCALES, ...(Object.keys(REGIONAL_VARIANTS) as RegionalVariant[])] as const;

/** The cookie that keeps the chosen language (spec section 4), and its lifetime. */
export const LANGUAGE_COOKIE = 'i18n_redirected';
export const LANGUAGE_COOKIE_MAX_AGE_DAYS = 365;

/** i18next fallback chains: a regional variant falls back to its language, everything to nl. */
export const FALLBACK_LANGUAGES: Record<string, string[]> = {
  'nl-BE': ['nl'],
  'fr-BE': ['fr', 'nl'],
  default: [DEFAULT_LOCALE],
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale that a language code such as "de-AT", "nl_BE" or "FR" stands for, if supported. */
export function toLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const two = value.trim().slice(0, 2).toLowerCase();
  return isLocale(two) ? two : null;
}

/** The catalogue language for a locale in a country: Belgium gets the Flemish or Belgian-French variant. */
export function languageFor(locale: Locale, country?: string | null): Language {
  if (country?.toUpperCase() === 'BE' && (locale === 'nl' || locale === 'fr')) return `${locale}-BE`;
  return locale;
}

/** Interface languages offered in a country (spec section 9); the switcher defaults to en. */
export function languagesForCountry(country: string | null | undefined): readonly Locale[] {
  const list = country ? COUNTRY_LANGUAGES[country.toUpperCase() as keyof typeof COUNTRY_LANGUAGES] : undefined;
  return list ?? LOCALES;
}

/** Picks the best supported locale from an Accept-Language header. */
export function localeFromAcceptLanguage(header: string | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag, q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const locale = toLocale(tag);
    if (locale) return locale;
  }
  return null;
}

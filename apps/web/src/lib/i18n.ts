import { DEFAULT_LOCALE, type Locale } from '@dating/contracts';
import { FALLBACK_LANGUAGES, NAMESPACES, loadCatalogues, toLocale, type Catalogues, type Language } from '@dating/i18n';
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The catalogues a language needs: its own and, for a regional variant, those it falls back to
 * (nl-BE: nl). Every interface locale is complete (packages/i18n catalogues test), so the default
 * fallback (nl) is not fetched for the others.
 */
export function languagesToLoad(language: Language): Language[] {
  return [language, ...((FALLBACK_LANGUAGES[language] ?? []) as Language[])];
}

async function fetchMissing(languages: Language[], has: (language: Language) => boolean) {
  const missing = languages.filter((language) => !has(language));
  const loaded = await Promise.all(missing.map((language) => loadCatalogues(language)));
  return missing.map((language, index) => [language, loaded[index]!] as [Language, Catalogues]);
}

/**
 * Starts i18next with the active language's catalogues only (one chunk per language); others are
 * fetched when the member switches (changeLanguage below), before the switch, so no key shows.
 */
export async function initI18n(language: Language, instance: I18n = i18next): Promise<I18n> {
  instance.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  });
  const resources: Resource = Object.fromEntries(await fetchMissing(languagesToLoad(language), () => false));
  await instance.use(initReactI18next).init({
    resources,
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: FALLBACK_LANGUAGES,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** Switches to `language` once its catalogues (and its fallbacks') are there. */
export async function changeLanguage(instance: I18n, language: Language): Promise<void> {
  const loaded = await fetchMissing(languagesToLoad(language), (lng) => instance.hasResourceBundle(lng, 'common'));
  for (const [lng, catalogues] of loaded) {
    for (const [ns, bundle] of Object.entries(catalogues)) instance.addResourceBundle(lng, ns, bundle, true, true);
  }
  await instance.changeLanguage(language);
}

/** The interface locale behind an i18next language ("nl-BE" -> "nl"). */
export function localeOf(language: string | undefined): Locale {
  return toLocale(language) ?? DEFAULT_LOCALE;
}

export interface InitialLocale {
  locale: Locale;
  /** Whether the choice must be written to the language cookie (first visit). */
  persist: boolean;
}

/**
 * The locale of a page load (spec section 4): the cookie's when it holds a supported locale;
 * otherwise the domain language's first two letters when supported; otherwise the default (nl).
 * Without a valid cookie the choice is stored, so the server answers in the same language.
 */
export function initialLocale(cookieValue: string | null, domainLanguage: string | null | undefined): InitialLocale {
  const fromCookie = toLocale(cookieValue);
  if (fromCookie) return { locale: fromCookie, persist: false };
  return { locale: toLocale(domainLanguage) ?? DEFAULT_LOCALE, persist: true };
}

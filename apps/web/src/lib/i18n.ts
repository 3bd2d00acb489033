import { DEFAULT_LOCALE, type Locale } from '@dating/contracts';
import { FALLBACK_LANGUAGES, NAMESPACES, resources, toLocale, type Language } from '@dating/i18n';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Starts i18next with every catalogue bundled (they are small and a switch must not wait). */
export async function initI18n(language: Language, instance: I18n = i18next): Promise<I18n> {
  instance.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  });
  await instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: FALLBACK_LANGUAGES,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
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

import { DEFAULT_LOCALE, REGIONAL_VARIANTS, type Locale, type RegionalVariant } from '@dating/contracts';
import {
  LANGUAGES,
  START_NAMESPACES,
  isWebNamespace,
  loadTexts,
  toLocale,
  type Language,
  type WebNamespace,
} from '@dating/i18n';
import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * The texts a language needs: its own and, for a regional variant, its language's (nl-BE: nl, fr-BE: fr).
 * Every interface locale is complete (packages/i18n catalogues test), so the default fallback (nl) is
 * not fetched for the others, nor for fr-BE behind fr.
 */
export function languagesToLoad(language: Language): Language[] {
  const base = REGIONAL_VARIANTS[language as RegionalVariant];
  return base ? [language, base] : [language];
}

/** i18next's fallbacks as the web app loads them (languagesToLoad): a key missing in a complete language has no fallback to wait for. */
const FALLBACKS = { ...Object.fromEntries(Object.entries(REGIONAL_VARIANTS).map(([variant, base]) => [variant, [base]])), default: [] };

/** Namespaces that their pages add themselves (the legal texts, a lander's): the loader has nothing for them. */
const ADDED_BY_PAGES = ['legal', 'landers'];

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Fetches a namespace when a component asks for one that is not there yet (useTranslation('members')):
 * react-i18next suspends it until the texts have arrived, so no key shows (decision 069). For the
 * namespaces added by their pages it answers "nothing", so asking for them neither waits nor fails.
 */
const textsLoader: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    if (!isLanguage(language) || !isWebNamespace(namespace)) {
      callback(null, null);
      return;
    }
    loadTexts(language, namespace).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** The start namespaces (the shell's texts and the reference lists) of `language` and its fallbacks. */
export async function startTexts(language: Language): Promise<Resource> {
  const languages = languagesToLoad(language);
  const loaded = await Promise.all(
    languages.map(async (lng) => [lng, Object.fromEntries(await Promise.all(START_NAMESPACES.map(async (ns) => [ns, await loadTexts(lng, ns)])))] as const),
  );
  return Object.fromEntries(loaded);
}

/**
 * Starts i18next with the active language's start namespaces only (one chunk per language and
 * namespace); the members, likes, chat and payments texts are fetched by `textsLoader` when a part
 * that uses them renders, or beside a page's chunk (app/pages.ts). Other languages are fetched when
 * the member switches (changeLanguage below), before the switch, so no key shows.
 */
export async function initI18n(language: Language, instance: I18n = i18next): Promise<I18n> {
  instance.on('languageChanged', (lng) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  });
  const resources = await startTexts(language);
  await instance
    .use(textsLoader)
    .use(initReactI18next)
    .init({
      resources,
      partialBundledLanguages: true,
      lng: language,
      fallbackLng: FALLBACKS,
      ns: [...START_NAMESPACES, ...ADDED_BY_PAGES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return instance;
}

/** The web namespaces in use: the start ones and every one fetched since. */
function namespacesInUse(instance: I18n): WebNamespace[] {
  const ns = instance.options.ns;
  return (Array.isArray(ns) ? ns : [ns ?? 'common']).filter(isWebNamespace);
}

/** Switches to `language` once its texts (and its fallbacks') of every namespace in use are there. */
export async function changeLanguage(instance: I18n, language: Language): Promise<void> {
  const missing = languagesToLoad(language).flatMap((lng) =>
    namespacesInUse(instance)
      .filter((ns) => !instance.hasResourceBundle(lng, ns))
      .map((ns) => [lng, ns] as const),
  );
  const loaded = await Promise.all(missing.map(([lng, ns]) => loadTexts(lng, ns)));
  missing.forEach(([lng, ns], index) => instance.addResourceBundle(lng, ns, loaded[index], true, true));
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

import type { Locale } from '@dating/contracts';
import { useTranslation } from 'react-i18next';
import { localeOf } from './i18n';

/**
 * Each language's name in that language. These are deliberately not in the catalogues: a
 * language switcher shows every option in its own language, whatever the interface language.
 */
export const LOCALE_NAMES: Record<Locale, string> = {
  nl: 'Nederlands',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  it: 'Italiano',
  pl: 'Polski',
};

/** The active interface locale (a regional variant counts as its language). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return localeOf(i18n.language);
}

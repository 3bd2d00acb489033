import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import deErrors from '@dating/i18n/locales/de/errors.json';
import enErrors from '@dating/i18n/locales/en/errors.json';
import nlErrors from '@dating/i18n/locales/nl/errors.json';
import deReference from '@dating/i18n/locales/de/reference.json';
import enReference from '@dating/i18n/locales/en/reference.json';
import nlReference from '@dating/i18n/locales/nl/reference.json';
import de from '../locales/de.json';
import en from '../locales/en.json';
import nl from '../locales/nl.json';
import { LANGUAGE_KEY, pickLanguage, type ConsoleLanguage } from './languages';

/**
 * The console's own catalogue (namespace `console`, English, Dutch and German: staff only, not the
 * members' seven languages) plus the shared error messages and reference names (countries, profile
 * options) of @dating/i18n, so an error code or a hair colour reads the same here as on the site.
 */
export async function initI18n(): Promise<i18n> {
  const language = pickLanguage(localStorage.getItem(LANGUAGE_KEY), navigator.languages);
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: ['console', 'errors', 'reference'],
    defaultNS: 'console',
    resources: {
      en: { console: en, errors: enErrors, reference: enReference },
      nl: { console: nl, errors: nlErrors, reference: nlReference },
      de: { console: de, errors: deErrors, reference: deReference },
    },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = language;
  return instance;
}

export async function changeLanguage(instance: i18n, language: ConsoleLanguage) {
  localStorage.setItem(LANGUAGE_KEY, language);
  await instance.changeLanguage(language);
  document.documentElement.lang = language;
}

// The landers' texts one language at a time (decision 056): the landers' chunk fetches only the visitor's
// language, as the catalogues of every other page are fetched (load.ts); all seven are in landers.ts.
import type en from '../locales/en/landers.json';

export const LANDERS_NAMESPACE = 'landers';
export type LandersTexts = typeof en;

/** One dynamic import per language (the Belgian variants fall back to nl and fr in i18next). */
const loaders = {
  nl: () => import('../locales/nl/landers.json'),
  de: () => import('../locales/de/landers.json'),
  en: () => import('../locales/en/landers.json'),
  es: () => import('../locales/es/landers.json'),
  fr: () => import('../locales/fr/landers.json'),
  it: () => import('../locales/it/landers.json'),
  pl: () => import('../locales/pl/landers.json'),
} satisfies Record<string, () => Promise<{ default: LandersTexts }>>;

export type LandersLanguage = keyof typeof loaders;

export function hasLandersTexts(language: string): language is LandersLanguage {
  return Object.hasOwn(loaders, language);
}

export async function loadLandersTexts(language: LandersLanguage): Promise<LandersTexts> {
  return (await loaders[language]()).default;
}

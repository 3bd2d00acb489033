import type { resources } from './resources.js';

type Language = keyof typeof resources;
/** One language's catalogues as the web app loads them: every namespace but the e-mail texts (the API's). */
export type Catalogues = Omit<(typeof resources)[Language], 'email'>;

/** One dynamic import per language: a bundler makes each its own chunk, fetched only when needed. */
const loaders: Record<Language, () => Promise<{ default: Catalogues }>> = {
  nl: () => import('./catalogues/nl.js'),
  de: () => import('./catalogues/de.js'),
  en: () => import('./catalogues/en.js'),
  es: () => import('./catalogues/es.js'),
  fr: () => import('./catalogues/fr.js'),
  it: () => import('./catalogues/it.js'),
  pl: () => import('./catalogues/pl.js'),
  'nl-BE': () => import('./catalogues/nl-BE.js'),
  'fr-BE': () => import('./catalogues/fr-BE.js'),
};

/** Every namespace of one language's catalogues. */
export async function loadCatalogues(language: Language): Promise<Catalogues> {
  return (await loaders[language]()).default;
}

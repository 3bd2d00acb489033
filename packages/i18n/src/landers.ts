// The landers' texts (namespace "landers") of all seven languages, for the catalogue test and the types;
// the web app fetches one language at a time through landers-load.ts (decision 056).
import nl from '../locales/nl/landers.json';
import de from '../locales/de/landers.json';
import en from '../locales/en/landers.json';
import es from '../locales/es/landers.json';
import fr from '../locales/fr/landers.json';
import it from '../locales/it/landers.json';
import pl from '../locales/pl/landers.json';

export { LANDERS_NAMESPACE } from './landers-load.js';

/** The Belgian variants use the Dutch and French texts as they are (i18next falls back to nl and fr). */
export const landersResources = { nl, de, en, es, fr, it, pl } as const;

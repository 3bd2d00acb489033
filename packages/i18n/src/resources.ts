// The message catalogues of every language (the API translates into any of them). The web app
// loads one language at a time with loadCatalogues (load.ts) instead.
import de from './catalogues/de.js';
import en from './catalogues/en.js';
import es from './catalogues/es.js';
import frBE from './catalogues/fr-BE.js';
import fr from './catalogues/fr.js';
import it from './catalogues/it.js';
import nlBE from './catalogues/nl-BE.js';
import nl from './catalogues/nl.js';
import pl from './catalogues/pl.js';

export const resources = { nl, de, en, es, fr, it, pl, 'nl-BE': nlBE, 'fr-BE': frBE } as const;

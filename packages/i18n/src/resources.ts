// The message catalogues of every language with the e-mail texts (the API translates into any of them). The web
// app loads one language's namespaces at a time, without the e-mail texts and error messages, with loadTexts (load.ts).
import de from './catalogues/de.js';
import { emailResources } from './email-catalogues.js';
import en from './catalogues/en.js';
import es from './catalogues/es.js';
import frBE from './catalogues/fr-BE.js';
import fr from './catalogues/fr.js';
import it from './catalogues/it.js';
import nlBE from './catalogues/nl-BE.js';
import nl from './catalogues/nl.js';
import pl from './catalogues/pl.js';

const catalogues = { nl, de, en, es, fr, it, pl, 'nl-BE': nlBE, 'fr-BE': frBE } as const;
type WithEmail = { [L in keyof typeof catalogues]: (typeof catalogues)[L] & { email: (typeof emailResources)[L] } };

export const resources = Object.fromEntries(
  Object.entries(catalogues).map(([language, own]) => [language, { ...own, email: emailResources[language as keyof typeof catalogues] }]),
) as WithEmail;

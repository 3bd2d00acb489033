// The e-mail texts (namespace "email") of every language: only the API sends e-mail, so they are part of
// `resources` (resources.ts) but not of the per-language catalogues the web app loads (decision 065).
import nl from '../locales/nl/email.json';
import de from '../locales/de/email.json';
import en from '../locales/en/email.json';
import es from '../locales/es/email.json';
import fr from '../locales/fr/email.json';
import it from '../locales/it/email.json';
import pl from '../locales/pl/email.json';
import nlBE from '../locales/nl-BE/email.json';
import frBE from '../locales/fr-BE/email.json';

export const emailResources = { nl, de, en, es, fr, it, pl, 'nl-BE': nlBE, 'fr-BE': frBE } as const;

// The legal and help texts (namespace "legal"): large, and read only on /pages/*, so they are not part of
// `resources` (which every page loads) but of this separate entry, imported by the legal page's own chunk.
import nl from '../locales/nl/legal.json';
import de from '../locales/de/legal.json';
import en from '../locales/en/legal.json';
import es from '../locales/es/legal.json';
import fr from '../locales/fr/legal.json';
import it from '../locales/it/legal.json';
import pl from '../locales/pl/legal.json';
import nlBE from '../locales/nl-BE/legal.json';
import frBE from '../locales/fr-BE/legal.json';

export const LEGAL_NAMESPACE = 'legal';

export const legalResources = { nl, de, en, es, fr, it, pl, 'nl-BE': nlBE, 'fr-BE': frBE } as const;

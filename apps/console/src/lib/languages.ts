import { CONSOLE_LANGUAGES, type ConsoleLanguage } from '@dating/contracts';

/** The console's languages (issue 14: English plus Dutch and German); English when nothing else fits. */
export { CONSOLE_LANGUAGES, type ConsoleLanguage };
export const LANGUAGE_NAMES: Record<ConsoleLanguage, string> = { en: 'English', nl: 'Nederlands', de: 'Deutsch' };
/** Where the chosen language is kept (this browser only; the console has no member settings). */
export const LANGUAGE_KEY = 'console-language';

export function isConsoleLanguage(value: unknown): value is ConsoleLanguage {
  return typeof value === 'string' && (CONSOLE_LANGUAGES as readonly string[]).includes(value);
}

/** The stored choice, else the first of the browser's languages the console speaks, else English. */
export function pickLanguage(stored: string | null, browser: readonly string[]): ConsoleLanguage {
  if (isConsoleLanguage(stored)) return stored;
  for (const tag of browser) {
    const two = tag.slice(0, 2).toLowerCase();
    if (isConsoleLanguage(two)) return two;
  }
  return 'en';
}

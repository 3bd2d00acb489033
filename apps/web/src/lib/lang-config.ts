import type { Locale } from '@dating/contracts';
import { translatePath } from '@dating/i18n';

/** A page of this site to return to (`?back=/leden`), never another site's address. */
export function backPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}

/** The page to return to, in the chosen language (a path of no page is kept as it is); its query and hash stay. */
export function backInLanguage(back: string, locale: Locale): string {
  const end = back.search(/[?#]/);
  const path = end === -1 ? back : back.slice(0, end);
  return `${translatePath(path, locale) ?? path}${end === -1 ? '' : back.slice(end)}`;
}

import { resources } from '@dating/i18n';
import { describe, expect, it } from 'vitest';
import { formatDocumentTitle } from './document-title';
import i18next from 'i18next';
import { changeLanguage, initI18n, initialLocale, languagesToLoad, localeOf } from './i18n';

describe('initial locale', () => {
  it('keeps the language cookie when it names a supported locale', () => {
    expect(initialLocale('de', 'nl-NL')).toEqual({ locale: 'de', persist: false });
  });

  it('uses the first two letters of the domain language on a first visit, and stores it', () => {
    expect(initialLocale(null, 'fr-BE')).toEqual({ locale: 'fr', persist: true });
    expect(initialLocale('xx', 'de')).toEqual({ locale: 'de', persist: true });
  });

  it('falls back to Dutch', () => {
    expect(initialLocale(null, 'pt-BR')).toEqual({ locale: 'nl', persist: true });
    expect(initialLocale(null, undefined)).toEqual({ locale: 'nl', persist: true });
  });

  it('treats a regional variant as its language', () => {
    expect(localeOf('nl-BE')).toBe('nl');
    expect(localeOf('fr-BE')).toBe('fr');
    expect(localeOf(undefined)).toBe('nl');
  });
});

describe('document title', () => {
  const base = { siteName: 'Flirt', defaultTitle: 'Flirt: meet people nearby' };
  it('uses the page title with the site name, or the index title', () => {
    expect(formatDocumentTitle({ ...base, count: 0, title: 'Log in' })).toBe('Log in | Flirt');
    expect(formatDocumentTitle({ ...base, count: 0 })).toBe('Flirt: meet people nearby');
  });
  it('prefixes unread messages plus new likes when there are any', () => {
    expect(formatDocumentTitle({ ...base, count: 3, title: 'Likes' })).toBe('(3) Likes | Flirt');
  });
});

type Catalogue = { [key: string]: string | Catalogue };
function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') result.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) result.set(k, v);
  }
  return result;
}
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}|<(\w+)>/g)].map((m) => m[1] ?? m[2]).sort();

describe('web catalogues', () => {
  const english = flatten(resources.en.common as Catalogue);
  const dutch = flatten(resources.nl.common as Catalogue);

  it('have the same keys in English and Dutch', () => {
    expect([...dutch.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('use the same placeholders and tags in both languages', () => {
    for (const [key, text] of english) {
      expect(placeholders(dutch.get(key) ?? ''), key).toEqual(placeholders(text));
    }
  });
});

describe('catalogues loaded per language', () => {
  it('starts with the active language only, and loads another one before switching to it', async () => {
    const instance = i18next.createInstance();
    await initI18n('de', instance);
    expect(instance.hasResourceBundle('de', 'common')).toBe(true);
    expect(['nl', 'en', 'fr', 'pl'].filter((lng) => instance.hasResourceBundle(lng, 'common'))).toEqual([]);
    const german = instance.t('nav.search');
    expect(german).not.toBe('nav.search');

    await changeLanguage(instance, 'fr');
    expect(instance.language).toBe('fr');
    expect(instance.t('nav.search')).toBe(resources.fr.common.nav.search);
    expect(instance.t('nav.search')).not.toBe(german);
  });

  it('loads a regional variant with the language it falls back to', async () => {
    expect(languagesToLoad('fr-BE')).toEqual(['fr-BE', 'fr']);
    expect(languagesToLoad('de')).toEqual(['de']);
    const instance = i18next.createInstance();
    await initI18n('nl-BE', instance);
    expect(instance.hasResourceBundle('nl', 'common')).toBe(true);
    // A key nl-BE does not override comes from nl, not as the raw key.
    expect(instance.t('nav.search')).toBe(resources.nl.common.nav.search);
  });

  it('starts with the shell texts and fetches a page namespace when asked, in the active language only', async () => {
    const instance = i18next.createInstance();
    await initI18n('pl', instance);
    expect(instance.hasResourceBundle('pl', 'common')).toBe(true);
    expect(instance.hasResourceBundle('pl', 'reference')).toBe(true);
    expect(instance.hasResourceBundle('pl', 'members')).toBe(false);
    // The API's error messages are not the web app's.
    expect(instance.hasResourceBundle('pl', 'errors')).toBe(false);

    await instance.loadNamespaces('members');
    expect(instance.t('search.intro', { ns: 'members' })).toBe(resources.pl.members.search.intro);
    expect(instance.hasResourceBundle('nl', 'members')).toBe(false);

    // Switching fetches every namespace in use for the new language before the switch.
    await changeLanguage(instance, 'it');
    expect(instance.t('search.intro', { ns: 'members' })).toBe(resources.it.members.search.intro);
  });

  it('answers nothing for the namespaces their pages add, so asking for them neither waits nor shows another text', async () => {
    const instance = i18next.createInstance();
    await initI18n('en', instance);
    expect(instance.hasLoadedNamespace('legal')).toBe(true);
    expect(instance.hasResourceBundle('en', 'legal')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { LOCALES, REGIONAL_VARIANTS } from '@dating/contracts';
import { NAMESPACES as LOADED_NAMESPACES, resources as loaded } from './index.js';
import { landersResources } from './landers.js';
import { legalResources } from './legal.js';

// The catalogues every page loads, and the legal and lander texts loaded with their pages: checked alike.
const NAMESPACES = [...LOADED_NAMESPACES, 'legal', 'landers'] as const;
const resources = Object.fromEntries(
  Object.entries(loaded).map(([language, catalogues]) => [
    language,
    {
      ...catalogues,
      legal: legalResources[language as keyof typeof legalResources],
      // The Belgian variants have no lander texts of their own (i18next falls back to nl and fr).
      landers: (landersResources as Record<string, (typeof landersResources)['en']>)[language] ?? {},
    },
  ]),
) as { [L in keyof typeof loaded]: (typeof loaded)[L] & { legal: (typeof legalResources)[L]; landers: (typeof landersResources)['en'] } };

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

function placeholders(value: string): string[] {
  return [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * The keys a locale must have: the English ones, with each plural group (key_one, key_other) spelled
 * with the plural categories of that language instead (Polish: _one, _few, _many, _other).
 */
function expectedKeys(referenceKeys: string[], locale: string): string[] {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const out = new Set<string>();
  for (const key of referenceKeys) {
    if (PLURAL.test(key)) for (const c of categories) out.add(key.replace(PLURAL, `_${c}`));
    else out.add(key);
  }
  return [...out];
}

/** The English key a locale's key corresponds to (plural forms map to the English _other). */
function englishKey(key: string, referenceKeys: string[]): string {
  if (referenceKeys.includes(key) || !PLURAL.test(key)) return key;
  return key.replace(PLURAL, '_other');
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

describe('message catalogues', () => {
  for (const ns of NAMESPACES) {
    const reference = resources.en[ns] as Tree;
    const referenceKeys = keys(reference);

    it(`${ns}: the English catalogue is not empty`, () => {
      expect(referenceKeys.length).toBeGreaterThan(0);
    });

    for (const locale of LOCALES) {
      it(`${ns}: ${locale} has every key of en, no extra key, no empty text and the same placeholders`, () => {
        const catalogue = resources[locale][ns] as Tree;
        const present = keys(catalogue);
        const expected = expectedKeys(referenceKeys, locale);
        expect(expected.filter((k) => !present.includes(k)), `missing in ${locale}/${ns}`).toEqual([]);
        expect(present.filter((k) => !expected.includes(k)), `unknown in ${locale}/${ns}`).toEqual([]);
        for (const key of expected) {
          const text = lookup(catalogue, key)!;
          expect(text.trim(), `${locale}/${ns}:${key} is empty`).not.toBe('');
          const english = lookup(reference, englishKey(key, referenceKeys))!;
          expect(placeholders(text), `${locale}/${ns}:${key} placeholders`).toEqual(placeholders(english));
        }
      });
    }

    for (const variant of Object.keys(REGIONAL_VARIANTS) as (keyof typeof REGIONAL_VARIANTS)[]) {
      it(`${ns}: the regional variant ${variant} only overrides keys that exist`, () => {
        const present = keys(resources[variant][ns] as Tree);
        expect(present.filter((k) => !referenceKeys.includes(k))).toEqual([]);
      });
    }
  }

  it('translates, not copies: most texts differ from English in every other locale', () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      for (const ns of NAMESPACES) {
        const all = keys(resources.en[ns] as Tree);
        if (all.length === 0) continue;
        const same = all.filter((k) => lookup(resources[locale][ns] as Tree, k) === lookup(resources.en[ns] as Tree, k));
        expect(same.length / all.length, `${locale}/${ns} identical to English: ${same.slice(0, 5).join(', ')}`).toBeLessThan(0.25);
      }
    }
  });
});

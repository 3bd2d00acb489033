import { describe, expect, it } from 'vitest';
import { LOCALES, REGIONAL_VARIANTS } from '@dating/contracts';
import { NAMESPACES, resources } from './index.js';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));
}

function placeholders(value: string): string[] {
  return [...value.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();
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
        expect(referenceKeys.filter((k) => !present.includes(k)), `missing in ${locale}/${ns}`).toEqual([]);
        expect(present.filter((k) => !referenceKeys.includes(k)), `unknown in ${locale}/${ns}`).toEqual([]);
        for (const key of referenceKeys) {
          const text = lookup(catalogue, key)!;
          expect(text.trim(), `${locale}/${ns}:${key} is empty`).not.toBe('');
          expect(placeholders(text), `${locale}/${ns}:${key} placeholders`).toEqual(placeholders(lookup(reference, key)!));
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
        const same = all.filter((k) => lookup(resources[locale][ns] as Tree, k) === lookup(resources.en[ns] as Tree, k));
        expect(same.length / all.length, `${locale}/${ns} identical to English: ${same.slice(0, 5).join(', ')}`).toBeLessThan(0.25);
      }
    }
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = new URL('../locales/', import.meta.url).pathname;

/**
 * The keys written twice in one object of a JSON text, as `path.key`. JSON.parse keeps the last of
 * them silently, so a translator's fix of the first copy would never show.
 */
function duplicateKeys(text: string): string[] {
  const found: string[] = [];
  let i = 0;
  const space = () => {
    while (/\s/.test(text[i] ?? '')) i++;
  };
  const string = () => {
    const start = i;
    i++;
    while (text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    i++;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const value = (path: string): void => {
    space();
    if (text[i] === '{') {
      i++;
      const seen = new Set<string>();
      space();
      while (text[i] !== '}') {
        const key = string();
        if (seen.has(key)) found.push(`${path}${key}`);
        seen.add(key);
        space();
        i++; // the colon
        value(`${path}${key}.`);
        space();
        if (text[i] === ',') i++;
        space();
      }
      i++;
    } else if (text[i] === '[') {
      i++;
      space();
      while (text[i] !== ']') {
        value(path);
        space();
        if (text[i] === ',') i++;
        space();
      }
      i++;
    } else if (text[i] === '"') string();
    else while (i < text.length && !/[\s,}\]]/.test(text[i]!)) i++;
  };
  value('');
  return found;
}

describe('locale files', () => {
  it('finds a key given twice, however deep', () => {
    expect(duplicateKeys('{"a": {"b": "x", "c": ["1", {"d": 1}], "b": "y"}, "e": true, "a": null}')).toEqual(['a.b', 'a']);
    expect(duplicateKeys('{"a": "say \\"hi\\"", "b": "x"}')).toEqual([]);
  });

  const files = readdirSync(LOCALES_DIR, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'));

  it('are all read', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it.each(files)('%s gives every key once', (file) => {
    expect(duplicateKeys(readFileSync(join(LOCALES_DIR, file), 'utf8'))).toEqual([]);
  });
});

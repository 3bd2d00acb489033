import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress.mjs';

const dirs = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('precompressed build files', () => {
  it('writes .br and .gz copies of text files worth compressing, and leaves small files and images alone', () => {
    const dist = mkdtempSync(join(tmpdir(), 'precompress-'));
    dirs.push(dist);
    mkdirSync(join(dist, 'assets'));
    const script = `export const text = ${JSON.stringify('hallo wereld '.repeat(500))};`;
    writeFileSync(join(dist, 'assets', 'index-AAAAAAAA.js'), script);
    writeFileSync(join(dist, 'assets', 'tiny-BBBBBBBB.js'), 'export {};');
    writeFileSync(join(dist, 'assets', 'photo-CCCCCCCC.png'), Buffer.alloc(5000, 1));

    expect(precompress(dist)).toBe(1);
    const asset = join(dist, 'assets', 'index-AAAAAAAA.js');
    expect(brotliDecompressSync(readFileSync(`${asset}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${asset}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${asset}.br`).length).toBeLessThan(script.length / 10);
    expect(existsSync(join(dist, 'assets', 'tiny-BBBBBBBB.js.br'))).toBe(false);
    expect(existsSync(join(dist, 'assets', 'photo-CCCCCCCC.png.gz'))).toBe(false);
  });
});

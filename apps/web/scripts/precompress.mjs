#!/usr/bin/env node
// Writes <file>.br and <file>.gz next to every text file of the build that is worth compressing, at
// the highest levels (done once here instead of per request). The API serves them with
// Content-Encoding and Vary: Accept-Encoding (apps/api/src/plugins/web.ts, @fastify/static preCompressed).
//
//   node scripts/precompress.mjs [--dist other]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Smaller files go as they are (the same threshold as the API's dynamic compression). */
export const MIN_BYTES = 1024;
const TEXT = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Compresses the text files under `dist`; returns how many were written. */
export function precompress(dist) {
  let count = 0;
  for (const file of walk(dist)) {
    if (!TEXT.test(file)) continue;
    const content = readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    const br = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 11 },
    });
    const gz = gzipSync(content, { level: 9 });
    // A compressed copy that is not smaller would only cost the browser time.
    if (br.length < content.length) writeFileSync(`${file}.br`, br);
    if (gz.length < content.length) writeFileSync(`${file}.gz`, gz);
    count += 1;
  }
  return count;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const distArg = process.argv.indexOf('--dist');
  const dist = distArg > 0 ? resolve(process.argv[distArg + 1]) : resolve(dirname(fileURLToPath(import.meta.url)), '../dist');
  console.log(`precompressed ${precompress(dist)} files in ${dist}`);
}

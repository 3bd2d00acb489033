#!/usr/bin/env node
// The initial-JavaScript budget of issue 17, checked after `vite build` (part of the build script).
//
//   node scripts/check-budget.mjs              # checks dist/, exit code 1 above the budget
//   node scripts/check-budget.mjs --dist other # another build
//   node scripts/check-budget.mjs --json       # the figures as JSON (docs/benchmarks.md)
//
// "Initial" is what a first visit runs before the page shows: index.html's module script and
// modulepreloads with every chunk they import statically, the page's own lazy chunk with its static
// imports, and the texts the page needs in the active language (and the language a regional variant
// falls back to): the start namespaces of every page and those its route fetches beside its chunk. The
// language with the most counts: the budget holds for every language. Sizes are gzip level 9, as a
// server sends them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The target per page in bytes, gzipped (issue 17: at most 150 KB). */
export const BUDGET_BYTES = 150 * 1024;

/** What the build enforces: the target itself since decision 069 (zod and the contracts out, texts per namespace). */
export const ENFORCED_BYTES = BUDGET_BYTES;

/** The pages the budget holds for, by the file name their lazy chunk starts with. */
export const PAGES = { home: 'home-page', lander: 'landers-page', members: 'members-page' };

/** The namespaces every page starts with (START_NAMESPACES of packages/i18n/src/load.ts). */
export const START_NAMESPACES = ['common', 'reference'];

/**
 * The namespaces a page fetches before it shows: those its route lists in apps/web/src/app/pages.ts, and a
 * lander's own texts, which the landers page fetches before its design shows (app/pages/landers).
 */
export const PAGE_NAMESPACES = { home: [], lander: ['landers'], members: ['members'] };

/** The text chunks (vite.config.ts names them texts-<language>-<namespace>-<hash>.js). */
const TEXTS = /^texts-([a-z]{2}(?:-[A-Z]{2})?)-([a-z]+)-[\w-]{8}\.js$/;

/** The chunks a built module imports statically (`import … from"./x.js"`, `import"./x.js"`); not `import()`. */
export function staticImports(code) {
  const found = new Set();
  for (const match of code.matchAll(/(?:^|[^\w$.])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\.\/([\w.-]+\.js)["']/g)) {
    found.add(match[1]);
  }
  return [...found];
}

/** The scripts index.html starts with: its module scripts and modulepreloads, as asset file names. */
export function entryScripts(html) {
  const found = new Set();
  for (const tag of html.match(/<(?:script|link)\b[^>]*>/g) ?? []) {
    const isModule = /^<script\b/.test(tag) && /type=["']module["']/.test(tag);
    const isPreload = /^<link\b/.test(tag) && /rel=["']modulepreload["']/.test(tag);
    const url = /(?:src|href)=["']\/assets\/([^"']+\.js)["']/.exec(tag)?.[1];
    if ((isModule || isPreload) && url) found.add(url);
  }
  return [...found];
}

/** The files from `start` and everything they import statically, each once. */
function closure(assets, start) {
  const seen = new Set();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(readFileSync(join(assets, file), 'utf8')));
  }
  return seen;
}

/** The initial JavaScript of each page of a build: files and gzipped bytes. */
export function measure(dist) {
  const assets = join(dist, 'assets');
  const names = readdirSync(assets);
  const gz = (file) => gzipSync(readFileSync(join(assets, file)), { level: 9 }).length;
  const entry = closure(assets, entryScripts(readFileSync(join(dist, 'index.html'), 'utf8')));
  const texts = names.flatMap((file) => {
    const match = TEXTS.exec(file);
    return match ? [{ file, language: match[1], namespace: match[2], gzip: gz(file) }] : [];
  });
  const languages = [...new Set(texts.map((text) => text.language))];
  /** A language's text files of some namespaces, with those of the language a regional variant falls back to (nl-BE: nl). */
  const textFiles = (language, namespaces) => {
    const chain = language.includes('-') ? [language, language.slice(0, 2)] : [language];
    return texts.filter((text) => chain.includes(text.language) && namespaces.includes(text.namespace)).map((text) => text.file);
  };
  const pages = {};
  for (const [page, prefix] of Object.entries(PAGES)) {
    const chunk = names.find((name) => name.startsWith(`${prefix}-`) && name.endsWith('.js'));
    if (!chunk) throw new Error(`no chunk ${prefix}-*.js in ${assets}`);
    const code = [...new Set([...entry, ...closure(assets, [chunk])])];
    const namespaces = [...START_NAMESPACES, ...PAGE_NAMESPACES[page]];
    let largest = { language: null, files: code, gzip: code.reduce((sum, file) => sum + gz(file), 0) };
    for (const language of languages) {
      const files = [...code, ...textFiles(language, namespaces)];
      const gzip = files.reduce((sum, file) => sum + gz(file), 0);
      if (gzip > largest.gzip || largest.language === null) largest = { language, files, gzip };
    }
    pages[page] = { language: largest.language, files: largest.files, requests: largest.files.length, gzip: largest.gzip };
  }
  return { entry: [...entry], texts, pages };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function main() {
  const distArg = process.argv.indexOf('--dist');
  const here = dirname(fileURLToPath(import.meta.url));
  const dist = distArg > 0 ? resolve(process.argv[distArg + 1]) : resolve(here, '../dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`no build in ${dist}`);
  const result = measure(dist);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(result, null, 2));
    return;
  }
  let over = false;
  for (const [page, { gzip, requests, language }] of Object.entries(result.pages)) {
    const fails = gzip > ENFORCED_BYTES;
    over ||= fails;
    const status = fails ? 'OVER' : gzip > BUDGET_BYTES ? 'warn' : 'ok  ';
    const texts = language ? `, texts in ${language}` : '';
    console.log(`${status} ${page}: initial JS ${kb(gzip)} gzipped in ${requests} files${texts} (limit ${kb(ENFORCED_BYTES)}, target ${kb(BUDGET_BYTES)})`);
  }
  if (over) {
    console.error('Initial JavaScript over budget (issue 17). Move what the first paint does not need into a lazy chunk.');
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

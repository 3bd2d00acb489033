#!/usr/bin/env node
// Lighthouse 12 (mobile preset) against the built site, for issue 17: each page RUNS times, the median per
// figure, printed as a Markdown table (docs/benchmarks.md). The site must be running (the built API serving
// apps/web/dist, e.g. `E2E_PORT=3108 DATABASE_URL=… node e2e/start-server.mjs`, which seeds the demo members).
//
//   LIGHTHOUSE_URL=http://127.0.0.1:3108 node scripts/lighthouse.mjs
//   LIGHTHOUSE_RUNS=3 LIGHTHOUSE_PAGES=/,/leden CHROMIUM_PATH=/usr/bin/chromium node scripts/lighthouse.mjs
//   LIGHTHOUSE_SAVE=/tmp/lh node scripts/lighthouse.mjs   # also writes each run's whole report (JSON) there
//   LIGHTHOUSE_APPEND=../../docs/benchmarks.md node scripts/lighthouse.mjs   # also appends the table there, dated
//
// A run Lighthouse could not finish (its runtimeError, e.g. NO_LCP) is named and counts as a failed run: its
// figures are left out of the medians and the row says how many runs failed.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const base = (process.env.LIGHTHOUSE_URL ?? 'http://127.0.0.1:3108').replace(/\/$/, '');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const saveDir = process.env.LIGHTHOUSE_SAVE;
if (saveDir) mkdirSync(saveDir, { recursive: true });
const load = () => loadavg().map((l) => l.toFixed(2)).join(' / ');

/** The home page, a lander and the members page by default; a profile is added from the first member the search shows. */
async function pages() {
  if (process.env.LIGHTHOUSE_PAGES) return process.env.LIGHTHOUSE_PAGES.split(',');
  const list = ['/', '/landers/adultonly', '/leden'];
  const search = await fetch(`${base}/api/search.php`).then((response) => (response.ok ? response.json() : null)).catch(() => null);
  const first = search?.profiles?.[0]?.id;
  if (first) list.push(`/leden/${first}`);
  return list;
}

const FIGURES = [
  ['performance', (lhr) => Math.round(lhr.categories.performance.score * 100)],
  ['accessibility', (lhr) => Math.round(lhr.categories.accessibility.score * 100)],
  ['best practices', (lhr) => Math.round(lhr.categories['best-practices'].score * 100)],
  ['SEO', (lhr) => Math.round(lhr.categories.seo.score * 100)],
  ['LCP s', (lhr) => lhr.audits['largest-contentful-paint'].numericValue / 1000],
  ['CLS', (lhr) => lhr.audits['cumulative-layout-shift'].numericValue],
  ['TBT ms', (lhr) => lhr.audits['total-blocking-time'].numericValue],
  ['FCP s', (lhr) => lhr.audits['first-contentful-paint'].numericValue / 1000],
];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const format = (name, value) => (name === 'CLS' ? value.toFixed(3) : name.endsWith(' s') ? value.toFixed(2) : String(Math.round(value)));

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
try {
  const rows = [];
  let failures = 0;
  console.error(`load average at the start: ${load()}`);
  for (const path of await pages()) {
    const results = [];
    for (let run = 0; run < runs; run++) {
      // The default config is the mobile preset (Moto G Power, slow 4G, 4× CPU slowdown).
      const result = await lighthouse(`${base}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
      if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
      if (saveDir) writeFileSync(join(saveDir, `${path.replace(/\W+/g, '_') || 'home'}-${run + 1}.json`), JSON.stringify(result.lhr));
      const failed = result.lhr.runtimeError;
      if (failed) failures += 1;
      else results.push(result.lhr);
      console.error(`${path} run ${run + 1}: ${failed ? `failed (${failed.code}: ${failed.message})` : `performance ${Math.round(result.lhr.categories.performance.score * 100)}`} (load ${load()})`);
    }
    const figures = results.length > 0 ? FIGURES.map(([name, read]) => format(name, median(results.map(read)))) : FIGURES.map(() => '–');
    rows.push([path, ...figures, `${results.length} of ${runs}`]);
  }
  const table = [
    `| page | ${FIGURES.map(([name]) => name).join(' | ')} | runs finished |`,
    `|---|${FIGURES.map(() => '---').join('|')}|---|`,
    ...rows.map((row) => `| \`${row[0]}\` | ${row.slice(1).join(' | ')} |`),
    '',
    `load average at the end: ${load()}; runs Lighthouse could not finish: ${failures}`,
  ].join('\n');
  console.log(table);
  const append = process.env.LIGHTHOUSE_APPEND;
  if (append) appendFileSync(append, `\n### ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${base} (median of ${runs} runs)\n\n${table}\n`);
} finally {
  await chrome.kill();
}

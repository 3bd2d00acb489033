#!/usr/bin/env node
// Prints the imports between web features and the cycles between source folders.
//
//   node scripts/feature-graph.mjs          # summary and every cross-feature import
//   node scripts/feature-graph.mjs --quiet  # summary only
//   node scripts/feature-graph.mjs --src ../other/src
//
// A "unit" is lib/, components/, app/ or one features/<name>/ folder; a folder cycle is a closed
// path of imports through two or more units (each elementary cycle counts once). Test files do
// not count: they may reach wherever they need to.
// Exit code 1 when there is a cross-feature import or a folder cycle.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const srcArg = process.argv.indexOf('--src');
const src = srcArg > 0 ? resolve(process.argv[srcArg + 1]) : resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const quiet = process.argv.includes('--quiet');

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The unit a source file belongs to, e.g. `features/chat`, `lib`, or null outside those folders. */
function unitOf(file) {
  const parts = relative(src, file).split(sep);
  if (parts[0] === 'features' && parts.length > 2) return `features/${parts[1]}`;
  if (['lib', 'components', 'app'].includes(parts[0]) && parts.length > 1) return parts[0];
  return null;
}

const specifiers = /(?:import|export)\s[^'";]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s+['"]([^'"]+)['"]/g;

function target(file, spec) {
  if (spec.startsWith('@/')) return join(src, spec.slice(2));
  if (spec.startsWith('.')) return resolve(dirname(file), spec);
  return null;
}

const edges = new Map(); // unit -> Set<unit>
const crossFeature = [];
for (const file of walk(src)) {
  const from = unitOf(file);
  if (!from) continue;
  for (const match of readFileSync(file, 'utf8').matchAll(specifiers)) {
    const spec = match[1] ?? match[2] ?? match[3];
    const path = target(file, spec);
    const to = path && unitOf(path.endsWith('.ts') || path.endsWith('.tsx') ? path : `${path}.ts`);
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
    if (from.startsWith('features/') && to.startsWith('features/')) {
      crossFeature.push(`${relative(src, file)} -> ${spec}`);
    }
  }
}

// Elementary cycles: from each unit, paths through later units only that come back to it.
const units = [...new Set([...edges.keys(), ...[...edges.values()].flatMap((set) => [...set])])].sort();
const cycles = [];
for (const start of units) {
  const visit = (unit, path) => {
    for (const next of edges.get(unit) ?? []) {
      if (next === start) cycles.push([...path]);
      else if (next > start && !path.includes(next)) visit(next, [...path, next]);
    }
  };
  visit(start, [start]);
}

if (!quiet) {
  for (const line of crossFeature) console.log(`cross-feature  ${line}`);
  for (const cycle of cycles) console.log(`folder cycle   ${[...cycle, cycle[0]].join(' -> ')}`);
  console.log('');
  for (const unit of units) console.log(`${unit} -> ${[...(edges.get(unit) ?? [])].sort().join(', ') || '(nothing)'}`);
  console.log('');
}
console.log(`cross-feature imports: ${crossFeature.length}`);
console.log(`folder cycles: ${cycles.length}`);
process.exitCode = crossFeature.length || cycles.length ? 1 : 0;

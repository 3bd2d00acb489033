#!/usr/bin/env node
// Prints the imports between web features and the cycles between source folders.
//
//   node scripts/feature-graph.mjs          # summary and every cross-feature import
//   node scripts/feature-graph.mjs --quiet  # summary only
//
// A "unit" is lib/, components/, app/ or one features/<name>/ folder; a folder cycle is a set of
// units that import each other round (a strongly connected component of more than one unit).
// Exit code 1 when there is a cross-feature import or a folder cycle.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
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

// Tarjan's strongly connected components over the unit graph.
const units = [...new Set([...edges.keys(), ...[...edges.values()].flatMap((set) => [...set])])].sort();
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
let counter = 0;
function connect(unit) {
  index.set(unit, counter);
  low.set(unit, counter++);
  stack.push(unit);
  onStack.add(unit);
  for (const next of edges.get(unit) ?? []) {
    if (!index.has(next)) {
      connect(next);
      low.set(unit, Math.min(low.get(unit), low.get(next)));
    } else if (onStack.has(next)) {
      low.set(unit, Math.min(low.get(unit), index.get(next)));
    }
  }
  if (low.get(unit) === index.get(unit)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== unit);
    if (component.length > 1) cycles.push(component.sort());
  }
}
for (const unit of units) if (!index.has(unit)) connect(unit);

if (!quiet) {
  for (const line of crossFeature) console.log(`cross-feature  ${line}`);
  for (const cycle of cycles) console.log(`folder cycle   ${cycle.join(' <-> ')}`);
  console.log('');
  for (const unit of units) console.log(`${unit} -> ${[...(edges.get(unit) ?? [])].sort().join(', ') || '(nothing)'}`);
  console.log('');
}
console.log(`cross-feature imports: ${crossFeature.length}`);
console.log(`folder cycles: ${cycles.length}`);
process.exitCode = crossFeature.length || cycles.length ? 1 : 0;

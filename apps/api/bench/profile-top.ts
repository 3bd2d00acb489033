/**
 * Reads the CPU profiles a benchmark wrote (`BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR"`) and prints where
 * the API's time went: the top functions by self time, self time per package, and the inclusive time of the
 * app's own functions. Idle time and `writev` (socket writes: on a loaded machine mostly the process waiting to
 * run again, not its CPU) are left out of the shares, so two builds' profiles compare by their JavaScript.
 *
 *   pnpm --filter @dating/api bench:profile DIR [how many rows, 40]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [target, rowsArg] = process.argv.slice(2);
if (!target) throw new Error('usage: profile-top.ts <.cpuprofile or folder> [rows]');
const rows = Number(rowsArg ?? 40);
const files = statSync(target).isDirectory()
  ? readdirSync(target)
      .filter((f) => f.endsWith('.cpuprofile'))
      .map((f) => join(target, f))
  : [target];

/** node_modules/.pnpm/x@1/node_modules/x/lib/a.js → x/lib/a.js; the app's files from apps/ or packages/ on. */
const shortUrl = (url: string) => url.replace(/^.*node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?/, '').replace(/^.*\/((apps|packages)\/)/, '$1');
const packageOf = (url: string) => {
  if (!url) return '(native)';
  const inModules = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (inModules) return inModules[1]!;
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/')[0]}`;
  return /\/((apps|packages)\/[^/]+)\//.exec(url)?.[1] ?? url;
};
const isOwn = (url: string) => /\/(apps|packages)\//.test(url) && !url.includes('node_modules');
const label = (f: CallFrame) => `${f.functionName || '(anonymous)'} ${shortUrl(f.url)}:${f.lineNumber + 1}`;
const add = <K>(map: Map<K, number>, key: K, t: number) => map.set(key, (map.get(key) ?? 0) + t);

const self = new Map<string, number>();
const byPackage = new Map<string, number>();
const inclusive = new Map<string, number>();
let total = 0;
let left = 0;
for (const file of files) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parent.set(child, n.id);
  const time = new Map<number, number>();
  profile.samples.forEach((id, i) => add(time, id, profile.timeDeltas[i] ?? 0));
  for (const [id, t] of time) {
    const frame = nodes.get(id)!.callFrame;
    total += t;
    if (frame.functionName === '(idle)' || frame.functionName === 'writev') {
      left += t;
      continue;
    }
    add(self, label(frame), t);
    add(byPackage, packageOf(frame.url), t);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const f = nodes.get(at)!.callFrame;
      const key = label(f);
      if (!isOwn(f.url) || seen.has(key)) continue;
      seen.add(key);
      add(inclusive, key, t);
    }
  }
}

const busy = total - left;
const share = (t: number) => `${((100 * t) / busy).toFixed(1).padStart(5)}%`;
const top = (map: Map<string, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
console.log(`${files.length} profile(s): ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(2)} s without idle and writev (the shares below)`);
console.log(`\nTop ${rows} by self time`);
for (const [key, t] of top(self, rows)) console.log(share(t), key);
console.log('\nSelf time per package');
for (const [key, t] of top(byPackage, 25)) console.log(share(t), key);
console.log('\nInclusive time of the app’s own functions');
for (const [key, t] of top(inclusive, rows)) console.log(share(t), key);

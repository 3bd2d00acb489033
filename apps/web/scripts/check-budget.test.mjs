import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { ENFORCED_BYTES, entryScripts, measure, staticImports } from './check-budget.mjs';

const script = fileURLToPath(new URL('./check-budget.mjs', import.meta.url));
const dirs = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A build: index.html starting index-x.js, which imports react-x.js; pages and texts as lazy chunks. */
function build({ reactBytes = 100 } = {}) {
  const dist = mkdtempSync(join(tmpdir(), 'budget-'));
  dirs.push(dist);
  mkdirSync(join(dist, 'assets'));
  const file = (name, content) => writeFileSync(join(dist, 'assets', name), content);
  writeFileSync(
    join(dist, 'index.html'),
    '<script type="module" crossorigin src="/assets/index-AAAAAAAA.js"></script><link rel="modulepreload" crossorigin href="/assets/react-BBBBBBBB.js"><link rel="stylesheet" href="/assets/index-CCCCCCCC.css">',
  );
  file('index-AAAAAAAA.js', 'import{a as r}from"./react-BBBBBBBB.js";const p=()=>import("./home-page-DDDDDDDD.js");r(p);');
  // Random bytes do not compress: the gzipped size is about the raw size.
  file('react-BBBBBBBB.js', `export const a=()=>0;//${randomBytes(reactBytes).toString('base64')}`);
  file('index-CCCCCCCC.css', 'body{}');
  file('home-page-DDDDDDDD.js', 'import"./shared-EEEEEEEE.js";export const HomePage=1;');
  file('landers-page-FFFFFFFF.js', 'export const LandersPage=1;');
  file('members-page-GGGGGGGG.js', 'import{x}from"./shared-EEEEEEEE.js";export const MembersPage=x;');
  file('shared-EEEEEEEE.js', 'export const x=1;');
  file('settings-page-HHHHHHHH.js', `export const s=1;//${randomBytes(5000).toString('base64')}`);
  file('texts-nl-common-IIIIIIII.js', `export default {};//${randomBytes(300).toString('base64')}`);
  file('texts-nl-reference-KKKKKKKK.js', 'export default {};');
  file('texts-nl-BE-common-JJJJJJJJ.js', 'export default {};');
  file('texts-pl-common-LLLLLLLL.js', 'export default {};');
  file('texts-nl-members-MMMMMMMM.js', `export default {};//${randomBytes(200).toString('base64')}`);
  file('texts-nl-chat-NNNNNNNN.js', `export default {};//${randomBytes(2000).toString('base64')}`);
  return dist;
}

describe('initial JavaScript budget', () => {
  it('reads the entry scripts and static imports of a built chunk, not its dynamic imports', () => {
    expect(entryScripts('<script type="module" src="/assets/a.js"></script><link rel="modulepreload" href="/assets/b.js"><link rel="stylesheet" href="/assets/c.css">')).toEqual(['a.js', 'b.js']);
    expect(staticImports('import{a as b}from"./x.js";import"./y.js";const z=()=>import("./lazy.js");')).toEqual(['x.js', 'y.js']);
  });

  it('counts the entry, what it imports, the page chunk with its imports and the texts of the largest language; no other page', () => {
    const { pages } = measure(build());
    expect(pages.home.language).toBe('nl-BE');
    expect(pages.home.files.sort()).toEqual([
      'home-page-DDDDDDDD.js',
      'index-AAAAAAAA.js',
      'react-BBBBBBBB.js',
      'shared-EEEEEEEE.js',
      'texts-nl-BE-common-JJJJJJJJ.js',
      'texts-nl-common-IIIIIIII.js',
      'texts-nl-reference-KKKKKKKK.js',
    ]);
    expect(pages.lander.files).not.toContain('shared-EEEEEEEE.js');
    expect(pages.members.files).toContain('shared-EEEEEEEE.js');
    // The members page fetches its namespace beside its chunk; a namespace no page starts with is not counted.
    expect(pages.members.files).toContain('texts-nl-members-MMMMMMMM.js');
    expect(pages.home.files).not.toContain('texts-nl-members-MMMMMMMM.js');
    for (const page of Object.values(pages)) expect(page.files).not.toContain('texts-nl-chat-NNNNNNNN.js');
    for (const page of Object.values(pages)) expect(page.files).not.toContain('settings-page-HHHHHHHH.js');
    expect(pages.home.gzip).toBeGreaterThan(400);
  });

  it('passes the build under the limit and fails it above, printing the figures', () => {
    const small = execFileSync('node', [script, '--dist', build()], { encoding: 'utf8' });
    expect(small).toMatch(/home: initial JS [\d.]+ KB gzipped in 7 files, texts in nl-BE/);
    let failure;
    try {
      execFileSync('node', [script, '--dist', build({ reactBytes: ENFORCED_BYTES })], { encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      failure = error;
    }
    expect(failure?.status).toBe(1);
    expect(failure.stdout).toMatch(/OVER home: initial JS \d+\.\d KB/);
    expect(failure.stderr).toMatch(/over budget/);
  });
});

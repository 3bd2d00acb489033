import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../../test/build-app.js';

// Issue 17, decision 075: a public page's first screen is in the HTML for a visitor without a session, rendered by
// the web build's server entry with the API's own answers. The entry here stands in for the web build's
// (apps/web/src/entry-server.tsx, tested in the browser by e2e/first-screen.spec.ts): it makes the calls the app
// makes, through the fetch the server hands it, and writes what it got.
const entry = `
export async function renderFirstScreen({ url, language, fetch }) {
  const address = new URL(url);
  const get = (path) => fetch(path, { method: 'GET', credentials: 'same-origin', headers: { Accept: 'application/json' } });
  const settings = await get('/api/settings.php?host=' + address.hostname);
  const user = await (await get('/api/user.php')).json();
  globalThis.firstScreenRenders = (globalThis.firstScreenRenders ?? 0) + 1;
  if (address.searchParams.has('fail')) throw new Error('the render failed');
  const name = settings.ok ? (await settings.json()).settings.name : 'no settings ' + settings.status;
  const html = '<main><h1>' + name + '</h1><p data-visitor="' + (user.user === null) + '">' + language + ' ' + address.pathname + address.search + '</p></main>';
  return { html, data: [[['user'], user.user, 1], [['note'], '</script><script>alert(1)</script>', 2]] };
}
`;
const html =
  '<!doctype html>\n<html lang="nl">\n  <head>\n    <title></title>\n    <script type="module" crossorigin src="/assets/index-Ab12.js"></script>\n' +
  '    <link rel="modulepreload" crossorigin href="/assets/react-Cd34.js">\n    <link rel="stylesheet" crossorigin href="/assets/index-Ef56.css">\n  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';
let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'web-build-'));
  await mkdir(join(dir, 'dist'));
  await mkdir(join(dir, 'dist-ssr'));
  await writeFile(join(dir, 'dist', 'index.html'), html);
  await writeFile(join(dir, 'dist-ssr', 'entry-server.js'), entry);
  t = await createTestApp({ WEB_DIST: join(dir, 'dist') });
});
afterAll(async () => {
  await t?.close();
  await rm(dir, { recursive: true, force: true });
});

const renders = () => (globalThis as { firstScreenRenders?: number }).firstScreenRenders ?? 0;
const page = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: { host: 'amora.test', ...(cookie ? { cookie } : {}) } });
const rootOf = (body: string) => /<div id="root"[^>]*>.*?<\/div>(?=<script type="application\/json"|\s*<\/body>)/s.exec(body)?.[0] ?? '';
const headOf = (body: string) => /<head>.*<\/head>/s.exec(body)?.[0] ?? '';
const dataOf = (body: string) => /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/s.exec(body)?.[1];

describe("a public page's first screen", () => {
  it("is in the visitor's HTML, inert until the app replaces it, made with the API's answers to the visitor", async () => {
    const settings = await t.app.inject({ method: 'GET', url: '/api/settings.php?host=amora.test', headers: { host: 'amora.test' } });
    const name = settings.json<{ settings: { name: string } }>().settings.name;
    const response = await page('/leden');
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe(`<div id="root" inert aria-hidden="true" data-first-screen><main><h1>${name}</h1><p data-visitor="true">nl /leden</p></main></div>`);
    // Beside it the answers it was made of, for the app's first render; no text in them can end the element.
    const data = dataOf(response.body);
    expect(data).not.toContain('</script>');
    expect(JSON.parse(data!)).toEqual([[['user'], null, 1], [['note'], '</script><script>alert(1)</script>', 2]]);
    // The app's code waits until the screen has painted: its tags are in a template that start-app.js adds back.
    expect(headOf(response.body)).not.toMatch(/<script|modulepreload/);
    expect(headOf(response.body)).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Ef56.css">');
    expect(response.body).toContain(
      '<template id="app-code"><script type="module" crossorigin src="/assets/index-Ab12.js"></script><link rel="modulepreload" crossorigin href="/assets/react-Cd34.js"></template><script src="/start-app.js" defer></script>',
    );
  });

  it('is rendered once per page, language and site for 30 seconds, and anew for another address', async () => {
    await page('/inloggen');
    const before = renders();
    expect(rootOf((await page('/inloggen')).body)).toContain('data-first-screen');
    expect(renders()).toBe(before);
    expect(rootOf((await page('/inloggen?sub1=x')).body)).toContain('nl /inloggen?sub1=x');
    expect(renders()).toBe(before + 1);
  });

  it("is in the visitor's language", async () => {
    const response = await page('/mitglieder', 'i18n_redirected=de');
    expect(rootOf(response.body)).toContain('<p data-visitor="true">de /mitglieder</p>');
  });

  it('is not rendered for a session, a member-only page, a page that does not exist or a HEAD request', async () => {
    const before = renders();
    const member = await page('/leden', 'sid=a-session');
    expect(rootOf(member.body)).toBe('<div id="root"></div>');
    expect(dataOf(member.body)).toBeUndefined();
    expect(headOf(member.body)).toContain('<script type="module" crossorigin src="/assets/index-Ab12.js"></script>');
    expect(rootOf((await page('/berichten')).body)).toBe('<div id="root"></div>');
    const missing = await page('/leden/999999999');
    expect(missing.statusCode).toBe(404);
    expect(rootOf(missing.body)).toBe('<div id="root"></div>');
    const head = await t.app.inject({ method: 'HEAD', url: '/leden?head=1', headers: { host: 'amora.test' } });
    expect(head.statusCode).toBe(200);
    expect(renders()).toBe(before);
  });

  it('leaves the page as it was when the render fails', async () => {
    const response = await page('/leden?fail=1');
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe('<div id="root"></div>');
  });
});

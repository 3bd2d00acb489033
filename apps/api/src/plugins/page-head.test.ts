import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { withHead } from './page-head.js';

// Issue 17, findable: each page's title and description in the visitor's language are in the HTML the server sends.
const html = '<!doctype html>\n<html lang="nl">\n  <head>\n    <meta charset="UTF-8" />\n    <title></title>\n  </head>\n  <body><div id="root"></div><script type="module" src="/assets/index-Ab12Cd34.js"></script></body>\n</html>\n';
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await writeFile(join(dist, 'index.html'), html);
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];
const descriptionOf = (body: string) => /<meta name="description" content="([^"]*)" \/>/.exec(body)?.[1];

describe('the page head in the HTML', () => {
  it('gives the home page the title and description in the visitor’s language, by cookie or browser', async () => {
    const en = await t.app.inject({ url: '/', headers: { cookie: 'i18n_redirected=en' } });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toMatch(/^text\/html/);
    expect(titleOf(en.body)).toBe('Amora – dating and chatting with members near you');
    expect(descriptionOf(en.body)).toBe('Create a free profile, find members near you, like, match and chat.');
    expect(en.body).toContain('<html lang="en">');
    expect(en.body.match(/<title>/g)).toHaveLength(1);

    const de = await t.app.inject({ url: '/', headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(titleOf(de.body)).toBe('Amora – Dating und Chat mit Mitgliedern in deiner Nähe');
    expect(de.body).toContain('<html lang="de">');
    expect(String(de.headers.vary).toLowerCase()).toContain('accept-language');

    // In the site's own language, the operator's title (the seeded site is Dutch).
    const nl = await t.app.inject({ url: '/', headers: { cookie: 'i18n_redirected=nl' } });
    expect(titleOf(nl.body)).toBe('Amora – daten en chatten met leden bij jou in de buurt');
  });

  it('gives a lander and a legal page their own title and description; another page the site’s', async () => {
    const lander = await t.app.inject({ url: '/landers/video', headers: { cookie: 'i18n_redirected=de' } });
    expect(lander.statusCode).toBe(200);
    expect(titleOf(lander.body)).toBe('Sieh, wie einfach Dating sein kann | Amora');
    expect(descriptionOf(lander.body)).toMatch(/^In einer Minute/);

    const terms = await t.app.inject({ url: '/pages/terms', headers: { cookie: 'i18n_redirected=en' } });
    expect(titleOf(terms.body)).toBe('Terms and conditions | Amora');
    expect(descriptionOf(terms.body)).toBe('Terms and conditions of Amora.');

    const unknown = await t.app.inject({ url: '/no/such/page', headers: { cookie: 'i18n_redirected=en' } });
    expect(unknown.statusCode).toBe(404);
    expect(titleOf(unknown.body)).toBe('Amora – dating and chatting with members near you');
  });

  it('escapes the texts it puts into the HTML', () => {
    const out = withHead(html, { title: 'A </title><script>alert(1)</script> & "B"', description: '"><script>x</script>' }, 'en');
    expect(titleOf(out)).toBe('A &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;B&quot;');
    expect(descriptionOf(out)).toBe('&quot;&gt;&lt;script&gt;x&lt;/script&gt;');
    expect(out).not.toContain('<script>');
  });
});

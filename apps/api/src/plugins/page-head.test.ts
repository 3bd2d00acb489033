import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { addPhotos, createMember } from '../../test/factories.js';
import { withHead } from './page-head.js';
import { textModules } from './page-preload.js';

// Issue 17, findable: each page's title and description in the visitor's language are in the HTML the server sends.
const html = '<!doctype html>\n<html lang="nl">\n  <head>\n    <meta charset="UTF-8" />\n    <title></title>\n    <script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n';
// The build's manifest (Vite's build.manifest) for the chunks the server preloads: the entry, a page, the texts.
const manifest = {
  'index.html': { file: 'assets/index-Ab12Cd34.js', src: 'index.html', isEntry: true, imports: ['_react-Aa11.js'] },
  '_react-Aa11.js': { file: 'assets/react-Aa11.js' },
  '_parts-Bb22.js': { file: 'assets/parts-Bb22.js', imports: ['_react-Aa11.js', 'index.html'], css: ['assets/parts-Bb22.css'] },
  'src/app/pages/member/member-profile-page.tsx': { file: 'assets/member-profile-page-Cc33.js', src: 'src/app/pages/member/member-profile-page.tsx', imports: ['index.html', '_react-Aa11.js', '_parts-Bb22.js'] },
  // One chunk per language and namespace of the texts (decision 069).
  '../../packages/i18n/locales/en/common.json': { file: 'assets/texts-en-common-Dd44.js', src: '../../packages/i18n/locales/en/common.json' },
  '../../packages/i18n/locales/en/reference.json': { file: 'assets/texts-en-reference-Ee55.js', src: '../../packages/i18n/locales/en/reference.json' },
  '../../packages/i18n/locales/en/members.json': { file: 'assets/texts-en-members-Ff66.js', src: '../../packages/i18n/locales/en/members.json' },
  '../../packages/i18n/locales/en/chat.json': { file: 'assets/texts-en-chat-Gg77.js', src: '../../packages/i18n/locales/en/chat.json' },
};
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await writeFile(join(dist, 'index.html'), html);
  await mkdir(join(dist, '.vite'));
  await writeFile(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

const titleOf = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];
const descriptionOf = (body: string) => /<meta name="description" content="([^"]*)" \/>/.exec(body)?.[1];
const robotsOf = (body: string) => /<meta name="robots" content="([^"]*)" \/>/.exec(body)?.[1];
const linksOf = (body: string) =>
  [...body.matchAll(/<link rel="(canonical|alternate)"(?: hreflang="([^"]*)")? href="([^"]*)" \/>/g)].map((m) => `${m[1]} ${m[2] ?? ''} ${m[3]}`);

describe('the texts a page preloads', () => {
  it('are the start namespaces and the page’s own, with the base language’s behind a regional variant', () => {
    const texts = (lang: string, ns: string) => `../../packages/i18n/locales/${lang}/${ns}.json`;
    expect(textModules('de', 'home')).toEqual([texts('de', 'common'), texts('de', 'reference')]);
    expect(textModules('fr-BE', 'members')).toEqual([
      texts('fr-BE', 'common'), texts('fr-BE', 'reference'), texts('fr-BE', 'members'),
      texts('fr', 'common'), texts('fr', 'reference'), texts('fr', 'members'),
    ]);
  });
});

describe('the page head in the HTML', () => {
  it('gives the home page the title and description in the visitor’s language, by cookie or browser', async () => {
    const en = await t.app.inject({ url: '/', headers: { cookie: 'i18n_redirected=en' } });
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toMatch(/^text\/html/);
    expect(titleOf(en.body)).toBe('Amora – dating and chatting with members near you');
    expect(descriptionOf(en.body)).toBe('Create a free profile, find members near you, like, match and chat.');
    expect(en.body).toContain('<html lang="en">');
    expect(en.body.match(/<title>/g)).toHaveLength(1);

    const de = await t.app.inject({ url: '/', headers: { cookie: 'i18n_redirected=de' } });
    expect(titleOf(de.body)).toBe('Amora – Dating und Chat mit Mitgliedern in deiner Nähe');
    expect(de.body).toContain('<html lang="de">');
    expect(String(de.headers.vary).toLowerCase()).toContain('cookie');

    // In the site's own language, the operator's title (the seeded site is Dutch).
    const nl = await t.app.inject({ url: '/', headers: { cookie: 'i18n_redirected=nl' } });
    expect(titleOf(nl.body)).toBe('Amora – daten en chatten met leden bij jou in de buurt');
  });

  it('starts a first visit in the language the app will show (the site’s, not the browser’s) and keeps it in the cookie', async () => {
    const first = await t.app.inject({ url: '/', headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(first.body).toContain('<html lang="nl">');
    expect(titleOf(first.body)).toBe('Amora – daten en chatten met leden bij jou in de buurt');
    const cookie = first.cookies.find((c) => c.name === 'i18n_redirected');
    expect(cookie).toMatchObject({ value: 'nl', path: '/', sameSite: 'Lax' });
    // A visitor who chose a language keeps it; the cookie is not written again.
    const again = await t.app.inject({ url: '/', headers: { cookie: 'i18n_redirected=pl', 'accept-language': 'de' } });
    expect(again.body).toContain('<html lang="pl">');
    expect(again.cookies.find((c) => c.name === 'i18n_redirected')).toBeUndefined();
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
    expect(titleOf(unknown.body)).toBe('This page could not be found | Amora');
    expect(robotsOf(unknown.body)).toBe('noindex');
    expect(unknown.body).not.toContain('rel="canonical"');
  });

  it('gives a visible member’s profile their name, the canonical and hreflang links, index, and preloads its photo, data and code', async () => {
    const member = await createMember(t.app.db, { name: 'Karolina' });
    await addPhotos(t.app.db, member.id, 2);
    const res = await t.app.inject({ url: `/mitglieder/${member.id}`, headers: { cookie: 'i18n_redirected=en', host: 'amora.test' } });
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Karolina | Amora');
    expect(robotsOf(res.body)).toBe('index, follow');
    expect(linksOf(res.body)).toEqual([
      `canonical  http://amora.test/members/${member.id}`,
      `alternate nl http://amora.test/leden/${member.id}`,
      `alternate de http://amora.test/mitglieder/${member.id}`,
      `alternate en http://amora.test/members/${member.id}`,
      `alternate es http://amora.test/miembros/${member.id}`,
      `alternate fr http://amora.test/membres/${member.id}`,
      `alternate it http://amora.test/membri/${member.id}`,
      `alternate pl http://amora.test/uzytkownicy/${member.id}`,
      `alternate x-default http://amora.test/leden/${member.id}`,
    ]);
    // The main photo, the answers the app asks for first and the page's chunks, after the build's entry.
    const head = res.body.slice(res.body.indexOf('index-Ab12Cd34.js'), res.body.indexOf('</head>'));
    expect(head).toContain(`<link rel="preload" as="image" fetchpriority="high" href="/media/p/${member.id}/0-original-secret.webp" />`);
    expect(head).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/settings.php?host=amora.test" />');
    expect(head).toContain(`<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/member.php?id=${member.id}" />`);
    expect([...head.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      // The texts every page starts with and the profile's own (not the chat's, nor another language's).
      '/assets/texts-en-common-Dd44.js',
      '/assets/texts-en-reference-Ee55.js',
      '/assets/texts-en-members-Ff66.js',
      '/assets/member-profile-page-Cc33.js',
      '/assets/parts-Bb22.js',
    ]);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/parts-Bb22.css" />');
    // The manifest itself is not served.
    expect((await t.app.inject({ url: '/.vite/manifest.json' })).statusCode).toBe(404);
  });

  it('preloads a visitor’s first search and the first row’s photos on the members page without filters', async () => {
    // The newest members come first in a search without filters.
    const older = await createMember(t.app.db);
    await addPhotos(t.app.db, older.id, 1);
    const newest = await createMember(t.app.db);
    await addPhotos(t.app.db, newest.id, 1);
    const res = await t.app.inject({ url: '/leden', headers: { cookie: 'i18n_redirected=nl' } });
    expect(res.statusCode).toBe(200);
    const preloaded = [...res.body.matchAll(/<link rel="preload" as="([a-z]+)"[^>]* href="([^"]+)" \/>/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(preloaded).toEqual([
      `image /media/p/${newest.id}/0-original-secret.webp`,
      `image /media/p/${older.id}/0-original-secret.webp`,
      'fetch /api/settings.php?host=localhost',
      'fetch /api/search.php?pageNumber=1&amp;perPage=24',
    ]);
    // The answer the app then asks for is the one preloaded: the same photos first.
    const search = await t.app.inject({ url: '/api/search.php?pageNumber=1&perPage=24' });
    expect(search.json<{ profiles: { id: number }[] }>().profiles.slice(0, 2).map((p) => p.id)).toEqual([newest.id, older.id]);
    // A search with filters, or a logged-in member's, is not guessed.
    const filtered = await t.app.inject({ url: '/leden?gender=male', headers: { cookie: 'i18n_redirected=nl' } });
    expect(filtered.body).not.toContain('/api/search.php');
    const member = await t.app.inject({ url: '/leden', headers: { cookie: `i18n_redirected=nl; ${newest.cookie}` } });
    expect(member.body).not.toContain('/api/search.php');
    expect(member.body).not.toContain('as="image"');
  });

  it('answers a hidden or deleted member’s profile 404, noindex, without their name', async () => {
    const hidden = await createMember(t.app.db, { name: 'Verborgen', invisible: true });
    const gone = await createMember(t.app.db, { name: 'Vertrokken', status: 'deleted' });
    for (const [member, name] of [[hidden, 'Verborgen'], [gone, 'Vertrokken']] as const) {
      const res = await t.app.inject({ url: `/leden/${member.id}`, headers: { cookie: 'i18n_redirected=nl' } });
      expect(res.statusCode).toBe(404);
      expect(robotsOf(res.body)).toBe('noindex');
      expect(res.body).not.toContain(name);
      expect(res.body).not.toContain('rel="preload"');
    }
  });

  it('gives the member-only pages their own title in the visitor’s language and keeps them out of search engines', async () => {
    const member = await createMember(t.app.db);
    const pages: [string, string, string][] = [
      ['/likes', 'en', 'Likes | Amora'],
      ['/gesprekken', 'nl', 'Berichten | Amora'],
      [`/mitglieder/${member.id}/chat`, 'de', 'Chat | Amora'],
      ['/kredyty', 'pl', 'Kup kredyty | Amora'],
      ['/notifications', 'en', 'Notification settings | Amora'],
      ['/profil', 'fr', 'Mon profil | Amora'],
    ];
    for (const [path, language, title] of pages) {
      const res = await t.app.inject({ url: path, headers: { cookie: `i18n_redirected=${language}` } });
      expect(res.statusCode, path).toBe(200);
      expect(titleOf(res.body), path).toBe(title);
      expect(robotsOf(res.body), path).toBe('noindex');
      expect(res.body, path).not.toContain('rel="canonical"');
    }
    // The public directory is indexed, with its own title.
    const directory = await t.app.inject({ url: '/members', headers: { cookie: 'i18n_redirected=en', host: 'amora.test' } });
    expect(titleOf(directory.body)).toBe('Search members | Amora');
    expect(robotsOf(directory.body)).toBe('index, follow');
    expect(linksOf(directory.body)).toContain('alternate de http://amora.test/mitglieder');
  });

  it('escapes the texts it puts into the HTML', () => {
    const out = withHead(html, { title: 'A </title><script>alert(1)</script> & "B"', description: '"><script>x</script>' }, 'en');
    expect(titleOf(out)).toBe('A &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;B&quot;');
    expect(descriptionOf(out)).toBe('&quot;&gt;&lt;script&gt;x&lt;/script&gt;');
    expect(out).not.toContain('<script>');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../../test/build-app.js';
import { createMember } from '../../test/factories.js';

// Transfer of issue 17: compressed text, long-lived hashed assets, revalidated index.html, HEAD like GET.
const script = `export const greeting = ${JSON.stringify('hallo '.repeat(2000))};\n`;
const html = `<!doctype html><html><head><title>Amora</title><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), html);
  await writeFile(join(dist, 'index.html.br'), brotliCompressSync(html));
  await writeFile(join(dist, 'index.html.gz'), gzipSync(html));
  await writeFile(join(dist, 'assets', 'index-Ab12Cd34.js'), script);
  // What apps/web/scripts/precompress.mjs writes next to each asset.
  await writeFile(join(dist, 'assets', 'index-Ab12Cd34.js.br'), brotliCompressSync(script));
  await writeFile(join(dist, 'assets', 'index-Ab12Cd34.js.gz'), gzipSync(script));
  await writeFile(join(dist, 'assets', 'tiny-Ef56Gh78.js'), 'export {};\n');
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t?.close();
  await rm(dist, { recursive: true, force: true });
});

const varyIncludesEncoding = (vary: unknown) => String(vary).toLowerCase().split(/,\s*/).includes('accept-encoding');

describe('compression', () => {
  it('answers a request body sent compressed with 400 in the member\'s language, never 5xx (request bodies are not decompressed)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user.php',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip', 'accept-language': 'de' },
      payload: gzipSync(JSON.stringify({ email: 'someone@example.test', password: 'secret-secret' })),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
    expect(res.json().message).not.toBe('');
  });

  it('sends a hashed script as brotli or gzip, as the browser prefers, from the precompressed files', async () => {
    const br = await t.app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(varyIncludesEncoding(br.headers.vary)).toBe(true);
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await t.app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(varyIncludesEncoding(gz.headers.vary)).toBe(true);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await t.app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends the page (index.html with its title, decision 065) compressed, compresses API answers above the threshold, not tiny ones', async () => {
    const page = await t.app.inject({ url: '/leden', headers: { 'accept-encoding': 'br' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(varyIncludesEncoding(page.headers.vary)).toBe(true);
    const body = brotliDecompressSync(page.rawPayload).toString();
    expect(body).toContain('<script type="module" src="/assets/index-Ab12Cd34.js"></script>');
    expect(body).toContain('<title>Leden zoeken | Amora</title>');

    // The site settings are well above 1 KB.
    const settings = await t.app.inject({ url: '/api/settings.php', headers: { 'accept-encoding': 'gzip' } });
    expect(settings.statusCode).toBe(200);
    expect(settings.headers['content-encoding']).toBe('gzip');
    expect(varyIncludesEncoding(settings.headers.vary)).toBe(true);
    const plain = await t.app.inject({ url: '/api/settings.php' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(gunzipSync(settings.rawPayload).toString())).toEqual(plain.json());
    expect(plain.body.length).toBeGreaterThan(1024);

    const unknownCall = await t.app.inject({ url: '/api/no-such-call.php', headers: { 'accept-encoding': 'gzip, br' } });
    expect(unknownCall.statusCode).toBe(404);
    expect(unknownCall.headers['content-encoding']).toBeUndefined();
    expect(unknownCall.json()).toMatchObject({ code: 'not_found' });

    // A file without a precompressed copy is compressed on the way, and still arrives whole.
    const tiny = await t.app.inject({ url: '/assets/tiny-Ef56Gh78.js', headers: { 'accept-encoding': 'br' } });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding'] === 'br' ? brotliDecompressSync(tiny.rawPayload).toString() : tiny.body).toBe('export {};\n');
  });
});

describe('caching', () => {
  it('keeps hashed assets for a year and makes the browser revalidate index.html', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const asset = await t.app.inject({ url: '/assets/index-Ab12Cd34.js', headers: { 'accept-encoding': encoding } });
      expect(asset.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
    }
    for (const url of ['/', '/leden', '/index.html']) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });
});

describe('HEAD', () => {
  it('answers like GET, without a body, for every page and asset', async () => {
    for (const url of ['/', '/leden', '/mitglieder', '/does-not-exist', '/assets/index-Ab12Cd34.js']) {
      const get = await t.app.inject({ method: 'GET', url });
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(get.statusCode);
      expect(head.statusCode, url).toBe(url === '/does-not-exist' ? 404 : 200);
      expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
      expect(head.headers['cache-control'], url).toBe(get.headers['cache-control']);
      expect(head.body, url).toBe('');
    }
    const api = await t.app.inject({ method: 'HEAD', url: '/api/no-such-call.php' });
    expect(api.statusCode).toBe(404);
  });
});

describe('pages that do not exist', () => {
  it('answer 404 with the app (which shows its not-found page), for GET and HEAD; every localized page answers 200', async () => {
    const member = await createMember(t.app.db);
    for (const path of ['/', '/leden', '/members', `/mitglieder/${member.id}`, `/members/${member.id}/landing`, '/pages/terms', '/credits/3/ideal', '/landers/video/summer']) {
      expect((await t.app.inject({ url: path })).statusCode, path).toBe(200);
    }
    // A member who never existed, who left, or a lander that is none of spec section 2's: not found either.
    const gone = await createMember(t.app.db, { status: 'deleted' });
    for (const path of ['/does-not-exist', '/leden/12/nonsense/more', '/de/mitglieder', '/wp-login.php', '/leden/999999999', '/leden/abc', `/leden/${gone.id}`, '/landers/no-such-lander']) {
      const res = await t.app.inject({ url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect((await t.app.inject({ method: 'HEAD', url: path })).statusCode, path).toBe(404);
    }
    // An unknown API path stays a JSON 404.
    const api = await t.app.inject({ url: '/api/nothing.php' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('installable', () => {
  it('serves the web app manifest with the site name, standalone display, brand colour and icons, in the visitor’s language', async () => {
    const res = await t.app.inject({ url: '/manifest.webmanifest', headers: { cookie: 'i18n_redirected=pl' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = res.json<{ name: string; lang: string; display: string; start_url: string; theme_color: string; icons: { src: string }[] }>();
    expect(manifest).toMatchObject({ lang: 'pl', display: 'standalone', start_url: '/', theme_color: '#b0174f' });
    expect(manifest.name.length).toBeGreaterThan(0);
    expect(manifest.icons.map((icon) => icon.src)).toEqual(['/icons/icon-192.png', '/icons/icon-512.png', '/icons/icon-maskable-512.png']);
  });

  it('serves the offline page in the visitor’s language, escaped, with no script', async () => {
    const de = await t.app.inject({ url: '/offline.html', headers: { cookie: 'i18n_redirected=de' } });
    expect(de.statusCode).toBe(200);
    expect(de.headers['content-type']).toMatch(/^text\/html/);
    expect(de.body).toContain('<html lang="de">');
    expect(de.body).toContain('<h1>Du bist offline</h1>');
    expect(de.body).not.toContain('<script');
    const italian = await t.app.inject({ url: '/offline.html', headers: { 'accept-language': 'it-IT,it;q=0.9' } });
    expect(italian.body).toContain('<h1>Sei offline</h1>');
  });
});

/** Whether robots.txt lets a crawler fetch a path, as Google and Lighthouse read it: the longest matching rule wins, `*` is any text. */
function crawlable(lines: string[], path: string): boolean {
  let best: { length: number; allow: boolean } = { length: -1, allow: true };
  for (const line of lines) {
    const rule = /^(Allow|Disallow): (.*)$/.exec(line);
    if (!rule) continue;
    const pattern = new RegExp(`^${rule[2]!.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}`);
    if (pattern.test(path) && rule[2]!.length > best.length) best = { length: rule[2]!.length, allow: rule[1] === 'Allow' };
  }
  return best.allow;
}

describe('robots.txt', () => {
  it('lets the public pages, the member directory and profiles in, and keeps the member-only pages of every language and the technical paths out', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    // Decision 070: the directory and a visible member's profile are indexed, in every language's path.
    for (const page of ['/', '/leden', '/mitglieder', '/members', '/uzytkownicy', '/leden/7', '/members/7', '/uzytkownicy/7', '/aanmelden', '/registrieren', '/login', '/landers/video', '/landers/adultonly', '/pages/faq', '/preise', '/pricing']) {
      expect(crawlable(lines, page), page).toBe(true);
    }
    // The member-only pages are not: chat, likes, account, settings, credits, notifications, a member's ad landings.
    for (const page of ['/api/user.php', '/dev/outbox', '/console/', '/leden/7/chat', '/uzytkownicy/7/czat', '/members/7/landing', '/leden/7/landing2/x', '/leden/7/aanmelden', '/gesprekken', '/chats/7', '/likes', '/likes/m/7', '/profiel', '/profile', '/credits', '/credits/3/ideal', '/transacties', '/meldingen', '/notifications', '/lang-config', '/premium']) {
      expect(crawlable(lines, page), page).toBe(false);
    }
    expect(lines).toContain('Sitemap: http://amora.test/sitemap.xml');
  });
});

describe('sitemap.xml', () => {
  it('lists each public page and the member directory once per language path, with the other languages as hreflang alternates, and no member-only page', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(new Set(locs).size).toBe(locs.length);
    for (const page of ['/', '/aanmelden', '/registrieren', '/signup', '/prijzen', '/pages/terms', '/landers/adultonly', '/landers/video', '/leden', '/members', '/mitglieder']) {
      expect(locs, page).toContain(`http://amora.test${page}`);
    }
    // Profiles are found through the directory; member-only pages are not listed at all.
    expect(locs.some((loc) => /\/(leden|members)\/|\/(gesprekken|chats|likes|profiel|credits|meldingen)\b/.test(loc!))).toBe(false);
    expect(res.body).toContain('<xhtml:link rel="alternate" hreflang="de" href="http://amora.test/registrieren"/>');
  });
});

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { CAMPAIGN_TOKEN_PATTERN, LOCALES } from '@dating/contracts';
import type { DbOrTx } from '@dating/db';
import { landerPath, matchPath, pathFor, ROUTES, SLUG_LANDERS, type RouteName } from '@dating/i18n';
import { openCampaignLink } from '../features/landers/landers.service.js';
import { rememberTracking, trackingFromQuery } from '../features/settings/traffic-source.js';
import { canSee } from '../features/visibility/visibility.js';
import { COMPRESS_THRESHOLD_BYTES } from './compression.js';
import { sendError } from './errors.js';
import { pageHead, withHead } from './page-head.js';
import { OFFLINE_PATH, offlinePage, webManifest } from './pwa.js';

/** Where the staff console is served. */
export const CONSOLE_PATH = '/console';

/**
 * Serves the built web app from WEB_DIST: hashed assets with a long cache, and index.html
 * for every other path, so the client router resolves localized routes. /api and /dev paths
 * that match nothing answer a JSON 404.
 */
export default fp(
  async (app) => {
    const root = app.deps.env.webDist;
    const hasWeb = existsSync(join(root, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // Never a source map, even if a build left some in WEB_DIST.
        allowedPath: (path) => !path.endsWith('.map'),
        // The web build writes .br and .gz next to each text asset (apps/web/scripts/precompress.mjs).
        preCompressed: true,
        // Cache-Control comes from setHeaders below, not from send's default `max-age=0`.
        cacheControl: false,
        setHeaders(res, path) {
          res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
          // The body depends on Accept-Encoding (a .br or .gz copy): caches must keep them apart.
          res.setHeader('Vary', 'Accept-Encoding');
        },
      });
    } else {
      app.log.warn({ root }, 'no built web app found: only the API is served');
    }
    // The staff console (apps/console, decision 040) under /console/: its own assets and index.html.
    const consoleRoot = app.deps.env.consoleDist;
    const consoleIndex = join(consoleRoot, 'index.html');
    const hasConsole = existsSync(consoleIndex);
    if (hasConsole) {
      await app.register(fastifyStatic, {
        root: consoleRoot,
        prefix: `${CONSOLE_PATH}/`,
        wildcard: false,
        index: false,
        decorateReply: false,
        allowedPath: (path) => !path.endsWith('.map'),
        setHeaders(res, path) {
          res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    // The built index.html, read once: a deploy restarts the server.
    let index: Promise<string> | undefined;
    const webIndex = () => (index ??= readFile(join(root, 'index.html'), 'utf8'));
    const robots = robotsTxt(app.deps.env.publicUrl);
    const sitemap = sitemapXml(app.deps.env.publicUrl);
    app.get('/sitemap.xml', async (_request, reply) => reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(sitemap));
    app.get('/robots.txt', async (_request, reply) => reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots));
    // Installable (issue 17): the manifest and the worker's offline page speak the visitor's language, so they vary by it.
    app.get('/manifest.webmanifest', async (request, reply) =>
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie, Accept-Language').type('application/manifest+json; charset=utf-8').send(JSON.stringify(webManifest(request.site, request.locale))),
    );
    app.get(OFFLINE_PATH, async (request, reply) =>
      reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie, Accept-Language').type('text/html; charset=utf-8').send(offlinePage(request.t, request.locale, request.site.name)),
    );
    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      // HEAD answers like GET for every page (issue 17).
      const readsPage = request.method === 'GET' || request.method === 'HEAD';
      if (hasConsole && readsPage && (path === CONSOLE_PATH || path.startsWith(`${CONSOLE_PATH}/`))) {
        return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(await readFile(consoleIndex));
      }
      if (readsPage && CAMPAIGN_TOKEN_PATTERN.test(path.slice(1)) && !isPagePath(path)) {
        // The {token} route (decision 056): a campaign short link sets the tracking record and opens its lander.
        const link = await openCampaignLink(app.db, path.slice(1), request.method === 'GET');
        if (link) {
          // The link's token goes along, so a signup from it counts for the link (decision 063).
          const record = trackingFromQuery({ network: link.network ?? undefined, ref: link.ref ?? undefined, sub1: link.sub1 ?? undefined, sub2: link.sub2 ?? undefined, sub3: link.sub3 ?? undefined });
          rememberTracking(request, reply, { ...record, campaign: link.token });
          return reply.header('Cache-Control', 'no-store').redirect(landerPath(link.lander, link.slug), 302);
        }
      }
      if (hasWeb && readsPage && !/^\/(api|dev|media)\//.test(path)) {
        // A path of no route in any language, or of a member or lander that does not exist, answers 404 with the
        // app, which shows its not-found (or member-unavailable) page (issue 17).
        const found = await pageExists(app.db, request.member?.id ?? null, path);
        // The page's title and description in the visitor's language are in the HTML itself, for search engines and
        // link previews that run no script (issue 17, decision 065); it varies by the language cookie and header.
        const head = pageHead(path, { site: request.site, locale: request.locale, country: request.geoCountry ?? null, t: request.t });
        return reply
          .code(found ? 200 : 404)
          .header('Cache-Control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(encodePage(request.headers['accept-encoding'], reply, withHead(await webIndex(), head, request.locale)));
      }
      return sendError(reply, request, 'not_found');
    });
  },
  { name: 'web', dependencies: ['deps', 'errors'] },
);

/**
 * The page as brotli or gzip when the browser takes it: @fastify/compress only hooks into routes, and pages are
 * answered by the not-found handler. The body varies by the language (cookie, header) and the encoding.
 */
function encodePage(acceptEncoding: string | undefined, reply: FastifyReply, html: string): string | Buffer {
  reply.header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
  const accepted = (encoding: string) =>
    (acceptEncoding ?? '').split(',').some((part) => {
      const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
      const q = params.find((param) => param.startsWith('q='));
      return name === encoding && (q === undefined || Number(q.slice(2)) > 0);
    });
  if (Buffer.byteLength(html) < COMPRESS_THRESHOLD_BYTES) return html;
  if (accepted('br')) {
    reply.header('Content-Encoding', 'br');
    return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (accepted('gzip')) {
    reply.header('Content-Encoding', 'gzip');
    return gzipSync(html, { level: 6 });
  }
  return html;
}

/** Which page of the web app a path is in some language (the route table of packages/i18n), if any. */
function pageOf(path: string): ReturnType<typeof matchPath> {
  try {
    return matchPath(path);
  } catch {
    // A broken escape (%E0) is no page.
    return null;
  }
}

/** Whether a path is a page of the web app in some language. */
export function isPagePath(path: string): boolean {
  return pageOf(path) !== null;
}

/** The pages of one member, by the member's id in their path. */
const MEMBER_PAGES: ReadonlySet<RouteName> = new Set<RouteName>(['member', 'memberLanding', 'memberSignup', 'memberLanding2', 'memberLanding3']);

/**
 * Whether a path is a page that exists: a page of the route table whose lander is one of spec section 2's, and
 * whose member the visitor may see (the page shows them; a member who is gone or hidden is not found) or is.
 */
export async function pageExists(db: DbOrTx, viewer: number | null, path: string): Promise<boolean> {
  const page = pageOf(path);
  if (!page) return false;
  if (page.name === 'lander') return (SLUG_LANDERS as readonly string[]).includes(page.params.lander ?? '');
  if (!MEMBER_PAGES.has(page.name)) return true;
  const id = Number(page.params.id);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return false;
  return id === viewer || (await canSee(db, viewer, id, 'view'));
}

/** The pages search engines may index: the public face of the site (home, signup, landers, legal pages, prices). */
const INDEXED: ReadonlySet<RouteName> = new Set<RouteName>([
  'home', 'signup', 'login', 'pricing', 'landerAdultOnly', 'landerTinderSwipe', 'landerWhoNeedsStrings', 'lander',
  'pageBan', 'pageCookies', 'pageFaq', 'pagePrivacy', 'pageReturnPolicy', 'pageService', 'pageTerms',
]);

/**
 * robots.txt (issue 17): the members' pages, account pages and the technical paths are not indexed, in every
 * language's path; everything in INDEXED is.
 */
export function robotsTxt(publicUrl: string): string {
  const blocked = new Set(['/api/', '/dev/', '/media/', `${CONSOLE_PATH}/`]);
  for (const [name, paths] of Object.entries(ROUTES) as [RouteName, Record<string, string>][]) {
    if (INDEXED.has(name)) continue;
    // The part of the path before its first parameter ('/leden/:id/chat' → '/leden'); robots rules match prefixes.
    for (const path of Object.values(paths)) blocked.add(path.split('/:')[0]!);
  }
  const lines = ['User-agent: *', ...[...blocked].sort().map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''];
  return lines.join('\n');
}

/** sitemap.xml (issue 17): every indexed page once per distinct path, with its other languages as hreflang alternates. */
export function sitemapXml(publicUrl: string): string {
  const entries: string[] = [];
  const seen = new Set<string>();
  for (const name of INDEXED) {
    const params = name === 'lander' ? SLUG_LANDERS.map((lander) => ({ lander })) : [{}];
    for (const param of params) {
      const byLocale = LOCALES.map((locale) => ({ locale, path: pathFor(name, locale, param) }));
      const alternates = byLocale.map(({ locale, path }) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${publicUrl}${path}"/>`).join('');
      for (const { path } of byLocale) {
        if (seen.has(path)) continue;
        seen.add(path);
        entries.push(`<url><loc>${publicUrl}${path}</loc>${alternates}</url>`);
      }
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

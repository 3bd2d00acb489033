import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { CAMPAIGN_TOKEN_PATTERN, DEFAULT_LOCALE, LOCALES, SEARCH_BOUNDS, type Locale } from '@dating/contracts';
import { photos, profiles, type Db, type DbOrTx } from '@dating/db';
import {
  INDEXED_ROUTES, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_DAYS, landerOf, landerPath, languageFor, pathFor, ROUTES, SLUG_LANDERS, toLocale, type RouteName,
} from '@dating/i18n';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { mediaUrl } from '../lib/media.js';
import { openCampaignLink } from '../features/landers/landers.service.js';
import { searchMembers } from '../features/search/search.service.js';
import { loggedOutSearchVisible } from '../features/settings/settings.service.js';
import { rememberTracking, trackingFromCookie, trackingFromQuery } from '../features/settings/traffic-source.js';
import { canSee, visibleTo } from '../features/visibility/visibility.js';
import { COMPRESS_THRESHOLD_BYTES } from './compression.js';
import { sendError } from './errors.js';
import { translatorFor } from './i18n.js';
import { SESSION_COOKIE } from './session.js';
import { pageHead, pageOf, withHead, type PagePreloads } from './page-head.js';
import { firstScreens, type FirstScreen } from './first-screen.js';
import { assetsOf, landerModule, landersTextsModule, PAGE_MODULES, readManifest, textModules, type ViteManifest } from './page-preload.js';
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
        // Never a source map, even if a build left some in WEB_DIST, nor the build's manifest (.vite/).
        allowedPath: (path) => !path.endsWith('.map') && !path.startsWith('/.vite/'),
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
    // Which chunks each page needs (the build's manifest), read once like index.html.
    let manifest: Promise<ViteManifest | null> | undefined;
    const webManifestOf = () => (manifest ??= readManifest(root));
    const directoryPhotos = firstDirectoryPhotos(app.db, () => app.deps.clock());
    const firstScreen = firstScreens(app, root);
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
        const viewer = request.member?.id ?? null;
        const member = await memberOfPage(app.db, viewer, path);
        const found = member === undefined ? await pageExists(app.db, viewer, path) : member !== null;
        // The page's language as the app will choose it (the cookie, else the site's language; spec section 4),
        // kept in the cookie from now on, so the app's first calls are answered in it too.
        const locale = pageLocale(request);
        if (!isLocaleCookie(request.cookies[LANGUAGE_COOKIE])) {
          reply.setCookie(LANGUAGE_COOKIE, locale, {
            path: '/',
            sameSite: 'lax',
            secure: request.protocol === 'https' || app.deps.env.publicUrl.startsWith('https:'),
            maxAge: LANGUAGE_COOKIE_MAX_AGE_DAYS * 86_400,
          });
        }
        // The page's title, description, robots rule, canonical and alternates in the visitor's language are in the
        // HTML itself, for search engines and link previews that run no script (issue 17, decisions 065 and 070);
        // it varies by the language cookie and header.
        const country = request.geoCountry ?? null;
        const context = { site: request.site, locale, country, t: translatorFor(locale, country) };
        const head = pageHead(path, context, { found, member, origin: `${request.protocol}://${request.host}` });
        const preloads = found ? pagePreloads(await webManifestOf(), request, path, { locale, member: member ?? null }) : {};
        // The members page's largest paint is the first card's photo: the first row's photos come with the HTML.
        if (found && preloads.fetches?.some((href) => href.startsWith('/api/search.php'))) preloads.images = await directoryPhotos(request);
        // A public page's first screen for a visitor without a session, rendered by the app itself (decision 075).
        const page = found && request.method === 'GET' && !request.cookies[SESSION_COOKIE] ? pageOf(path) : null;
        const screen = page && INDEXED_ROUTES.has(page.name) ? await firstScreen(request, languageFor(locale, country)) : null;
        return reply
          .code(found ? 200 : 404)
          .header('Cache-Control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(encodePage(request.headers['accept-encoding'], reply, withFirstScreen(withHead(await webIndex(), head, locale, preloads), screen)));
      }
      return sendError(reply, request, 'not_found');
    });
  },
  { name: 'web', dependencies: ['deps', 'errors'] },
);

/**
 * The app's root with the page's first screen in it (decision 075): shown, but inert and hidden from assistive
 * technology until the app's first render takes it over (apps/web main.tsx), so nothing in it can be used half-alive;
 * beside it the answers it was made of, as JSON (never run: no script for the CSP to allow).
 */
export function withFirstScreen(html: string, screen: FirstScreen | null): string {
  if (!screen) return html;
  const data = JSON.stringify(screen.data).replace(/</g, '\\u003c');
  // The app's code is asked for once the screen's largest paint is on the screen (public/start-app.js): its tags move
  // from the head into a template that script adds back.
  const code: string[] = [];
  const head = html.replace(/\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g, (tag) => {
    code.push(tag.trim());
    return '';
  });
  return head.replace(
    '<div id="root"></div>',
    () =>
      `<div id="root" inert aria-hidden="true" data-first-screen>${screen.html}</div>` +
      `<script type="application/json" id="first-screen-data">${data}</script>` +
      `<template id="app-code">${code.join('')}</template><script src="/start-app.js" defer></script>`,
  );
}

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

/** Whether a language cookie names a language the app takes (as its toLocale: "de", "de-AT"). */
function isLocaleCookie(value: string | undefined): boolean {
  return toLocale(value) !== null;
}

/** The language the web app will show a page in: the cookie's, else the site's, else nl (apps/web/src/lib/i18n.ts). */
export function pageLocale(request: FastifyRequest): Locale {
  return toLocale(request.cookies[LANGUAGE_COOKIE]) ?? toLocale(request.site.domainLanguage) ?? DEFAULT_LOCALE;
}

/** The member of a member's profile page, when the visitor may see them (or is them); undefined on other pages. */
export async function memberOfPage(db: DbOrTx, viewer: number | null, path: string): Promise<{ name: string; image: string | null } | null | undefined> {
  const page = pageOf(path);
  if (page?.name !== 'member') return undefined;
  const id = Number(page.params.id);
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const [row] = await db
    .select({ name: profiles.name, image: photos.filename })
    .from(profiles)
    .leftJoin(photos, and(eq(photos.profileId, profiles.id), eq(photos.isMain, true), eq(photos.status, 'active')))
    .where(sql`${profiles.id} = ${id} and (${profiles.id} = ${viewer ?? 0} or ${visibleTo(viewer, 'view')})`);
  return row ?? null;
}

/** How long the first photos of a site's member directory are reused for the HTML's preloads. */
const DIRECTORY_PHOTOS_MS = 30_000;
/** The first row of the members page (apps/web photoPriorityAt: the two photos fetched first). */
const DIRECTORY_FIRST_ROW = 2;

/**
 * The main photos of the first cards a visitor sees on the members page without filters, per site: the search
 * itself (searchMembers), run at most every 30 seconds per site, so the page's HTML can preload them. A member
 * who joined or left within those seconds makes a preload miss, never a wrong page.
 */
function firstDirectoryPhotos(db: Db, now: () => Date) {
  const cache = new Map<number, { until: number; photos: Promise<string[]> }>();
  return (request: FastifyRequest): Promise<string[]> => {
    const site = request.site;
    const kept = cache.get(site.id);
    if (kept && kept.until > Date.now()) return kept.photos;
    const photos = searchMembers(db, {
      viewerId: null,
      query: { pageNumber: 1, perPage: SEARCH_BOUNDS.defaultPerPage },
      site,
      now: now(),
    }).then(
      (result) => result.profiles.slice(0, DIRECTORY_FIRST_ROW).flatMap((card) => (card.main_image ? [card.main_image.match] : [])),
      () => [],
    );
    cache.set(site.id, { until: Date.now() + DIRECTORY_PHOTOS_MS, photos });
    return photos;
  };
}

/** The traffic-source parameters of a landing URL that the app's settings call repeats (apps/web site-settings.ts). */
const TRAFFIC_PARAMS = ['network', 'trafficsource', 'ref', 'sub1', 'sub2', 'sub3'] as const;

/**
 * What a page's first screen needs, for the HTML to request beside the entry (decision 070): the chunks of the page
 * and of the visitor's catalogues, the settings answer the app asks for first, the page's own data when its address
 * is known here (a profile; the members page of a visitor without filters), and a profile's main photo.
 */
export function pagePreloads(
  manifest: ViteManifest | null,
  request: FastifyRequest,
  path: string,
  context: { locale: Locale; member: { image: string | null } | null },
): PagePreloads {
  const page = pageOf(path);
  if (!page) return {};
  const modules = textModules(languageFor(context.locale, request.geoCountry), page.name);
  const pageModule = PAGE_MODULES[page.name];
  if (pageModule) modules.push(pageModule);
  const lander = landerOf({ name: page.name, params: page.params });
  if (lander) modules.push(landerModule(lander), landersTextsModule(context.locale));
  const assets = manifest ? assetsOf(manifest, modules) : { scripts: [], styles: [] };

  const query = new URLSearchParams(request.url.split('?')[1] ?? '');
  const settings = new URLSearchParams({ host: request.hostname.replace(/:\d+$/, '') });
  for (const key of TRAFFIC_PARAMS) {
    const value = query.get(key);
    if (value) settings.append(key, value);
  }
  const fetches = [`/api/settings.php?${settings.toString()}`];
  if (page.name === 'member') fetches.push(`/api/member.php?${new URLSearchParams({ id: page.params.id ?? '' }).toString()}`);
  // The members page's first search, as the app asks it for a visitor on a page without filters (search-state.ts).
  // Pages are answered without looking the session up (plugins/session.ts): a session cookie may be a member's, whose
  // search differs (their default gender), so only a visitor without one gets it.
  const visitor = !request.cookies[SESSION_COOKIE];
  if (page.name === 'members' && visitor && query.size === 0 && loggedOutSearchVisible(request.site, false, trackingFromCookie(request) !== null)) {
    fetches.push(`/api/search.php?${new URLSearchParams({ pageNumber: '1', perPage: String(SEARCH_BOUNDS.defaultPerPage) }).toString()}`);
  }
  const images = context.member?.image ? [mediaUrl(request.site.cdnPrefix, context.member.image)] : [];
  return { ...assets, fetches, images };
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

/**
 * robots.txt (issue 17, decision 070): the member-only pages (chat, likes, account, credits, …) and the technical
 * paths are not crawled, in every language's path; everything in INDEXED_ROUTES is, the member directory and the
 * profiles included. A rule is the path up to its first optional parameter, each parameter a `*` wildcard
 * (the chat '/leden/:id/chat' gives '/leden/{*}/chat', without the braces), so it blocks the member's chat but
 * not their profile ('/leden/7').
 */
export function robotsTxt(publicUrl: string): string {
  const blocked = new Set(['/api/', '/dev/', '/media/', `${CONSOLE_PATH}/`]);
  for (const [name, paths] of Object.entries(ROUTES) as [RouteName, Record<string, string>][]) {
    if (INDEXED_ROUTES.has(name)) continue;
    for (const path of Object.values(paths)) blocked.add(robotsRule(path));
  }
  const lines = ['User-agent: *', ...[...blocked].sort().map((path) => `Disallow: ${path}`), 'Allow: /', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''];
  return lines.join('\n');
}

/** The robots rule of a route's path pattern: up to its first optional parameter, parameters as `*`. */
function robotsRule(pattern: string): string {
  return pattern.replace(/\/:[a-zA-Z]+\?.*$/, '').replace(/:[a-zA-Z]+/g, '*') || '/';
}

/** The indexed pages the sitemap lists: every one without a parameter of a member (profiles are found through the directory). */
const SITEMAP_ROUTES = [...INDEXED_ROUTES].filter((name) => name !== 'member');

/** sitemap.xml (issue 17): every indexed page once per distinct path, with its other languages as hreflang alternates. */
export function sitemapXml(publicUrl: string): string {
  const entries: string[] = [];
  const seen = new Set<string>();
  for (const name of SITEMAP_ROUTES) {
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

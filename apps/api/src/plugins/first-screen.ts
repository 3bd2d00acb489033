import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@dating/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { trackingFromCookie } from '../features/settings/traffic-source.js';

/** The web build's server entry (apps/web/src/entry-server.tsx), as `vite build --ssr` writes it beside dist/. */
interface FirstScreenModule {
  renderFirstScreen(request: { url: string; language: Language; fetch: typeof fetch }): Promise<FirstScreen | null>;
}

/** A page's first screen and the API answers it was made of, which the app's first render starts from. */
export interface FirstScreen {
  html: string;
  data: unknown[];
}

/** How long a rendered first screen is reused for the same page, site, language and country. */
const FIRST_SCREEN_MS = 30_000;
/** At most this many rendered pages are kept; the oldest go first. */
const FIRST_SCREEN_ENTRIES = 500;
/** Request headers an API call of the render keeps: who is asking, in which language, on which site. */
const FORWARDED_HEADERS = ['host', 'cookie', 'accept-language', 'user-agent', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for'] as const;

/**
 * The first screen of a public page for a visitor without a session (decision 075): the web app's own render of the
 * page at the request's address, its API calls answered by this server as the visitor's browser would be answered
 * (same host, cookies, language and address; the visitor's rate limits apply), or null when there is no server
 * entry in the build or nothing to render ahead. A screen is reused for 30 seconds: like the directory's photo
 * preloads (decision 070), a member who joined or left within them shows one screen late, and the app's own
 * hydration, which starts from the same answers, shows that screen and then refreshes them as any cached answer.
 */
export function firstScreens(app: FastifyInstance, webDist: string) {
  const entry = join(webDist, '..', 'dist-ssr', 'entry-server.js');
  let renderer: Promise<FirstScreenModule | null> | undefined;
  const load = () =>
    (renderer ??= existsSync(entry)
      ? (import(pathToFileURL(entry).href) as Promise<FirstScreenModule>).catch((error: unknown) => {
          app.log.error({ err: error, entry }, 'the web build\'s server entry does not load: pages are sent without their first screen');
          return null;
        })
      : Promise.resolve(null));
  const kept = new Map<string, { until: number; screen: Promise<FirstScreen | null> }>();

  return async (request: FastifyRequest, language: Language): Promise<FirstScreen | null> => {
    const module = await load();
    if (!module) return null;
    const key = [request.site.id, language, request.geoCountry ?? '', trackingFromCookie(request) ? 'tracked' : '', request.url].join('|');
    const now = Date.now();
    const found = kept.get(key);
    if (found && found.until > now) return found.screen;
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const answer: typeof fetch = async (input, init) => {
      const response = await app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: String(input),
        headers: { ...headers, ...(init?.headers as Record<string, string> | undefined) },
        remoteAddress: request.ip,
      });
      return new Response(response.statusCode === 204 ? null : response.rawPayload, {
        status: response.statusCode,
        headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
      });
    };
    const screen = module.renderFirstScreen({ url: `${request.protocol}://${request.host}${request.url}`, language, fetch: answer }).catch((error: unknown) => {
      request.log.error({ err: error }, 'the page\'s first screen did not render: it is sent without');
      return null;
    });
    kept.delete(key);
    kept.set(key, { until: now + FIRST_SCREEN_MS, screen });
    if (kept.size > FIRST_SCREEN_ENTRIES) kept.delete(kept.keys().next().value as string);
    return screen;
  };
}

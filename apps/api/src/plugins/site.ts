import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { eq, inArray } from 'drizzle-orm';
import { companyInfo, sites } from '@dating/db';
import { addressMatcher } from '../lib/addresses.js';
import { LruCache } from '../lib/lru.js';

export type SiteRow = typeof sites.$inferSelect;
export type CompanyRow = typeof companyInfo.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    /** The site (host) this request is for; the fallback row '*' when the host has none. */
    site: SiteRow;
    /** Country from a trusted proxy header (CF-IPCountry / X-Geoip-Country), if any. */
    geoCountry: string | null;
  }
  interface FastifyInstance {
    sites: {
      forHost(host: string): Promise<SiteRow>;
      company(siteId: number): Promise<CompanyRow | null>;
      /** Forget cached rows, e.g. after an operator changed settings. */
      clear(): void;
      /** How many hosts the cache holds now (at most SITE_CACHE_HOSTS). */
      cachedHosts(): number;
    };
  }
}

const CACHE_MS = 60_000;
/**
 * Site rows kept at most (least recently used dropped first). The Host header and settings.php?host=
 * are the client's to choose: unknown hosts share the fallback's entry, and the limit bounds the rest.
 */
export const SITE_CACHE_HOSTS = 1000;

export default fp(
  async (app) => {
    const cache = new LruCache<string, SiteRow>(SITE_CACHE_HOSTS, CACHE_MS);
    const companies = new Map<number, { row: CompanyRow | null; at: number }>();

    /** The hosts that have a row, read at most once per CACHE_MS: a host nobody configured costs no query. */
    let hostList: { hosts: Set<string>; at: number } | null = null;
    let loadingHosts: Promise<Set<string>> | null = null;
    function siteHosts(): Promise<Set<string>> {
      if (hostList && Date.now() - hostList.at < CACHE_MS) return Promise.resolve(hostList.hosts);
      loadingHosts ??= app.db
        .select({ host: sites.host })
        .from(sites)
        .then((rows) => {
          hostList = { hosts: new Set(rows.map((r) => r.host)), at: Date.now() };
          return hostList.hosts;
        })
        .finally(() => {
          loadingHosts = null;
        });
      return loadingHosts;
    }

    const normalised = (rawHost: string) => rawHost.toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '');

    /** The site of a host when both the host list and its row are cached (nearly every request): no promise, no query. */
    function cachedForHost(rawHost: string): SiteRow | undefined {
      if (!hostList || Date.now() - hostList.at >= CACHE_MS) return undefined;
      const requested = normalised(rawHost);
      return cache.get(hostList.hosts.has(requested) ? requested : '*');
    }

    async function forHost(rawHost: string): Promise<SiteRow> {
      const requested = normalised(rawHost);
      // Every unknown host shares the fallback's entry: the cache holds configured sites only.
      const host = (await siteHosts()).has(requested) ? requested : '*';
      const cached = cache.get(host);
      if (cached) return cached;
      const rows = await app.db.select().from(sites).where(inArray(sites.host, [host, '*']));
      const row = rows.find((r) => r.host === host) ?? rows.find((r) => r.host === '*');
      if (!row) throw new Error('No site row for this host and no fallback site (*): reference data missing');
      cache.set(host, row);
      return row;
    }

    app.decorate('sites', {
      forHost,
      /** Cached like the site rows: settings.php asks for it on every page load. */
      async company(siteId: number) {
        const cached = companies.get(siteId);
        if (cached && Date.now() - cached.at < CACHE_MS) return cached.row;
        const [row] = await app.db.select().from(companyInfo).where(eq(companyInfo.siteId, siteId));
        companies.set(siteId, { row: row ?? null, at: Date.now() });
        return row ?? null;
      },
      clear: () => {
        cache.clear();
        companies.clear();
        hostList = null;
      },
      cachedHosts: () => cache.size,
    });

    // Fastify wants a placeholder of the property's type; the onRequest hook below sets the real one on every request.
    app.decorateRequest('site', null as unknown as SiteRow);
    app.decorateRequest('geoCountry', null);
    const fromTrustedProxy = addressMatcher(app.deps.env.trustProxy);
    const withSite = (request: FastifyRequest, site: SiteRow) => {
      request.site = site;
      // Only a listed proxy's country header counts; a client cannot choose its own. The address is
      // parsed only when there is a header to believe (most requests have none).
      const header = request.headers['cf-ipcountry'] ?? request.headers['x-geoip-country'];
      if (header !== undefined && fromTrustedProxy(request.raw.socket.remoteAddress)) {
        const value = Array.isArray(header) ? header[0] : header;
        request.geoCountry = value && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;
      }
    };
    // A callback hook: a cached site (nearly every request) is set without a promise.
    app.addHook('onRequest', (request, _reply, next) => {
      const cached = cachedForHost(request.hostname);
      if (cached) {
        withSite(request, cached);
        return next();
      }
      forHost(request.hostname).then((site) => {
        withSite(request, site);
        next();
      }, next);
    });
  },
  { name: 'site', dependencies: ['deps'] },
);

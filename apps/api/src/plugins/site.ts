import fp from 'fastify-plugin';
import { eq, inArray } from 'drizzle-orm';
import { companyInfo, sites } from '@dating/db';
import { addressMatcher } from '../lib/addresses.js';

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
    };
  }
}

const CACHE_MS = 60_000;

export default fp(
  async (app) => {
    const cache = new Map<string, { row: SiteRow; at: number }>();
    const companies = new Map<number, { row: CompanyRow | null; at: number }>();

    async function forHost(rawHost: string): Promise<SiteRow> {
      const host = rawHost.toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '');
      const cached = cache.get(host);
      if (cached && Date.now() - cached.at < CACHE_MS) return cached.row;
      const rows = await app.db.select().from(sites).where(inArray(sites.host, [host, '*']));
      const row = rows.find((r) => r.host === host) ?? rows.find((r) => r.host === '*');
      if (!row) throw new Error('No site row for this host and no fallback site (*): reference data missing');
      cache.set(host, { row, at: Date.now() });
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
      },
    });

    // Fastify wants a placeholder of the property's type; the onRequest hook below sets the real one on every request.
    app.decorateRequest('site', null as unknown as SiteRow);
    app.decorateRequest('geoCountry', null);
    const fromTrustedProxy = addressMatcher(app.deps.env.trustProxy);
    app.addHook('onRequest', async (request) => {
      request.site = await forHost(request.hostname);
      // Only a listed proxy's country header counts; a client cannot choose its own.
      if (fromTrustedProxy(request.raw.socket.remoteAddress)) {
        const header = request.headers['cf-ipcountry'] ?? request.headers['x-geoip-country'];
        const value = Array.isArray(header) ? header[0] : header;
        request.geoCountry = value && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : null;
      }
    });
  },
  { name: 'site', dependencies: ['deps'] },
);

import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { getCompanyInfo, getHealth, getInterests, getRegions, getSettings } from '@dating/contracts';
import { route } from '../../lib/route.js';
import { fail } from '../../lib/api-error.js';
import { ensureVapidKeys } from '../../lib/vapid.js';
import {
  buildSettings,
  companyInfoResponse,
  listInterests,
  listRegions,
  loadRegionKinds,
} from './settings.service.js';
import { rememberTracking, trackingFromCookie, trackingFromQuery } from './traffic-source.js';

export const SELECTED_COUNTRY_COOKIE = 'selected_country';

export default async function settingsRoutes(app: FastifyInstance) {
  const pushPublicKey = await ensureVapidKeys(app.db);
  const regionKinds = await loadRegionKinds(app.db);

  route(app, getSettings, async (request, reply) => {
    const { query } = request;
    // The landing URL's source is kept for the visitor's later calls (signup, search).
    const landing = trackingFromQuery(query);
    if (landing) rememberTracking(request, reply, landing);
    const site = query.host ? await app.sites.forHost(query.host) : request.site;
    const selected = query.country ?? request.cookies[SELECTED_COUNTRY_COOKIE] ?? null;
    const settings = buildSettings({
      site,
      company: await app.sites.company(site.id),
      t: request.t,
      locale: request.locale,
      loggedIn: request.member !== null,
      hasTrafficSource: landing !== null || trackingFromCookie(request) !== null,
      geoCountry: request.geoCountry,
      selectedCountry: selected && /^[A-Za-z]{2}$/.test(selected) ? selected.toUpperCase() : null,
      pushPublicKey,
      regionKinds,
    });
    return { settings };
  });

  route(app, getCompanyInfo, async (request) => {
    const company = await app.sites.company(request.site.id);
    if (!company) throw fail('not_found');
    return { companyinfo: companyInfoResponse(company) };
  });

  route(app, getInterests, async (request) => ({ interests: listInterests(request.t) }));

  route(app, getRegions, async (request) => ({ regions: await listRegions(request.unitDb, request.t, request.site) }));

  route(app, getHealth, async (_request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: 'unreachable' });
    }
    return { status: 'ok' as const, database: 'ok' as const };
  });
}

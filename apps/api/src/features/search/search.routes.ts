import type { FastifyInstance } from 'fastify';
import { searchMembers } from '@dating/contracts';
import { route } from '../../lib/route.js';
import { fail } from '../../lib/api-error.js';
import { loggedOutSearchVisible } from '../settings/settings.service.js';
import { trackingFromCookie } from '../settings/traffic-source.js';
import { defaultGender, SearchCache, searchMembers as search } from './search.service.js';

export default async function searchRoutes(app: FastifyInstance) {
  const searchCache = new SearchCache(app.deps.env.searchCacheSeconds * 1000);
  route(app, searchMembers, async (request) => {
    const hasTrafficSource = trackingFromCookie(request) !== null;
    if (!loggedOutSearchVisible(request.site, request.member !== null, hasTrafficSource)) {
      throw fail('authentication_required');
    }
    const viewerId = request.member?.id ?? null;
    const query = { ...request.query, gender: defaultGender(request.memberProfile, request.query.gender) };
    return search(request.unitDb, { viewerId, query, site: request.site, now: app.deps.clock(), cache: searchCache });
  });
}

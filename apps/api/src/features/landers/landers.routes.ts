import type { FastifyInstance } from 'fastify';
import { landerMembers } from '@dating/contracts';
import { route } from '../../lib/route.js';
import { showcaseMembers } from './landers.service.js';

export default async function landerRoutes(app: FastifyInstance) {
  route(app, landerMembers, async (request, reply) => {
    const { country, region, count } = request.query;
    const profiles = await showcaseMembers(
      request.unitDb,
      { country: country ?? request.geoCountry ?? request.site.defaultCountry, region: region ?? null, count },
      request.site.cdnPrefix,
      app.deps.clock(),
    );
    // The same showcase for every visitor of a region for a minute: landers take the traffic of paid campaigns.
    reply.header('cache-control', 'public, max-age=60');
    return { profiles };
  });
}

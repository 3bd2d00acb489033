import type { FastifyInstance } from 'fastify';
import { geocode } from '@dating/contracts';
import { route } from '../../lib/route.js';
import { nearestCity } from './cities.js';

export default async function geocodeRoutes(app: FastifyInstance) {
  route(app, geocode, async (request, reply) => {
    const { lat, lon } = request.query;
    const city = nearestCity(lat, lon);
    // Positions do not move towns: the browser keeps the answer for an hour (spec: geolocation cache).
    reply.header('cache-control', 'private, max-age=3600');
    return {
      geocode: {
        city: city?.name ?? null,
        country: city?.country ?? null,
        region: city?.region ?? null,
        latitude: lat,
        longitude: lon,
      },
    };
  });
}

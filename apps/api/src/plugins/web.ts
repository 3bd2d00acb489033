import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { sendError } from './errors.js';

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
        setHeaders(res, path) {
          res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
      app.log.warn({ root }, 'no built web app found: only the API is served');
    }
    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (hasWeb && request.method === 'GET' && !/^\/(api|dev|media)\//.test(path)) {
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      }
      return sendError(reply, request, 'not_found');
    });
  },
  { name: 'web', dependencies: ['deps', 'errors'] },
);

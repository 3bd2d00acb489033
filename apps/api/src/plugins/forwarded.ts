import fp from 'fastify-plugin';
import { addressMatcher } from '../lib/addresses.js';

/**
 * Fastify, once TRUST_PROXY lists a proxy, takes X-Forwarded-Proto and X-Forwarded-Host from any
 * client. Here they are dropped unless the connection comes from a listed proxy, so a client cannot
 * choose the protocol (the Secure cookie) or the host (the site) it is served as. X-Forwarded-For
 * needs no help: the client address is taken from it only up to the first untrusted hop.
 */
export default fp(
  async (app) => {
    const trusted = addressMatcher(app.deps.env.trustProxy);
    // A callback hook: no promise per request for a check that never waits.
    app.addHook('onRequest', (request, _reply, next) => {
      const headers = request.raw.headers;
      if ((headers['x-forwarded-proto'] !== undefined || headers['x-forwarded-host'] !== undefined) && !trusted(request.raw.socket.remoteAddress)) {
        delete headers['x-forwarded-proto'];
        delete headers['x-forwarded-host'];
      }
      next();
    });
  },
  { name: 'forwarded', dependencies: ['deps'] },
);

import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * The Content-Security-Policy of the site: everything from the site's own origin, no inline script or
 * style, no eval, no plug-ins, never inside a frame. `data:` images are the CSS icons (mask images).
 * The web app passes it (the e2e tests fail on any violation); a page that needs an inline block lists
 * its hash with cspWith().
 */
export const CSP_DIRECTIVES: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'media-src': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** Browser features the site never uses are switched off; location only for the site itself ("use my location"). */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/** 'sha256-…' of an inline block, for the CSP. */
export function cspHash(content: string): string {
  return `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;
}

/** The site's policy with some directives replaced, written as a header value. */
export function cspWith(overrides: Record<string, string[]>): string {
  return Object.entries({ ...CSP_DIRECTIVES, ...overrides })
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * Security headers on every answer (pages, assets, API, errors) from @fastify/helmet: the CSP above,
 * X-Frame-Options DENY, nosniff, Referrer-Policy same-origin, Permissions-Policy, and HSTS only when
 * PUBLIC_URL is https (on plain http it would lock a local or test site out of itself).
 */
export default fp(
  async (app) => {
    const https = app.deps.env.publicUrl.startsWith('https:');
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: https ? { ...CSP_DIRECTIVES, 'upgrade-insecure-requests': [] } : CSP_DIRECTIVES,
      },
      // Photos and assets are same-origin; nothing is embedded cross-origin.
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'same-origin' },
      strictTransportSecurity: https ? { maxAge: 180 * 86_400, includeSubDomains: false } : false,
      xFrameOptions: { action: 'deny' },
      xContentTypeOptions: true,
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
  },
  { name: 'security-headers', dependencies: ['deps'] },
);

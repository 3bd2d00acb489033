import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { cdnOrigin } from '../lib/media.js';

/**
 * The Content-Security-Policy of the site: everything from the site's own origin, no inline script or
 * style, no eval, no plug-ins, never inside a frame. `data:` images are the CSS icons (mask images).
 * The web app passes it (the e2e tests fail on any violation); a page that needs an inline block lists
 * its hash with cspWith(). A site whose photos come from an image CDN on another origin also allows
 * images (only images) from that origin (decision 068).
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

/** A policy written as a header value. */
function policy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** The site's policy with some directives replaced, written as a header value. */
export function cspWith(overrides: Record<string, string[]>): string {
  return policy({ ...CSP_DIRECTIVES, ...overrides });
}

/** Image CDN origins whose policy was written already; few in practice, the bound only guards memory. */
const CDN_POLICIES_KEPT = 100;

/**
 * Security headers on every answer (pages, assets, API, errors): the CSP above, and from @fastify/helmet
 * X-Frame-Options DENY, nosniff, Referrer-Policy same-origin, HSTS only when PUBLIC_URL is https (on plain
 * http it would lock a local or test site out of itself); Permissions-Policy.
 *
 * The CSP is set before anything else runs (so even an answer to a request whose site could not be read
 * has it) and, just before the answer leaves, widened by the site's CDN origin in `img-src` when the
 * request's site (known only after the site plugin's hook) has one. A route that wrote its own policy
 * with cspWith() keeps it as written: only the default policy is widened.
 */
export default fp(
  async (app) => {
    const https = app.deps.env.publicUrl.startsWith('https:');
    const directives = https ? { ...CSP_DIRECTIVES, 'upgrade-insecure-requests': [] } : CSP_DIRECTIVES;
    const defaultPolicy = policy(directives);
    const cdnPolicies = new Map<string, string>();
    const policyWithCdn = (origin: string): string => {
      let value = cdnPolicies.get(origin);
      if (value === undefined) {
        if (cdnPolicies.size >= CDN_POLICIES_KEPT) cdnPolicies.clear();
        value = policy({ ...directives, 'img-src': [...CSP_DIRECTIVES['img-src']!, origin] });
        cdnPolicies.set(origin, value);
      }
      return value;
    };

    await app.register(helmet, {
      contentSecurityPolicy: false,
      // Photos and assets are same-origin or on the image CDN; nothing is embedded cross-origin.
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'same-origin' },
      strictTransportSecurity: https ? { maxAge: 180 * 86_400, includeSubDomains: false } : false,
      xFrameOptions: { action: 'deny' },
      xContentTypeOptions: true,
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('content-security-policy', defaultPolicy);
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      // `site` is still the placeholder when the site plugin's own hook failed.
      const origin = (request.site as typeof request.site | null) ? cdnOrigin(request.site.cdnPrefix) : null;
      if (origin && reply.getHeader('content-security-policy') === defaultPolicy) {
        reply.header('content-security-policy', policyWithCdn(origin));
      }
      return payload;
    });
  },
  { name: 'security-headers', dependencies: ['deps'] },
);

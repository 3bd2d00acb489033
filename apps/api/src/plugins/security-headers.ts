import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
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
 * The headers @fastify/helmet sends with the options this site uses (cross-origin isolation of the
 * opener and of resources, same-origin referrer, no framing, no sniffing, and helmet's defaults for the
 * rest), written once: helmet runs a chain of a dozen middlewares on every answer to set these same
 * constant values, which cost more than any other hook of an authenticated call (issue 18, decision 071).
 * security-headers.test.ts checks that they are exactly what helmet itself sends.
 */
export function securityHeaders(https: boolean): Record<string, string> {
  return {
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'same-origin',
    // Only on https: on plain http it would lock a local or test site out of itself.
    ...(https && { 'strict-transport-security': `max-age=${180 * 86_400}` }),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    'permissions-policy': PERMISSIONS_POLICY,
  };
}

/**
 * Security headers on every answer (pages, assets, API, errors): the CSP above, X-Frame-Options DENY,
 * nosniff, Referrer-Policy same-origin, HSTS only when PUBLIC_URL is https, Permissions-Policy and the
 * rest of what @fastify/helmet would send (securityHeaders()). All are constant, so they are written
 * once at start-up and each answer only copies them.
 *
 * They are set before anything else runs (so even an answer to a request whose site could not be read
 * has them) and, just before the answer leaves, the CSP is widened by the site's CDN origin in `img-src`
 * when the request's site (known only after the site plugin's hook) has one. A route that wrote its own
 * policy with cspWith() keeps it as written: only the default policy is widened.
 */
export default fp(
  (app, _options, done) => {
    const https = app.deps.env.publicUrl.startsWith('https:');
    const directives = https ? { ...CSP_DIRECTIVES, 'upgrade-insecure-requests': [] } : CSP_DIRECTIVES;
    const defaultPolicy = policy(directives);
    const headers = { ...securityHeaders(https), 'content-security-policy': defaultPolicy };
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
    /** The CDN origin of each site row (rows are cached objects, so this is read once per row). */
    const siteOrigins = new WeakMap<object, string | null>();
    const originOf = (site: { cdnPrefix: string }): string | null => {
      let origin = siteOrigins.get(site);
      if (origin === undefined) {
        origin = cdnOrigin(site.cdnPrefix);
        siteOrigins.set(site, origin);
      }
      return origin;
    };

    // Callback hooks, not async ones: no promise per answer for work that never waits.
    app.addHook('onRequest', (_request, reply, next) => {
      reply.headers(headers);
      next();
    });
    app.addHook('onSend', (request, reply, payload, next) => {
      // `site` is still the placeholder when the site plugin's own hook failed.
      const origin = (request.site as typeof request.site | null) ? originOf(request.site) : null;
      if (origin && reply.getHeader('content-security-policy') === defaultPolicy) {
        reply.header('content-security-policy', policyWithCdn(origin));
      }
      next(null, payload);
    });
    done();
  },
  { name: 'security-headers', dependencies: ['deps'] },
);

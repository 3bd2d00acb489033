import type { FastifyRequest } from 'fastify';

/** Fetch Metadata values of a request the site itself made, or a member made by typing or bookmarking the address. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Whether a state-changing GET may run (decision 026): it carries the X-Request-Type header, which only
 * the site's own scripts can send (a custom header needs a CORS preflight the API never grants), or the
 * browser's Sec-Fetch-Site says it comes from this origin or from the member directly (absent for
 * clients that are not browsers; every current browser sends it).
 */
export function mayChangeStateByGet(request: FastifyRequest): boolean {
  if (request.headers['x-request-type']) return true;
  const site = request.headers['sec-fetch-site'];
  return site === undefined || (typeof site === 'string' && OWN_FETCH_SITES.has(site));
}

/** A host name as the site table keys it: lower case, no port, no leading www. */
export function siteHostName(host: string): string {
  return host.toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '');
}

/**
 * Whether a socket may open from this page origin (decision 026): PUBLIC_URL's origin, or a page on
 * the site host this request is for (a host with its own row in the sites table, on https when
 * PUBLIC_URL is https). No Origin header is allowed: browsers always send one, so a request without it
 * is not a page of another site riding on a member's cookie.
 */
export function socketOriginAllowed(origin: string | undefined, publicUrl: string, siteHost: string): boolean {
  if (origin === undefined) return true;
  let page: URL;
  let own: URL;
  try {
    page = new URL(origin);
    own = new URL(publicUrl);
  } catch {
    return false;
  }
  if (page.origin === own.origin) return true;
  if (siteHost === '*' || siteHostName(page.hostname) !== siteHost) return false;
  return page.protocol === 'https:' || (own.protocol === 'http:' && page.protocol === 'http:');
}

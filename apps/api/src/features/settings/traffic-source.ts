import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { CAMPAIGN_TOKEN_PATTERN } from '@dating/contracts';

/**
 * The traffic source (spec sections 3 and 4; decision 043): the tracking record of the landing URL
 * (network, ref, sub1..sub3; `trafficsource` is taken as the network when none is given) kept in a
 * first-party cookie, so settings, signup and search give one answer for one visitor. The newest landing
 * URL that carries a source replaces the record (last click).
 */
export const TRAFFIC_SOURCE_COOKIE = 'trafficsource';
export const TRAFFIC_SOURCE_DAYS = 30;

const field = z.string().trim().min(1).max(100).optional().catch(undefined);
/**
 * `campaign` is the token of the campaign short link the visitor came through (decision 063); only the
 * server's redirect of `/{token}` writes it, never a landing URL's query.
 */
const TrackingRecord = z.object({ network: field, ref: field, sub1: field, sub2: field, sub3: field, campaign: z.string().regex(CAMPAIGN_TOKEN_PATTERN).optional().catch(undefined) });
export type TrackingRecord = z.infer<typeof TrackingRecord>;

function nonEmpty(record: TrackingRecord): TrackingRecord | null {
  const kept = Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as TrackingRecord;
  return Object.keys(kept).length > 0 ? kept : null;
}

/** The record a landing URL's query carries, or null when it carries none. */
export function trackingFromQuery(query: Partial<Record<Exclude<keyof TrackingRecord, 'campaign'> | 'trafficsource', string | undefined>>): TrackingRecord | null {
  const { ref, sub1, sub2, sub3 } = query;
  const parsed = TrackingRecord.parse({ network: query.network ?? query.trafficsource, ref, sub1, sub2, sub3 });
  return nonEmpty(parsed);
}

/** The record kept in the visitor's cookie; a cookie that is not one (edited, truncated) counts as none. */
export function trackingFromCookie(request: FastifyRequest): TrackingRecord | null {
  const raw = request.cookies[TRAFFIC_SOURCE_COOKIE];
  if (!raw) return null;
  try {
    const parsed = TrackingRecord.safeParse(JSON.parse(raw));
    return parsed.success ? nonEmpty(parsed.data) : null;
  } catch {
    return null;
  }
}

export function rememberTracking(request: FastifyRequest, reply: FastifyReply, record: TrackingRecord): void {
  reply.setCookie(TRAFFIC_SOURCE_COOKIE, JSON.stringify(record), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https' || request.server.deps.env.publicUrl.startsWith('https:'),
    maxAge: TRAFFIC_SOURCE_DAYS * 86_400,
  });
}

import { z } from 'zod';
import { defineRoute } from './route.js';
import { CAMPAIGN_TOKEN_PATTERN, LANDERS } from './landers.js';

/**
 * Campaign short links in the console (decision 063; the `/{token}` route of decision 056): an admin makes a
 * link to a lander with its slug and the tracking record it sets, sees its clicks and signups, and switches it
 * off or on. Admins only; every change writes one audit row.
 */

/** A slug is one path segment: lower-case letters, digits and dashes (a country, a region, an interest). */
export const CAMPAIGN_SLUG_PATTERN = /^[a-z0-9-]{1,60}$/;
export const CAMPAIGN_TRACKING_MAX = 100;

export const AdminCampaignLink = z.object({
  token: z.string(),
  lander: z.enum(LANDERS),
  slug: z.string().nullable(),
  network: z.string().nullable(),
  ref: z.string().nullable(),
  sub1: z.string().nullable(),
  sub2: z.string().nullable(),
  sub3: z.string().nullable(),
  active: z.boolean(),
  /** Visits the redirect counted. */
  clicks: z.number().int(),
  /** Members who signed up with this link as their latest traffic source. */
  signups: z.number().int(),
  created_at: z.string(),
});
export type AdminCampaignLink = z.infer<typeof AdminCampaignLink>;

/** Empty text is "none"; anything else is kept trimmed. */
const TrackingField = z
  .string()
  .trim()
  .max(CAMPAIGN_TRACKING_MAX, 'too_long')
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .default(null);

export const listCampaignLinks = defineRoute({
  method: 'GET',
  path: '/api/staff-campaign-links.php',
  summary: 'Every campaign short link, newest first, with its lander, slug, tracking record, whether it is on, its clicks and the signups that came through it.',
  access: 'admin',
  response: z.object({ links: z.array(AdminCampaignLink) }),
});

export const createCampaignLink = defineRoute({
  method: 'POST',
  path: '/api/staff-campaign-links.php',
  summary:
    'Makes a campaign short link `/{token}`: the token as typed (4 to 32 lower-case letters and digits, no page path, not taken) or, left empty, a generated one; the lander, its slug and the tracking record (network, ref, sub1..sub3) the link sets.',
  access: 'admin',
  body: z.object({
    token: z
      .string()
      .trim()
      .toLowerCase()
      .refine((v) => v === '' || CAMPAIGN_TOKEN_PATTERN.test(v), 'campaign_token_format')
      .default(''),
    lander: z.enum(LANDERS, { message: 'lander_unknown' }),
    slug: z
      .string()
      .trim()
      .toLowerCase()
      .refine((v) => v === '' || CAMPAIGN_SLUG_PATTERN.test(v), 'campaign_slug_format')
      .transform((v) => (v === '' ? null : v))
      .nullable()
      .default(null),
    network: TrackingField,
    ref: TrackingField,
    sub1: TrackingField,
    sub2: TrackingField,
    sub3: TrackingField,
    active: z.boolean().default(true),
  }),
  response: z.object({ link: AdminCampaignLink }),
});

export const changeCampaignLink = defineRoute({
  method: 'PUT',
  path: '/api/staff-campaign-links.php',
  summary: 'Switches a campaign short link off (its `/{token}` then answers 404, its counts are kept) or on again.',
  access: 'admin',
  body: z.object({ token: z.string().trim().max(32), active: z.boolean() }),
  response: z.object({ link: AdminCampaignLink }),
});

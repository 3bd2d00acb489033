import { z } from 'zod';
import { defineRoute } from './route.js';
import { Country, Interest, Locale, RegionKind, SignupMode } from './enums.js';

export const TrafficSourceMode = z.enum(['none', 'all', 'limited']);

export const MinimumMessageCost = z.object({
  costs: z.number().nonnegative(),
  currency: z.string().length(3),
});

/** Global settings of one site (host), spec section 3. */
export const Settings = z.object({
  countries: z.array(Country),
  name: z.string(),
  domain: z.string(),
  domain_language: z.string(),
  index_title: z.string(),
  description: z.string(),
  cdn_prefix: z.string(),
  support_email: z.string(),
  push_public_key: z.string().nullable(),
  signups: SignupMode,
  logged_out_search: TrafficSourceMode,
  logged_out_search_trafficsource: TrafficSourceMode,
  geoip_country: z.string().nullable(),
  geoip_selected_country: z.string().nullable(),
  enable_site_entry_popup: z.enum(['yes', 'no']),
  /** The visitor countries that get the site-entry warning (a site setting; never in the installed app). */
  site_entry_countries: z.array(Country),
  visible_profile_fields: z.array(z.string()),
  visible_profile_notes: z.array(z.string()),
  search_fields: z.array(z.string()),
  message_credits: z.number().int().nonnegative(),
  photo_credits: z.number().int().nonnegative(),
  gift_credits: z.number().int().nonnegative(),
  signup_credits: z.number().int().nonnegative(),
  message_length: z.number().int().positive(),
  minimum_message_costs: z.record(z.string(), MinimumMessageCost),
  fictional_icon: z.string(),
  fictional_warning: z.object({ singular: z.string(), plural: z.string() }),
  refund_days: z.number().int().nonnegative(),
  member_resell: z.boolean(),
  interests: z.array(Interest),
  /** What each country calls its regions (the list itself comes from regions.php). */
  region_data: z.record(z.string(), z.object({ kind: RegionKind, label: z.string() })),
  min_age: z.number().int().min(18),
  free_conversations: z.number().int().nonnegative(),
  terms_date: z.string(),
  /** Whether a visitor with this request may sign up / search logged out (spec section 4). */
  signup_enabled: z.boolean(),
  logged_out_search_visible: z.boolean(),
});
export type Settings = z.infer<typeof Settings>;

export const getSettings = defineRoute({
  method: 'GET',
  path: '/api/settings.php',
  summary: "Settings of the site for the given host. The landing URL's tracking record (network or trafficsource, ref, sub1..sub3) is kept in the first-party `trafficsource` cookie (30 days, the newest source wins), which signup and search read too, so all three agree on the traffic-source rules of spec section 4.",
  access: 'public',
  query: z
    .object({
      host: z.string().max(253).optional(),
      ref: z.string().max(200).optional(),
      network: z.string().max(200).optional(),
      trafficsource: z.string().max(200).optional(),
      sub1: z.string().max(200).optional(),
      sub2: z.string().max(200).optional(),
      sub3: z.string().max(200).optional(),
      country: z.string().length(2).optional(),
    })
    .loose(),
  response: z.object({ settings: Settings }),
});

export const CompanyInfo = z.object({
  name: z.string(),
  address: z.string(),
  kvk: z.string(),
  city: z.string(),
  country: z.string(),
  tradenames: z.array(z.string()),
  vat_numbers: z.array(z.string()),
  /** Dashes and spaces stripped (spec section 9). */
  support_phone: z.string(),
  /** Percentage offered to keep a member who is about to delete the account. */
  delete_discount: z.number().int().min(0).max(100),
  added: z.string(),
});
export type CompanyInfo = z.infer<typeof CompanyInfo>;

export const getCompanyInfo = defineRoute({
  method: 'GET',
  path: '/api/companyinfo.php',
  summary: 'The company behind the site.',
  access: 'public',
  response: z.object({ companyinfo: CompanyInfo }),
});

export const InterestItem = z.object({
  value: Interest,
  /** Label in the language of the request. */
  label: z.string(),
  /** Labels in every interface locale, so a language switch needs no reload. */
  labels: z.record(Locale, z.string()),
});

export const getInterests = defineRoute({
  method: 'GET',
  path: '/api/interests.php',
  summary: 'The interest values with labels per locale.',
  access: 'public',
  response: z.object({ interests: z.array(InterestItem) }),
});

export const RegionItem = z.object({ code: z.string(), name: z.string() });
export const CountryRegions = z.object({
  kind: RegionKind,
  /** The country's own word for a region in the language of the request (province, state, canton ...). */
  label: z.string(),
  /** The country's name in the language of the request. */
  country_name: z.string(),
  regions: z.array(RegionItem),
});

export const getRegions = defineRoute({
  method: 'GET',
  path: '/api/regions.php',
  summary: 'Regions per supported country.',
  access: 'public',
  response: z.object({ regions: z.partialRecord(Country, CountryRegions) }),
});

export const getHealth = defineRoute({
  method: 'GET',
  path: '/api/health.php',
  summary: 'Liveness and database reachability, for load balancers and compose.',
  access: 'public',
  response: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
});

import { z } from 'zod';
import { defineRoute } from './route.js';
import { Ok } from './common.js';
import { COUNTRIES, LOCALES, type Country } from './enums.js';
import { PAYMENT_CURRENCIES } from './payments.js';
import { DISCOUNT_VALIDITIES } from './offers.js';

/**
 * The admin's catalogue in the console (decision 054): discount codes, credit packages and prices per
 * country, the site's settings and company info. Every call is for admins only and every change writes
 * one audit row with before and after.
 */

/** Payment methods a discount code can be limited to (the ids of the provider's methods the site offers). */
export const DISCOUNT_PAYMENT_METHODS = ['ideal', 'bancontact', 'blik', 'przelewy24', 'eps', 'twint', 'creditcard', 'paypal', 'directdebit', 'banktransfer'] as const;

const KnownCountry = z.enum(COUNTRIES as [Country, ...Country[]], { message: 'unknown_country' });
const KnownCurrency = z.enum(PAYMENT_CURRENCIES, { message: 'unknown_currency' });
const Instant = z.iso.datetime({ offset: true, message: 'invalid' });

export const AdminDiscountCode = z.object({
  id: z.number().int(),
  code: z.string(),
  value_percentage: z.number(),
  kind: z.string(),
  status: z.enum(['active', 'used', 'disabled']),
  validity: z.enum(DISCOUNT_VALIDITIES),
  starts: z.string().nullable(),
  expires: z.string().nullable(),
  expired: z.boolean(),
  first_purchase_only: z.boolean(),
  country: z.string().nullable(),
  currency: z.string().nullable(),
  minimum_order_value: z.number().nullable(),
  payment_methods: z.array(z.string()),
  user_id: z.number().int().nullable(),
  usage: z.object({ redemptions: z.number().int(), paid: z.number().int(), reserved: z.number().int() }),
  created_at: z.string(),
});
export type AdminDiscountCode = z.infer<typeof AdminDiscountCode>;

export const listDiscountCodes = defineRoute({
  method: 'GET',
  path: '/api/staff-discount-codes.php',
  summary: 'Discount codes made by staff and campaigns (not the per-member welcome codes), newest first, with their usage: payments that used them, paid and still reserved.',
  access: 'admin',
  query: z.object({ search: z.string().trim().max(40, 'too_long').optional() }),
  response: z.object({ codes: z.array(AdminDiscountCode) }),
});

export const createDiscountCode = defineRoute({
  method: 'POST',
  path: '/api/staff-discount-codes.php',
  summary:
    'Creates a discount code with every rule a code can have: percentage, validity window, once per member or once in all, first purchase only, country, currency, minimum order (major units), payment methods, one member only.',
  access: 'admin',
  body: z.object({
    code: z.string().trim().regex(/^[A-Za-z0-9_-]{3,40}$/, 'discount_code_format'),
    // Kept to two decimals: 0.001 would be stored as 0.00, which is no discount.
    value_percentage: z.number({ message: 'percentage_range' }).min(0.01, 'percentage_range').max(100, 'percentage_range'),
    validity: z.enum(DISCOUNT_VALIDITIES, { message: 'invalid' }),
    starts: Instant.nullable().default(null),
    expires: Instant.nullable().default(null),
    first_purchase_only: z.boolean().default(false),
    country: KnownCountry.nullable().default(null),
    currency: KnownCurrency.nullable().default(null),
    minimum_order_value: z
      .number({ message: 'amount_not_negative' })
      .min(0, 'amount_not_negative')
      .max(100_000, 'amount_not_negative')
      .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'amount_not_negative')
      .nullable()
      .default(null),
    payment_methods: z.array(z.enum(DISCOUNT_PAYMENT_METHODS, { message: 'payment_method_unknown' })).max(DISCOUNT_PAYMENT_METHODS.length, 'too_long').default([]),
    user_id: z.number({ message: 'member_not_found' }).int('member_not_found').positive('member_not_found').max(2_147_483_647, 'member_not_found').nullable().default(null),
  }),
  response: z.object({ code: AdminDiscountCode }),
});

export const changeDiscountCode = defineRoute({
  method: 'PUT',
  path: '/api/staff-discount-codes.php',
  summary: "Ends a code: 'expire' sets its end to now, 'disable' switches it off. Payments under way keep the discount they have.",
  access: 'admin',
  body: z.object({ id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER), action: z.enum(['expire', 'disable'], { message: 'invalid' }) }),
  response: z.object({ code: AdminDiscountCode }),
});

export const AdminPackage = z.object({
  id: z.number().int(),
  code: z.string(),
  country: z.string().nullable(),
  currency: z.string(),
  credits: z.number().int(),
  price: z.number().int(),
  best_value: z.boolean(),
  tryout: z.boolean(),
  position: z.number().int(),
  active: z.boolean(),
});
export type AdminPackage = z.infer<typeof AdminPackage>;

export const listAdminPackages = defineRoute({
  method: 'GET',
  path: '/api/staff-packages.php',
  summary: "Every credit package: the default packages per currency and a country's own (which replace its currency's defaults there), switched off ones included.",
  access: 'admin',
  response: z.object({ packages: z.array(AdminPackage) }),
});

const Price = z.number({ message: 'price_positive' }).int('price_positive').positive('price_positive').max(10_000_000, 'price_positive');
const Credits = z.number({ message: 'credits_positive' }).int('credits_positive').positive('credits_positive').max(1_000_000, 'credits_positive');

export const createPackage = defineRoute({
  method: 'POST',
  path: '/api/staff-packages.php',
  summary: "Adds a credit package (price in minor units): for a currency wherever it is used, or for one country (its currency's).",
  access: 'admin',
  body: z.object({
    country: KnownCountry.nullable().default(null),
    currency: KnownCurrency,
    credits: Credits,
    price: Price,
    tryout: z.boolean().default(false),
    best_value: z.boolean().default(false),
  }),
  response: z.object({ package: AdminPackage }),
});

export const changePackage = defineRoute({
  method: 'PUT',
  path: '/api/staff-packages.php',
  summary:
    'A new price (minor units) replaces the package by a new one at that price, so a payment under way keeps its amount; or switches a package on or off.',
  access: 'admin',
  body: z
    .object({ id: z.number().int().positive().max(2_147_483_647), price: Price.optional(), active: z.boolean().optional() })
    .refine((b) => b.price !== undefined || b.active !== undefined, { message: 'required', path: ['price'] }),
  response: z.object({ package: AdminPackage }),
});

const Text = (max: number) => z.string().trim().min(1, 'required').max(max, 'too_long');
const WholeNumber = (min: number, max: number) => z.number({ message: 'whole_number_range' }).int('whole_number_range').min(min, 'whole_number_range').max(max, 'whole_number_range');

/** The profile fields a site can show on another member's profile (visible_profile_fields). */
export const PROFILE_FIELDS = ['age', 'city', 'country', 'region', 'gender', 'sexuality', 'hair_colour', 'eye_colour', 'body_type', 'relationship_status', 'tattoos', 'signup_reason', 'interests'] as const;
/** The free texts a site can show on another member's profile (visible_profile_notes). */
export const PROFILE_NOTES = ['description', 'signup_message'] as const;
/** The fields of the member search (spec section 3, search state). */
export const SEARCH_FIELDS = ['gender', 'country', 'countryregion', 'min_age', 'max_age'] as const;

/** A list of known names, each at most once (the server keeps the first of a repeated one). */
const NameList = <T extends readonly [string, ...string[]]>(names: T) => z.array(z.enum(names, { message: 'field_unknown' })).max(names.length * 2, 'too_long');

/**
 * The site's domain as members type it: lower-case labels of letters, digits and hyphens joined by dots
 * (no scheme, port, path or trailing dot), or `localhost`.
 */
const Domain = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, 'too_long')
  .regex(/^(localhost|(?=.{4,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63})$/, 'domain_invalid');

/** Path segments of a CDN prefix: unreserved URL characters, none made of dots only (`.`, `..`). */
const CDN_SEGMENTS = String.raw`(\/(?!\.+(?:\/|$))[A-Za-z0-9._~-]+)`;
const CDN_PATH = new RegExp(`^${CDN_SEGMENTS}+$`);
/** `https://`, a domain name (no IP address, user, password), an optional port and path; no query or fragment. */
const CDN_URL = new RegExp(String.raw`^https:\/\/([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}(:[0-9]{1,5})?${CDN_SEGMENTS}*\/?$`, 'i');

/** The URL form normalised (`https://cdn.example.com/photos`), or null when it is no valid https address (e.g. port 99999). */
function cdnUrl(value: string): string | null {
  if (!CDN_URL.test(value)) return null;
  try {
    const url = new URL(value);
    return `${url.origin}${url.pathname.replace(/\/$/, '')}`;
  } catch {
    return null;
  }
}

/**
 * Where photos are served from (decision 068): a path on the site's own origin (`/media`, `/cdn/photos`; a
 * proxy in front of the site serves it there) without a trailing slash, or an image CDN on another origin,
 * `https://cdn.example.com` or `https://cdn.example.com/photos` (host lower-cased, a trailing slash dropped).
 * The site's Content-Security-Policy allows images from that origin (apps/api security-headers).
 */
const CdnPrefix = z
  .string()
  .trim()
  .max(300, 'too_long')
  .refine((v) => CDN_PATH.test(v) || cdnUrl(v) !== null, 'cdn_prefix_invalid')
  .transform((v) => cdnUrl(v) ?? v);

/** The operator's choices among the settings of spec section 3 (the rest is derived or per request). */
export const SiteSettingsForm = z.object({
  name: Text(100),
  index_title: Text(200),
  description: Text(2000),
  support_email: z.email('email_invalid').max(254, 'too_long'),
  countries: z.array(KnownCountry).min(1, 'countries_required').max(COUNTRIES.length, 'too_long'),
  default_country: KnownCountry,
  signups: z.enum(['all', 'with_trafficsource', 'none'], { message: 'invalid' }),
  logged_out_search: z.enum(['none', 'all', 'limited'], { message: 'invalid' }),
  logged_out_search_trafficsource: z.enum(['none', 'all', 'limited'], { message: 'invalid' }),
  enable_site_entry_popup: z.boolean(),
  /** The visitor countries that get the site-entry warning (decision 057); may be empty. */
  site_entry_countries: z.array(KnownCountry).max(COUNTRIES.length * 2, 'too_long'),
  domain: Domain,
  domain_language: z.enum(LOCALES, { message: 'invalid' }),
  cdn_prefix: CdnPrefix,
  visible_profile_fields: NameList(PROFILE_FIELDS),
  visible_profile_notes: NameList(PROFILE_NOTES),
  search_fields: NameList(SEARCH_FIELDS).min(1, 'search_fields_required'),
  message_credits: WholeNumber(0, 1000),
  photo_credits: WholeNumber(0, 1000),
  gift_credits: WholeNumber(0, 1000),
  signup_credits: WholeNumber(0, 1000),
  message_length: WholeNumber(1, 10_000),
  min_age: WholeNumber(18, 99),
  free_conversations: WholeNumber(0, 100),
  refund_days: WholeNumber(0, 365),
  member_resell: z.boolean(),
});
export type SiteSettingsForm = z.infer<typeof SiteSettingsForm>;

export const CompanyInfoForm = z.object({
  name: Text(200),
  address: Text(300),
  kvk: Text(30),
  city: Text(100),
  country: Text(100),
  tradenames: z.array(Text(200)).max(20, 'too_long'),
  vat_numbers: z.array(Text(30)).max(20, 'too_long'),
  support_phone: z.string().trim().regex(/^\+?[0-9][0-9 -]{5,38}$/, 'phone_invalid'),
  delete_discount: WholeNumber(0, 100),
});
export type CompanyInfoForm = z.infer<typeof CompanyInfoForm>;

export const getSiteSettingsForm = defineRoute({
  method: 'GET',
  path: '/api/staff-settings.php',
  summary: "The settings and company info of the site the console is opened on, as the admin edits them.",
  access: 'admin',
  response: z.object({ host: z.string(), settings: SiteSettingsForm, company: CompanyInfoForm.nullable() }),
});

export const updateSiteSettings = defineRoute({
  method: 'PUT',
  path: '/api/staff-settings.php',
  summary: 'Saves the settings of this site; settings.php answers the new values at once.',
  access: 'admin',
  body: SiteSettingsForm,
  response: Ok,
});

export const updateCompanyInfo = defineRoute({
  method: 'PUT',
  path: '/api/staff-companyinfo.php',
  summary: 'Saves the company info of this site; companyinfo.php answers the new values at once.',
  access: 'admin',
  body: CompanyInfoForm,
  response: Ok,
});

import { asc } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import { COUNTRIES, INTERESTS, LOCALES, type Country, type RegionKind, type ResponseOf, type getRegions, type getSettings } from '@dating/contracts';
import { countries, regions, type Db } from '@dating/db';
import { translatorFor } from '../../plugins/i18n.js';
import type { CompanyRow, SiteRow } from '../../plugins/site.js';
import { companyForm } from '../catalog/catalog.service.js';

type Settings = ResponseOf<typeof getSettings>['settings'];

/** The terms version date: at least 2023-12-01T12:00:00Z, or the company's added date if later (spec section 9). */
export function termsDate(company: CompanyRow | null): string {
  const floor = new Date('2023-12-01T12:00:00Z');
  const added = company?.added;
  return (added && added > floor ? added : floor).toISOString();
}

export interface SettingsContext {
  site: SiteRow;
  company: CompanyRow | null;
  t: TFunction;
  /** The request's interface language: the site's own title and description are in its domain language. */
  locale: string;
  loggedIn: boolean;
  hasTrafficSource: boolean;
  geoCountry: string | null;
  selectedCountry: string | null;
  pushPublicKey: string | null;
  regionKinds: Map<string, RegionKind>;
}

/** Signup is open when settings.signups is all, or with_trafficsource and the visitor has one (spec section 4). */
export function signupEnabled(site: SiteRow, hasTrafficSource: boolean): boolean {
  return site.signups === 'all' || (site.signups === 'with_trafficsource' && hasTrafficSource);
}

/** Logged-out search shows when logged in, or allowed for everyone, or for visitors with a traffic source. */
export function loggedOutSearchVisible(site: SiteRow, loggedIn: boolean, hasTrafficSource: boolean): boolean {
  return (
    loggedIn ||
    site.loggedOutSearch !== 'none' ||
    (site.loggedOutSearchTrafficsource !== 'none' && hasTrafficSource)
  );
}

/** The site's title and description in a language: the operator's texts in the site's language, the catalogue's in every other (decision 057). */
export function siteTexts(site: SiteRow, locale: string, t: TFunction): { indexTitle: string; description: string } {
  if (locale === site.domainLanguage) return { indexTitle: site.indexTitle, description: site.description };
  return { indexTitle: t('common:site.indexTitle', { name: site.name }), description: t('common:site.description', { name: site.name }) };
}

export function buildSettings(ctx: SettingsContext): Settings {
  const { site, t } = ctx;
  const siteCountries = site.countries.filter((c): c is Country => (COUNTRIES as readonly string[]).includes(c));
  return {
    countries: siteCountries,
    name: site.name,
    domain: site.domain,
    domain_language: site.domainLanguage,
    // The operator's texts in the site's language, the catalogue's in every other (decision 057).
    index_title: siteTexts(site, ctx.locale, t).indexTitle,
    description: siteTexts(site, ctx.locale, t).description,
    cdn_prefix: site.cdnPrefix,
    support_email: site.supportEmail,
    push_public_key: ctx.pushPublicKey,
    signups: site.signups as Settings['signups'],
    logged_out_search: site.loggedOutSearch as Settings['logged_out_search'],
    logged_out_search_trafficsource: site.loggedOutSearchTrafficsource as Settings['logged_out_search_trafficsource'],
    geoip_country: ctx.geoCountry ?? site.defaultCountry,
    geoip_selected_country: ctx.selectedCountry,
    enable_site_entry_popup: site.enableSiteEntryPopup ? 'yes' : 'no',
    site_entry_countries: site.siteEntryCountries.filter((c): c is Country => (COUNTRIES as readonly string[]).includes(c)),
    visible_profile_fields: site.visibleProfileFields,
    visible_profile_notes: site.visibleProfileNotes,
    search_fields: site.searchFields,
    message_credits: site.messageCredits,
    photo_credits: site.photoCredits,
    gift_credits: site.giftCredits,
    signup_credits: site.signupCredits,
    message_length: site.messageLength,
    minimum_message_costs: site.minimumMessageCosts,
    fictional_icon: site.fictionalIcon,
    fictional_warning: {
      singular: t('reference:fictional.warningSingular'),
      plural: t('reference:fictional.warningPlural'),
    },
    refund_days: site.refundDays,
    member_resell: site.memberResell,
    interests: [...INTERESTS],
    region_data: Object.fromEntries(
      siteCountries.flatMap((c) => {
        const kind = ctx.regionKinds.get(c);
        return kind ? [[c, { kind, label: t(`reference:regionKind.${kind}`) }]] : [];
      }),
    ),
    min_age: site.minAge,
    free_conversations: site.freeConversations,
    terms_date: termsDate(ctx.company),
    signup_enabled: signupEnabled(site, ctx.hasTrafficSource),
    logged_out_search_visible: loggedOutSearchVisible(site, ctx.loggedIn, ctx.hasTrafficSource),
  };
}

export async function loadRegionKinds(db: Db): Promise<Map<string, RegionKind>> {
  const rows = await db.select({ code: countries.code, kind: countries.regionKind }).from(countries);
  return new Map(rows.map((r) => [r.code, r.kind as RegionKind]));
}

/** Regions per country, labelled in the request's language. */
export async function listRegions(db: Db, t: TFunction, site: SiteRow): Promise<ResponseOf<typeof getRegions>['regions']> {
  const [countryRows, regionRows] = await Promise.all([
    db.select().from(countries).orderBy(asc(countries.position)),
    db.select().from(regions).orderBy(asc(regions.country), asc(regions.position)),
  ]);
  const result: Record<string, ResponseOf<typeof getRegions>['regions'][Country]> = {};
  for (const c of countryRows) {
    if (!site.countries.includes(c.code)) continue;
    const kind = c.regionKind as RegionKind;
    result[c.code] = {
      kind,
      label: t(`reference:regionKind.${kind}`),
      country_name: t(`reference:countries.${c.code}`),
      regions: regionRows.filter((r) => r.country === c.code).map((r) => ({ code: r.code, name: r.name })),
    };
  }
  return result as ResponseOf<typeof getRegions>['regions'];
}

/** The interest values with a label in the request's language and in every locale. */
export function listInterests(t: TFunction) {
  const translators = Object.fromEntries(LOCALES.map((l) => [l, translatorFor(l)]));
  return INTERESTS.map((value) => ({
    value,
    label: t(`reference:interests.${value}`),
    labels: Object.fromEntries(LOCALES.map((l) => [l, translators[l]!(`reference:interests.${value}`)])) as Record<
      (typeof LOCALES)[number],
      string
    >,
  }));
}

export function companyInfoResponse(company: CompanyRow) {
  // The console edits the same fields (catalog companyForm); the public answer dials the phone and dates the row.
  return { ...companyForm(company), support_phone: company.supportPhone.replace(/[-\s]/g, ''), added: company.added.toISOString() };
}

import { COUNTRIES, INTERESTS, type Country, type Interest } from '@dating/contracts';
import { createContext, useContext } from 'react';
import { useLocale } from '@/lib/locale';
import { useSettings } from '@/lib/settings/site-settings';

/**
 * What a lander's slug selects (decision 056): a country (`de`), a region (`nl-nh`) or an interest
 * (`travelling`). Anything else shows the lander as it is for the visitor's own country: a campaign's typo
 * must not cost it its visitors.
 */
export interface Variant {
  /** The country whose members the lander shows: the slug's, else the visitor's. */
  country: Country | null;
  region: string | null;
  interest: Interest | null;
  /** The country's name in the interface language when the slug named one, else null ("near you"). */
  place: string | null;
}

export function parseSlug(slug: string | undefined): { country: Country | null; region: string | null; interest: Interest | null } {
  const value = (slug ?? '').trim().toLowerCase();
  const none = { country: null, region: null, interest: null };
  if (!value) return none;
  if ((INTERESTS as readonly string[]).includes(value)) return { ...none, interest: value as Interest };
  const match = /^([a-z]{2})(?:-([a-z0-9]{1,3}))?$/.exec(value);
  const country = match?.[1]?.toUpperCase();
  if (!match || !country || !(COUNTRIES as readonly string[]).includes(country)) return none;
  return { ...none, country: country as Country, region: match[2] ? `${country}-${match[2].toUpperCase()}` : null };
}

export function useSlugVariant(slug: string | undefined): Variant {
  const locale = useLocale();
  const settings = useSettings();
  const parsed = parseSlug(slug);
  const geo = settings.geoip_country?.toUpperCase();
  const visitorCountry = geo && (COUNTRIES as readonly string[]).includes(geo) ? (geo as Country) : null;
  const place = parsed.country ? (new Intl.DisplayNames([locale], { type: 'region' }).of(parsed.country) ?? null) : null;
  return { ...parsed, country: parsed.country ?? visitorCountry, place };
}

export const VariantContext = createContext<Variant>({ country: null, region: null, interest: null, place: null });

export function useVariant(): Variant {
  return useContext(VariantContext);
}

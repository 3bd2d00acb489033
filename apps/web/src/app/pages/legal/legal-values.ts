import type { CompanyInfo, Settings } from '@dating/contracts';
import type { TFunction } from 'i18next';

/** Days a deleted account can still be restored (spec section 9, account deletion grace). */
export const DELETION_GRACE_DAYS = 14;

/** Spec section 9: the support phone is shown and dialled without dashes and spaces. */
export function dialablePhone(phone: string): string {
  return phone.replace(/[-\s]/g, '');
}

/** The terms version date of the settings (spec section 9) written out in the reader's language. */
export function formatTermsDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * Everything the legal texts interpolate, from the site settings and the company info at runtime:
 * no name, address, price or period is written into the catalogues.
 */
export function legalValues(settings: Settings, company: CompanyInfo, locale: string, t: TFunction<'legal'>) {
  const credits = (count: number) => t('credits', { count });
  return {
    site: settings.name,
    email: settings.support_email,
    company: company.name,
    address: company.address,
    city: company.city,
    country: company.country,
    kvk: company.kvk,
    vat: company.vat_numbers.join(', '),
    date: formatTermsDate(settings.terms_date, locale),
    min_age: settings.min_age,
    free_conversations: settings.free_conversations,
    message_length: settings.message_length,
    signup_bonus: credits(settings.signup_credits),
    message_cost: credits(settings.message_credits),
    photo_cost: credits(settings.photo_credits),
    gift_cost: credits(settings.gift_credits),
    refund_period: t('days', { count: settings.refund_days }),
    grace_period: t('days', { count: DELETION_GRACE_DAYS }),
  };
}
export type LegalValues = ReturnType<typeof legalValues>;

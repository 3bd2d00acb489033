import { sql } from 'drizzle-orm';
import { COUNTRIES, INTERESTS, TIME_BONUS } from '@dating/contracts';
import type { Db } from '../client.js';
import { companyInfo, countries, discountCodes, interests, regions, sites } from '../schema/index.js';
import { COUNTRY_REGIONS } from '../reference/regions.js';
import { ensureCreditPackages } from './packages.js';

/** The fallback site row: what a host without its own row gets. */
export const DEFAULT_SITE_ID = 1;

const currencyOf: Record<string, string> = {
  US: 'USD', GB: 'GBP', CH: 'CHF', PL: 'PLN', CA: 'CAD', AU: 'AUD', NZ: 'NZD',
};

/**
 * Countries, regions, interests, the default site and its credit packages: the data the product cannot run without.
 * Idempotent; reference lists are brought up to date, but settings an operator changed are kept.
 */
export async function ensureReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(countries)
      .values(COUNTRY_REGIONS.map((c) => ({ code: c.code, regionKind: c.regionKind, position: COUNTRIES.indexOf(c.code) })))
      .onConflictDoUpdate({
        target: countries.code,
        set: { regionKind: sql`excluded.region_kind`, position: sql`excluded.position` },
      });
    await tx
      .insert(regions)
      .values(
        COUNTRY_REGIONS.flatMap((c) => c.regions.map((r, i) => ({ country: c.code, code: r.code, name: r.name, position: i }))),
      )
      .onConflictDoUpdate({
        target: [regions.country, regions.code],
        set: { name: sql`excluded.name`, position: sql`excluded.position` },
      });
    await tx
      .insert(interests)
      .values(INTERESTS.map((code, position) => ({ code, position })))
      .onConflictDoUpdate({ target: interests.code, set: { position: sql`excluded.position` } });

    await tx
      .insert(sites)
      .values({
        id: DEFAULT_SITE_ID,
        host: '*',
        name: 'Amora',
        domain: 'localhost',
        domainLanguage: 'nl',
        indexTitle: 'Amora – daten en chatten met leden bij jou in de buurt',
        description: 'Maak gratis een profiel aan, zoek leden bij jou in de buurt, like, match en chat.',
        supportEmail: 'support@amora.example',
        countries: [...COUNTRIES],
        defaultCountry: 'NL',
        visibleProfileFields: [
          'age', 'city', 'country', 'region', 'gender', 'sexuality', 'hair_colour', 'eye_colour', 'body_type',
          'relationship_status', 'tattoos', 'signup_reason', 'interests',
        ],
        visibleProfileNotes: ['description', 'signup_message'],
        searchFields: ['gender', 'country', 'countryregion', 'min_age', 'max_age'],
        signupCredits: 10,
        minimumMessageCosts: Object.fromEntries(
          COUNTRIES.map((c) => [c, { costs: currencyOf[c] === 'PLN' ? 1.2 : 0.3, currency: currencyOf[c] ?? 'EUR' }]),
        ),
      })
      .onConflictDoNothing();
    // Keep the id sequence past the fixed id so later sites get fresh ids.
    await tx.execute(sql`select setval(pg_get_serial_sequence('sites', 'id'), greatest((select max(id) from sites), 1))`);

    await tx
      .insert(companyInfo)
      .values({
        siteId: DEFAULT_SITE_ID,
        name: 'Amora Media B.V.',
        address: 'Keizersgracht 100',
        kvk: '12345678',
        city: '1015 AA Amsterdam',
        country: 'Nederland',
        tradenames: ['Amora'],
        vatNumbers: ['NL001234567B01'],
        supportPhone: '+31 20-123 4567',
        deleteDiscount: 50,
        added: new Date('2024-03-01T12:00:00Z'),
      })
      .onConflictDoNothing();

    await ensureCreditPackages(tx);
    // The time bonus's one code (spec section 9; decision 036). Who may use it is decided per member
    // (signup less than 4 hours ago, not paid); an operator may disable it, which is kept.
    await tx
      .insert(discountCodes)
      .values({ code: TIME_BONUS.code, valuePercentage: TIME_BONUS.percentage.toFixed(1), status: 'active', validity: 'once-per-user', purpose: 'timebonus' })
      .onConflictDoNothing();
  });
}

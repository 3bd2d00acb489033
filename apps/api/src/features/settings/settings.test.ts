import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERESTS, LOCALES } from '@dating/contracts';
import { companyInfo, sites } from '@dating/db';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/build-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  const [site] = await t.db
    .insert(sites)
    .values({
      host: 'flirt.example.de',
      name: 'Flirt DE',
      domain: 'flirt.example.de',
      domainLanguage: 'de',
      indexTitle: 'Flirten in Deutschland',
      description: 'Kostenlos anmelden',
      supportEmail: 'hilfe@flirt.example.de',
      countries: ['DE', 'AT', 'CH'],
      defaultCountry: 'DE',
      signups: 'with_trafficsource',
      loggedOutSearch: 'none',
      loggedOutSearchTrafficsource: 'all',
      visibleProfileFields: ['age'],
      visibleProfileNotes: [],
      searchFields: ['gender'],
      minimumMessageCosts: { DE: { costs: 0.3, currency: 'EUR' } },
      minAge: 21,
    })
    .returning();
  await t.db.insert(companyInfo).values({
    siteId: site!.id,
    name: 'Flirt GmbH',
    address: 'Hauptstr. 1',
    kvk: 'HRB 1',
    city: 'Berlin',
    country: 'Deutschland',
    tradenames: ['Flirt DE'],
    vatNumbers: ['DE123'],
    supportPhone: '+49 30-123 456',
    deleteDiscount: 30,
    added: new Date('2025-01-10T08:00:00Z'),
  });
});
afterAll(() => t.close());

describe('settings.php', () => {
  it('answers every settings field of the default site, kept in the database', async () => {
    const res = await t.app.inject({ url: '/api/settings.php' });
    expect(res.statusCode).toBe(200);
    const { settings } = res.json();
    expect(Object.keys(settings).sort()).toEqual(
      [
        'countries', 'name', 'domain', 'domain_language', 'index_title', 'description', 'cdn_prefix', 'support_email',
        'push_public_key', 'signups', 'logged_out_search', 'logged_out_search_trafficsource', 'geoip_country',
        'geoip_selected_country', 'enable_site_entry_popup', 'site_entry_countries', 'visible_profile_fields', 'visible_profile_notes',
        'search_fields', 'message_credits', 'photo_credits', 'gift_credits', 'signup_credits', 'message_length',
        'minimum_message_costs', 'fictional_icon', 'fictional_warning', 'refund_days', 'member_resell', 'interests',
        'region_data', 'min_age', 'free_conversations', 'terms_date', 'signup_enabled', 'logged_out_search_visible',
      ].sort(),
    );
    expect(settings).toMatchObject({
      name: 'Amora',
      domain_language: 'nl',
      countries: expect.arrayContaining(['NL', 'BE', 'DE', 'US', 'PL', 'CH']),
      signups: 'all',
      signup_enabled: true,
      geoip_country: 'NL',
      enable_site_entry_popup: 'yes',
      site_entry_countries: ['NL', 'BE', 'DE', 'AT', 'CH', 'FR', 'IT', 'ES', 'PL', 'GB', 'IE'],
      min_age: 18,
      free_conversations: 2,
      fictional_warning: {
        singular: 'Dit is een fictief profiel: fysiek contact is niet mogelijk.',
        plural: 'Dit zijn fictieve profielen: fysiek contact is niet mogelijk.',
      },
      region_data: { NL: { kind: 'province', label: 'Provincie' }, CH: { kind: 'canton' } },
      terms_date: '2024-03-01T12:00:00.000Z',
    });
    expect(settings.interests).toHaveLength(51);
    expect(settings.minimum_message_costs.PL.currency).toBe('PLN');
    // The VAPID public key is an uncompressed P-256 point: 65 bytes.
    expect(Buffer.from(settings.push_public_key, 'base64url')).toHaveLength(65);
    const again = await t.app.inject({ url: '/api/settings.php' });
    expect(again.json().settings.push_public_key).toBe(settings.push_public_key);
  });

  it('answers the settings of the host that is asked for, and the trafficsource rules of spec section 4', async () => {
    const plain = (await t.app.inject({ url: '/api/settings.php?host=www.flirt.example.de' })).json().settings;
    expect(plain).toMatchObject({
      name: 'Flirt DE',
      domain: 'flirt.example.de',
      domain_language: 'de',
      countries: ['DE', 'AT', 'CH'],
      min_age: 21,
      signup_enabled: false,
      logged_out_search_visible: false,
      terms_date: '2025-01-10T08:00:00.000Z',
    });
    const withSource = (await t.app.inject({ url: '/api/settings.php?host=flirt.example.de&ref=partner42' })).json().settings;
    expect(withSource).toMatchObject({ signup_enabled: true, logged_out_search_visible: true });
    const byHostHeader = (await t.app.inject({ url: '/api/settings.php', headers: { host: 'flirt.example.de' } })).json();
    expect(byHostHeader.settings.name).toBe('Flirt DE');
  });

  it('answers the home page title and description in the visitor\u2019s language: the operator\u2019s own in the site\u2019s language, the catalogue\u2019s in the others', async () => {
    const inLanguage = async (cookie: string, host?: string) =>
      (await t.app.inject({ url: '/api/settings.php', headers: { cookie, ...(host ? { host } : {}) } })).json().settings;
    const [own] = await t.db.select().from(sites).where(eq(sites.host, '*'));
    expect(await inLanguage('i18n_redirected=nl')).toMatchObject({ index_title: own!.indexTitle, description: own!.description });
    expect(await inLanguage('i18n_redirected=en')).toMatchObject({
      index_title: 'Amora – dating and chatting with members near you',
      description: 'Create a free profile, find members near you, like, match and chat.',
    });
    const german = await inLanguage('i18n_redirected=de');
    expect(german.index_title).toBe('Amora – Dating und Chat mit Mitgliedern in deiner Nähe');
    expect(german.description).not.toBe(own!.description);
    expect(await inLanguage('i18n_redirected=de', 'flirt.example.de')).toMatchObject({ index_title: 'Flirten in Deutschland', description: 'Kostenlos anmelden' });
    expect((await inLanguage('i18n_redirected=fr', 'flirt.example.de')).index_title).toBe('Flirt DE – rencontres et chat avec des membres près de chez vous');
  });

  it('takes geoip_country from the trusted proxy and the selected country from the query', async () => {
    const res = await t.app.inject({ url: '/api/settings.php?country=be', headers: { 'cf-ipcountry': 'FR' } });
    expect(res.json().settings).toMatchObject({ geoip_country: 'FR', geoip_selected_country: 'BE' });
  });

  it('refuses a malformed query with a 400', async () => {
    const res = await t.app.inject({ url: `/api/settings.php?country=NLD&host=${'x'.repeat(300)}` });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['country', 'host']);
  });
});

describe('companyinfo.php', () => {
  it('answers the company of the site with the support phone stripped of dashes and spaces', async () => {
    const res = await t.app.inject({ url: '/api/companyinfo.php', headers: { host: 'flirt.example.de' } });
    expect(res.json().companyinfo).toEqual({
      name: 'Flirt GmbH',
      address: 'Hauptstr. 1',
      kvk: 'HRB 1',
      city: 'Berlin',
      country: 'Deutschland',
      tradenames: ['Flirt DE'],
      vat_numbers: ['DE123'],
      support_phone: '+4930123456',
      delete_discount: 30,
      added: '2025-01-10T08:00:00.000Z',
    });
    const fallback = await t.app.inject({ url: '/api/companyinfo.php' });
    expect(fallback.json().companyinfo.support_phone).toBe('+31201234567');
  });
});

describe('interests.php', () => {
  it('answers the 51 interests with a label in the request language and in every locale', async () => {
    const res = await t.app.inject({ url: '/api/interests.php', headers: { 'accept-language': 'en' } });
    const { interests } = res.json();
    expect(interests.map((i: { value: string }) => i.value)).toEqual([...INTERESTS]);
    for (const item of interests) {
      expect(Object.keys(item.labels).sort()).toEqual([...LOCALES].sort());
      for (const label of Object.values(item.labels)) expect(label).toMatch(/\S/);
      expect(item.label).toBe(item.labels.en);
    }
    const travel = interests.find((i: { value: string }) => i.value === 'travelling');
    expect(new Set(Object.values(travel.labels)).size).toBeGreaterThan(4);
  });
});

describe('regions.php', () => {
  it('answers the regions of every country of the site with the country\u2019s own label in the request language', async () => {
    const res = await t.app.inject({ url: '/api/regions.php', headers: { 'accept-language': 'pl' } });
    const { regions } = res.json();
    expect(Object.keys(regions)).toHaveLength(15);
    expect(regions.PL.kind).toBe('voivodeship');
    expect(regions.PL.label).toBe('Województwo');
    expect(regions.PL.regions).toHaveLength(16);
    expect(regions.NL.regions.map((r: { name: string }) => r.name)).toContain('Noord-Holland');
    expect(regions.CH.kind).toBe('canton');
    expect(regions.DE.kind).toBe('bundesland');
    expect(regions.US.regions).toHaveLength(51);
    const german = (await t.app.inject({ url: '/api/regions.php', headers: { 'accept-language': 'de', host: 'flirt.example.de' } })).json();
    expect(Object.keys(german.regions).sort()).toEqual(['AT', 'CH', 'DE']);
    expect(german.regions.CH.label).toBe('Kanton');
    expect(german.regions.DE.country_name).toBe('Deutschland');
  });
});

describe('health.php and unknown calls', () => {
  it('answers ok when the database answers', async () => {
    expect((await t.app.inject({ url: '/api/health.php' })).json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers an unknown API path with a JSON 404 in the error shape', async () => {
    const res = await t.app.inject({ url: '/api/nothing.php', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'This page could not be found.', statusCode: 404, code: 'not_found' });
  });

  it('keeps the site row of a host for the operator to change', async () => {
    await t.db.update(sites).set({ name: 'Flirt Deutschland' }).where(eq(sites.host, 'flirt.example.de'));
    t.app.sites.clear();
    const res = await t.app.inject({ url: '/api/settings.php?host=flirt.example.de' });
    expect(res.json().settings.name).toBe('Flirt Deutschland');
  });
});

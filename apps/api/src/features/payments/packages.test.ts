import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { creditPackages, payments } from '@dating/db';
import { createTestApp, type TestApp } from '../../../test/build-app.js';
import { createMember } from '../../../test/factories.js';

/**
 * The price lists of credits.php and pricing.php, with the payment methods asked from the built-in test
 * provider through the real Mollie client: the app listens on a port of its own, as in production.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

interface Answer {
  country: string;
  currency: string;
  packages: { id: number; credits: number; price: number; currency: string; price_per_credit: number; best_value: boolean; tryout: boolean }[];
  tryout: { credits: number; price: number; price_per_credit: number; tryout: boolean } | null;
  methods: { id: string; name: string; image: string; issuers: { id: string; name: string }[] }[];
  methods_available: boolean;
  credits?: number;
  premium?: boolean;
  tryout_available?: boolean;
}

async function credits(cookie: string, language = 'en'): Promise<Answer> {
  const response = await t.app.inject({ url: '/api/credits.php', headers: { cookie, 'accept-language': language } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function pricing(query = '', headers: Record<string, string> = {}): Promise<Answer> {
  const response = await t.app.inject({ url: `/api/pricing.php${query}`, headers: { 'accept-language': 'en', ...headers } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const ids = (a: Answer) => a.methods.map((m) => m.id);

describe('credits.php: the packages for the member’s country', () => {
  it('answers euro packages in the Netherlands with the price per credit, the best value and iDEAL first', async () => {
    const member = await createMember(t.db, { country: 'NL', credits: 7 });
    const answer = await credits(member.cookie);
    expect(answer).toMatchObject({ country: 'NL', currency: 'EUR', credits: 7, premium: false, tryout_available: true, methods_available: true });
    expect(answer.packages.map((p) => [p.credits, p.price, p.price_per_credit, p.best_value])).toEqual([
      [50, 1995, 39.9, false],
      [100, 3795, 37.95, false],
      [250, 8495, 33.98, false],
      [500, 15495, 30.99, true],
    ]);
    expect(answer.tryout).toMatchObject({ credits: 10, price: 395, tryout: true });
    // Through @mollie/api-client against the test provider: iDEAL (with its banks) first, then the rest.
    expect(ids(answer)).toEqual(['ideal', 'creditcard', 'paypal', 'directdebit', 'banktransfer']);
    expect(answer.methods[0]!.issuers.map((i) => i.name)).toContain('ING');
    expect(answer.methods[1]!.image).toMatch(/^https?:\/\/.+\.svg$/);
  });

  it('orders the methods by country: Bancontact in Belgium, BLIK and Przelewy24 in Poland, eps in Austria, TWINT in Switzerland', async () => {
    const expected: Record<string, [currency: string, methods: string[]]> = {
      BE: ['EUR', ['bancontact', 'creditcard', 'paypal', 'directdebit', 'banktransfer']],
      PL: ['PLN', ['blik', 'przelewy24', 'creditcard', 'paypal', 'banktransfer']],
      AT: ['EUR', ['eps', 'creditcard', 'paypal', 'directdebit', 'banktransfer']],
      CH: ['CHF', ['twint', 'creditcard', 'paypal', 'banktransfer']],
      DE: ['EUR', ['creditcard', 'paypal', 'directdebit', 'banktransfer']],
      GB: ['GBP', ['creditcard', 'paypal', 'banktransfer']],
      US: ['USD', ['creditcard', 'paypal']],
    };
    for (const [country, [currency, methods]] of Object.entries(expected)) {
      const member = await createMember(t.db, { country, region: null, city: null });
      const answer = await credits(member.cookie);
      expect({ country, currency: answer.currency, methods: ids(answer) }).toEqual({ country, currency, methods });
      expect(answer.packages.every((p) => p.currency === currency)).toBe(true);
    }
  });

  it('answers each currency’s own prices, a country’s own packages before its currency’s, and the default country’s elsewhere', async () => {
    const prices = async (country: string) => {
      const answer = await credits((await createMember(t.db, { country, region: null, city: null })).cookie);
      return [answer.country, answer.currency, answer.packages.map((p) => p.price), answer.tryout?.price];
    };
    expect(await prices('GB')).toEqual(['GB', 'GBP', [1699, 3299, 7799, 15299], 349]);
    expect(await prices('PL')).toEqual(['PL', 'PLN', [7999, 14999, 33999, 62999], 1499]);
    expect(await prices('US')).toEqual(['US', 'USD', [1999, 3799, 8499, 15999], 399]);
    expect(await prices('CH')).toEqual(['CH', 'CHF', [1990, 3790, 8490, 15490], 390]);
    expect(await prices('IT')).toEqual(['IT', 'EUR', [1795, 3395, 7795, 15195], 345]);
    expect(await prices('FR')).toEqual(['FR', 'EUR', [1995, 3795, 8495, 15495], 395]);
    // Canada has no currency we sell in: the site's default country (NL) and its euros.
    expect(await prices('CA')).toEqual(['NL', 'EUR', [1995, 3795, 8495, 15495], 395]);
  });

  it('never sells a message below the site’s minimum message cost in any country', async () => {
    const { settings } = (await t.app.inject({ url: '/api/settings.php' })).json() as { settings: {
      countries: string[];
      message_credits: number;
      minimum_message_costs: Record<string, { costs: number; currency: string }>;
    } };
    expect(settings.countries.length).toBeGreaterThan(10);
    for (const country of settings.countries) {
      const answer = await pricing(`?country=${country}`);
      const minimum = settings.minimum_message_costs[country]!;
      if (minimum.currency !== answer.currency) continue;
      for (const p of [...answer.packages, answer.tryout!]) {
        expect({ country, credits: p.credits, perMessage: p.price_per_credit * settings.message_credits >= minimum.costs * 100 }).toEqual({ country, credits: p.credits, perMessage: true });
      }
    }
  });

  it('leaves out a package an operator switched off', async () => {
    await t.db.update(creditPackages).set({ active: false }).where(eq(creditPackages.code, 'chf-250'));
    try {
      const answer = await credits((await createMember(t.db, { country: 'CH', region: null, city: null })).cookie);
      expect(answer.packages.map((p) => p.credits)).toEqual([50, 100, 500]);
    } finally {
      await t.db.update(creditPackages).set({ active: true }).where(eq(creditPackages.code, 'chf-250'));
    }
  });

  it('offers the tryout once: not after a paid tryout, not to a premium member; an unfinished one keeps it open', async () => {
    const member = await createMember(t.db, { country: 'NL' });
    const answer = await credits(member.cookie);
    const tryout = await t.db.select().from(creditPackages).where(eq(creditPackages.code, 'eur-tryout'));
    const row = { userId: member.id, packageId: tryout[0]!.id, credits: 25, tryout: true, amount: 295, currency: 'EUR', method: 'ideal' };
    await t.db.insert(payments).values({ ...row, status: 'failed' });
    await t.db.insert(payments).values({ ...row, status: 'open' });
    expect(answer.tryout_available).toBe(true);
    expect((await credits(member.cookie)).tryout_available).toBe(true);

    await t.db.insert(payments).values({ ...row, status: 'paid', paidAt: new Date() });
    const after = await credits(member.cookie);
    expect(after.tryout_available).toBe(false);
    // The packages themselves stay; only the tryout is closed to this member.
    expect(after.tryout).not.toBeNull();
    expect(after.packages).toHaveLength(4);

    const premium = await createMember(t.db, { country: 'NL', paid: true });
    expect(await credits(premium.cookie)).toMatchObject({ premium: true, tryout_available: false });
  });

  it('names the methods in the member’s language', async () => {
    const name = async (language: 'en' | 'de') => {
      const member = await createMember(t.db, { country: 'AT', region: null, city: null, language });
      return (await credits(member.cookie, language)).methods.find((m) => m.id === 'banktransfer')?.name;
    };
    expect(await name('en')).toBe('Bank transfer');
    expect(await name('de')).toBe('Banküberweisung');
  });

  it('is for members only', async () => {
    const response = await t.app.inject({ url: '/api/credits.php', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'authentication_required' });
  });
});

describe('pricing.php: the prices for a visitor', () => {
  it('answers the prices of the visitor’s country from the proxy, the chosen country, or the site’s default', async () => {
    expect(await pricing('', { 'cf-ipcountry': 'PL' })).toMatchObject({ country: 'PL', currency: 'PLN', methods_available: true });
    expect(ids(await pricing('', { 'cf-ipcountry': 'BE' }))[0]).toBe('bancontact');
    expect(await pricing('?country=GB')).toMatchObject({ country: 'GB', currency: 'GBP' });
    expect(await pricing('', { cookie: 'selected_country=ch' })).toMatchObject({ country: 'CH', currency: 'CHF' });
    const fallback = await pricing();
    expect(fallback).toMatchObject({ country: 'NL', currency: 'EUR' });
    expect(fallback.tryout).toMatchObject({ credits: 10, price: 395 });
    expect(fallback).not.toHaveProperty('tryout_available');
    // A member gets the prices of the profile's country, as on /credits.
    const member = await createMember(t.db, { country: 'GB', region: null, city: null });
    expect(await pricing('', { cookie: member.cookie, 'cf-ipcountry': 'PL' })).toMatchObject({ country: 'GB', currency: 'GBP' });
    // A country header from a client that is not a listed proxy counts for nothing.
    const spoofed = await t.app.inject({ url: '/api/pricing.php', remoteAddress: '198.51.100.7', headers: { 'cf-ipcountry': 'PL' } });
    expect(spoofed.json()).toMatchObject({ country: 'NL', currency: 'EUR' });
  });

  it('refuses a country it does not know with a 400 that names the field', async () => {
    for (const query of ['?country=XX', '?country=nl', '?country=', '?country=NL&country=BE']) {
      const response = await t.app.inject({ url: `/api/pricing.php${query}`, headers: { 'accept-language': 'en' } });
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { country: expect.any(String) } });
    }
  });
});

describe('without a payment provider', () => {
  it('shows the prices with no methods and says so, never a 5xx (production without MOLLIE_API_KEY)', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', DEV_OUTBOX: 'false' });
    try {
      const member = await createMember(production.db, { country: 'NL' });
      const response = await production.app.inject({ url: '/api/credits.php', headers: { cookie: member.cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ currency: 'EUR', methods: [], methods_available: false, tryout_available: true });
      expect(response.json().packages).toHaveLength(4);
      const visitor = await production.app.inject({ url: '/api/pricing.php' });
      expect(visitor.json()).toMatchObject({ methods: [], methods_available: false });
    } finally {
      await production.close();
    }
  });

  it('shows the prices with no methods when the provider does not answer', async () => {
    // Not listening: the loopback address the client would call has nobody behind it.
    const silent = await createTestApp();
    try {
      const member = await createMember(silent.db, { country: 'BE', region: null, city: null });
      const response = await silent.app.inject({ url: '/api/credits.php', headers: { cookie: member.cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ currency: 'EUR', methods: [], methods_available: false });
    } finally {
      await silent.close();
    }
  });
});

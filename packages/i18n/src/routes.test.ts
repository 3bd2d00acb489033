import { describe, expect, it } from 'vitest';
import { LOCALES } from '@dating/contracts';
import { ROUTES, matchPath, pathFor, translatePath, type RouteName } from './routes.js';
import { languageFor, localeFromAcceptLanguage, toLocale } from './index.js';

const sample = { id: 42, type: 'mutual', paymentmethod: 'ideal', slug: 'summer', lander: 'gallery' };

describe('localized routes', () => {
  it('resolves every path of every locale back to its route and parameters', () => {
    for (const name of Object.keys(ROUTES) as RouteName[]) {
      for (const locale of LOCALES) {
        const path = pathFor(name, locale, sample);
        const match = matchPath(path);
        expect(match?.name, `${locale} ${path}`).toBe(name);
        expect(match?.locales).toContain(locale);
      }
    }
  });

  it('gives each locale its own words without a language prefix', () => {
    expect(pathFor('members', 'nl')).toBe('/leden');
    expect(pathFor('members', 'de')).toBe('/mitglieder');
    expect(pathFor('member', 'en', { id: 7 })).toBe('/members/7');
    expect(pathFor('creditsPay', 'nl', { id: 3 })).toBe('/credits/3');
    expect(pathFor('creditsPay', 'nl', { id: 3, paymentmethod: 'ideal' })).toBe('/credits/3/ideal');
    expect(pathFor('home', 'pl')).toBe('/');
  });

  it('moves to the same page in another language', () => {
    expect(translatePath('/leden/12', 'de')).toBe('/mitglieder/12');
    expect(translatePath('/activate/done', 'nl')).toBe('/activeren/gelukt');
    expect(translatePath('/credits/repeat-order', 'es')).toBe('/creditos/repetir-pedido');
    expect(translatePath('/no/such/page', 'de')).toBeNull();
  });

  it('prefers a fixed path over a parameter', () => {
    expect(matchPath('/credits/repeat-order')?.name).toBe('creditsRepeat');
    expect(matchPath('/landers/adultonly')?.name).toBe('landerAdultOnly');
    expect(matchPath('/landers/gallery/summer')).toMatchObject({ name: 'lander', params: { lander: 'gallery', slug: 'summer' } });
  });

  it('refuses to build a path without its required parameter', () => {
    expect(() => pathFor('member', 'nl')).toThrow(/id/);
  });
});

describe('language helpers', () => {
  it('reads the best supported locale from Accept-Language', () => {
    expect(localeFromAcceptLanguage('ru-RU,ru;q=0.9,de;q=0.8,en;q=0.5')).toBe('de');
    expect(localeFromAcceptLanguage('en;q=0.2, pl;q=0.9')).toBe('pl');
    expect(localeFromAcceptLanguage('ja')).toBeNull();
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
  });
  it('maps a domain language to a locale by its first two letters', () => {
    expect(toLocale('nl-BE')).toBe('nl');
    expect(toLocale('FR_ca')).toBe('fr');
    expect(toLocale('pt-BR')).toBeNull();
  });
  it('uses the Belgian variants in Belgium only', () => {
    expect(languageFor('nl', 'BE')).toBe('nl-BE');
    expect(languageFor('fr', 'be')).toBe('fr-BE');
    expect(languageFor('de', 'BE')).toBe('de');
    expect(languageFor('nl', 'NL')).toBe('nl');
  });
});

import { LOCALES } from '@dating/contracts';
import { describe, expect, it } from 'vitest';
import { switcherLanguages } from './switcher-languages';

describe('the language switcher’s order (spec section 9)', () => {
  it('puts the languages of the visitor’s country first, in the order of the mapping', () => {
    expect(switcherLanguages('DE')).toEqual({ suggested: ['de'], other: ['nl', 'en', 'es', 'fr', 'it', 'pl'] });
    expect(switcherLanguages('CH').suggested).toEqual(['de', 'it', 'fr', 'en']);
    expect(switcherLanguages('be').suggested).toEqual(['nl', 'fr', 'de']);
    expect(switcherLanguages('US').suggested).toEqual(['en', 'es']);
  });

  it('offers English, then Dutch, to a visitor from elsewhere or of unknown country', () => {
    expect(switcherLanguages('SE')).toEqual({ suggested: ['en', 'nl'], other: ['de', 'es', 'fr', 'it', 'pl'] });
    expect(switcherLanguages(null).suggested).toEqual(['en', 'nl']);
  });

  it('always offers every interface language exactly once', () => {
    for (const country of ['NL', 'CH', 'US', 'XX', null]) {
      const { suggested, other } = switcherLanguages(country);
      expect([...suggested, ...other].sort()).toEqual([...LOCALES].sort());
    }
  });
});

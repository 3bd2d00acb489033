import { describe, expect, it } from 'vitest';
import { formatIban, formatPerCredit, formatPrice, savingPercent } from './money';

// Intl writes a narrow no-break space in some locales; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it('writes minor units as each language writes money', () => {
    expect(plain(formatPrice(995, 'EUR', 'en'))).toBe('€9.95');
    expect(plain(formatPrice(995, 'EUR', 'nl'))).toBe('€ 9,95');
    expect(plain(formatPrice(6995, 'EUR', 'de'))).toBe('69,95 €');
    expect(plain(formatPrice(29999, 'PLN', 'pl'))).toBe('299,99 zł');
    expect(plain(formatPrice(849, 'GBP', 'en'))).toBe('£8.49');
    expect(plain(formatPrice(1999, 'USD', 'en'))).toBe('$19.99');
    expect(plain(formatPrice(1790, 'CHF', 'de'))).toBe('17,90 CHF');
  });
});

describe('formatPerCredit', () => {
  it('rounds the price of one credit to the cent', () => {
    expect(formatPerCredit(17.95, 'EUR', 'en')).toBe('€0.18');
    expect(formatPerCredit(19.9, 'EUR', 'en')).toBe('€0.20');
    expect(plain(formatPerCredit(85.98, 'PLN', 'pl'))).toBe('0,86 zł');
  });
});

describe('savingPercent', () => {
  const list = [{ price_per_credit: 19.9 }, { price_per_credit: 17.95 }, { price_per_credit: 15.98 }, { price_per_credit: 13.99 }];

  it('compares a package with the dearest credit on the list', () => {
    expect(list.map((p) => savingPercent(p.price_per_credit, list))).toEqual([0, 10, 20, 30]);
  });

  it('answers 0 when there is nothing to compare with', () => {
    expect(savingPercent(10, [])).toBe(0);
    expect(savingPercent(10, [{ price_per_credit: 10 }])).toBe(0);
    expect(savingPercent(25, list)).toBe(0);
  });
});

describe('formatIban', () => {
  it('groups an IBAN by four, whatever the member pasted', () => {
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
    expect(formatIban('de89 3704 0044 0532 0130 00')).toBe('DE89 3704 0044 0532 0130 00');
    expect(formatIban('BE68539007547034')).toBe('BE68 5390 0754 7034');
  });
});

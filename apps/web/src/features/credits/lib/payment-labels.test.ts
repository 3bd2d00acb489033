import { describe, expect, it } from 'vitest';
import { brandName, formatPaymentDate, isTranslatedMethod } from './payment-labels';

describe('payment labels', () => {
  it('names brands as they write themselves and translates the generic methods', () => {
    expect(brandName('ideal')).toBe('iDEAL');
    expect(brandName('paypal')).toBe('PayPal');
    expect(brandName('somethingnew')).toBe('somethingnew');
    expect(['creditcard', 'directdebit', 'banktransfer', 'ideal'].map(isTranslatedMethod)).toEqual([true, true, true, false]);
  });

  it('writes the date the way the language does', () => {
    const iso = '2026-03-05T12:00:00Z';
    expect(formatPaymentDate(iso, 'nl')).toMatch(/5 mrt 2026/);
    expect(formatPaymentDate(iso, 'de')).toMatch(/05\.03\.2026/);
    expect(formatPaymentDate(iso, 'en')).toMatch(/5 Mar 2026|Mar 5, 2026/);
  });
});

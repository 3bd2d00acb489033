import { describe, expect, it } from 'vitest';
import { parseMoney } from './spending-cap';

describe('parseMoney', () => {
  it('reads whole amounts and up to two decimals with a point or a comma', () => {
    expect(parseMoney('50')).toBe(5_000);
    expect(parseMoney('49,95')).toBe(4_995);
    expect(parseMoney('49.9')).toBe(4_990);
    expect(parseMoney(' 1 000 ')).toBe(100_000);
  });

  it('refuses anything else', () => {
    for (const text of ['', 'abc', '-5', '1.234', '1,2,3', '€50', '1e3']) expect(parseMoney(text)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { parseAmount } from './form-fields';

describe('parseAmount: what an admin types as a refund amount, in minor units', () => {
  it('reads a dot or a comma with up to two decimals', () => {
    expect(['12', '12.5', '12,50', ' 0.01 ', '1234567,89'].map(parseAmount)).toEqual([1200, 1250, 1250, 1, 123456789]);
  });
  it('refuses zero, negatives, three decimals, thousands separators and words', () => {
    expect(['0', '0,00', '-5', '1.234', '1.234,50', 'ten', ''].map(parseAmount)).toEqual([null, null, null, null, null, null, null]);
  });
});

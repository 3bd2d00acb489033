import { describe, expect, it } from 'vitest';
import { offeredBundle } from './credit-bundle';

describe('the bundle a premium-only alert offers', () => {
  const pkg = (id: number, price: number, tryout = false) => ({ id, credits: id * 10, price, currency: 'EUR' as const, price_per_credit: price / (id * 10), best_value: false, tryout });

  it('is the tryout while the member may buy it', () => {
    expect(offeredBundle({ packages: [pkg(2, 1995), pkg(1, 995)], tryout: pkg(9, 295, true), tryout_available: true })?.id).toBe(9);
  });

  it('is otherwise the cheapest package, whatever the order', () => {
    expect(offeredBundle({ packages: [pkg(2, 1995), pkg(1, 995)], tryout: pkg(9, 295, true), tryout_available: false })?.id).toBe(1);
    expect(offeredBundle({ packages: [], tryout: null, tryout_available: true })).toBeNull();
  });
});

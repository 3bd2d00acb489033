import { describe, expect, it } from 'vitest';
import { deriveSexuality, lookingForOf } from './sexuality';

describe('deriveSexuality', () => {
  it.each([
    ['male', 'women', 'hetero'],
    ['female', 'men', 'hetero'],
    ['male', 'men', 'gay'],
    ['female', 'women', 'lesbian'],
    ['male', 'both', 'bi'],
    ['female', 'both', 'bi'],
  ] as const)('a %s looking for %s is %s', (gender, lookingFor, sexuality) => {
    expect(deriveSexuality(gender, lookingFor)).toBe(sexuality);
    expect(lookingForOf(gender, sexuality)).toBe(lookingFor);
  });
});

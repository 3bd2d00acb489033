import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './badge';

describe('count badge', () => {
  it('shows nothing for 0, the number up to 99, and 99+ from 100', () => {
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(2500)).toBe('99+');
  });

  it('can show 0 (the credits balance)', () => {
    expect(formatBadgeCount(0, { showZero: true })).toBe('0');
    expect(formatBadgeCount(-1, { showZero: true })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { creditsBadgeTone } from './credits-badge';

describe('credits badge', () => {
  it('shows at 10 or fewer credits: warning above 0, danger at 0', () => {
    expect(creditsBadgeTone(11)).toBeNull();
    expect(creditsBadgeTone(10)).toBe('warning');
    expect(creditsBadgeTone(1)).toBe('warning');
    expect(creditsBadgeTone(0)).toBe('danger');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { updateAppBadge } from './app-badge';

describe('app badge', () => {
  it('sets the count when there is something new and clears it at 0', () => {
    const badge = { setAppBadge: vi.fn(() => Promise.resolve()), clearAppBadge: vi.fn(() => Promise.resolve()) };
    updateAppBadge(3, badge);
    expect(badge.setAppBadge).toHaveBeenCalledWith(3);
    updateAppBadge(0, badge);
    expect(badge.clearAppBadge).toHaveBeenCalledOnce();
  });

  it('does nothing where the browser has no badge', () => {
    expect(() => updateAppBadge(2, {})).not.toThrow();
    expect(() => updateAppBadge(2, undefined)).not.toThrow();
  });

  it('ignores a refusal, thrown or rejected', async () => {
    const rejected = Promise.reject(new Error('not installed'));
    updateAppBadge(1, { setAppBadge: () => rejected });
    await expect(rejected).rejects.toThrow();
    expect(() =>
      updateAppBadge(1, {
        setAppBadge: () => {
          throw new Error('not allowed');
        },
      }),
    ).not.toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { ENRICH_ALERT_HIDDEN_MS, showEnrichAlert } from './enrich-alert';

const now = Date.UTC(2026, 10, 24, 12);

describe('enrich-profile alert', () => {
  it('shows while something is missing and the member has not closed it', () => {
    expect(showEnrichAlert(['photo'], null, now)).toBe(true);
    expect(showEnrichAlert(['photo', 'about', 'details'], null, now)).toBe(true);
  });

  it('never shows for a complete profile', () => {
    expect(showEnrichAlert([], null, now)).toBe(false);
    expect(showEnrichAlert([], now - 30 * ENRICH_ALERT_HIDDEN_MS, now)).toBe(false);
  });

  it('stays away for 7 days after a dismissal, then comes back while the profile is still thin', () => {
    expect(showEnrichAlert(['about'], now - 1000, now)).toBe(false);
    expect(showEnrichAlert(['about'], now - ENRICH_ALERT_HIDDEN_MS + 1, now)).toBe(false);
    expect(showEnrichAlert(['about'], now - ENRICH_ALERT_HIDDEN_MS, now)).toBe(true);
  });
});

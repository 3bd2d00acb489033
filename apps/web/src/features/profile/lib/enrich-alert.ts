import type { ProfileGap } from '@dating/contracts';

/** The alert's dismissal, a timestamp (spec section 4). */
export const ENRICH_ALERT_KEY = 'hide-enrich-alert';
/** A dismissed alert comes back after this long while the profile is still thin (decision 064). */
export const ENRICH_ALERT_HIDDEN_MS = 7 * 86_400_000;

/**
 * Whether to ask the member to complete their profile: the server found something missing (no photo, no
 * "about me" text, no city or interests) and the member has not closed the alert in the last 7 days.
 * A complete profile never shows it.
 */
export function showEnrichAlert(missing: readonly ProfileGap[], dismissedAt: number | null, now: number): boolean {
  if (missing.length === 0) return false;
  return dismissedAt === null || now - dismissedAt >= ENRICH_ALERT_HIDDEN_MS;
}

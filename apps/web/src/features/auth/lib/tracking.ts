/** Tracking of the landing visit (spec section 3): network, ref, sub1..sub3, sent with the signup. */
export const TRACKING_KEYS = ['network', 'ref', 'sub1', 'sub2', 'sub3'] as const;
export type Tracking = Partial<Record<(typeof TRACKING_KEYS)[number], string>>;

const STORAGE_KEY = 'signup-tracking';

export function trackingFromSearch(search: string): Tracking | null {
  const params = new URLSearchParams(search);
  const tracking: Tracking = {};
  for (const key of TRACKING_KEYS) {
    const value = params.get(key)?.trim();
    if (value) tracking[key] = value.slice(0, 100);
  }
  return Object.keys(tracking).length > 0 ? tracking : null;
}

/** Keeps the landing URL's tracking for this browser session, so a later signup still carries it. */
export function captureTracking(search: string): void {
  const tracking = trackingFromSearch(search);
  if (!tracking) return;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(tracking));
  } catch {
    // Without storage the signup simply carries no tracking.
  }
}

export function readTracking(): Tracking | undefined {
  try {
    const stored = window.sessionStorage.getItem(STORAGE_KEY);
    return stored ? (JSON.parse(stored) as Tracking) : undefined;
  } catch {
    return undefined;
  }
}

import { useEffect } from 'react';

/** The Badging API of installed web apps; absent in most browsers. */
export interface BadgeApi {
  setAppBadge?: (count?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

/**
 * Shows `count` on the installed app's icon, or clears it at 0. Where the browser has no badge,
 * or refuses (not installed, no permission), nothing happens: failures are ignored (spec section 8).
 */
export function updateAppBadge(count: number, badge: BadgeApi | undefined): void {
  if (!badge) return;
  try {
    const pending = count > 0 ? badge.setAppBadge?.(count) : badge.clearAppBadge?.();
    pending?.catch(() => undefined);
  } catch {
    // Badging is a nicety; never let it break the page.
  }
}

/** Keeps the app badge equal to unread messages plus new likes (spec section 4). */
export function useAppBadge(count: number): void {
  useEffect(() => {
    updateAppBadge(count, typeof navigator === 'undefined' ? undefined : (navigator as BadgeApi));
  }, [count]);
}

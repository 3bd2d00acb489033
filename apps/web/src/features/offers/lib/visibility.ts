import { TIME_BONUS } from '@dating/contracts';
import type { RouteName } from '@dating/i18n';

/** The members area (spec section 2): members, members/{id}, chats, likes, likes/m/{id} and premium. */
export const MEMBERS_AREA: readonly RouteName[] = ['members', 'member', 'chats', 'likes', 'likesMember', 'premium'];

export const TIME_BONUS_MODAL_KEY = 'hide-time-bonus-modal';
export const WELCOME_MODAL_KEY = 'hide-welcome-discount-modal';

export function inMembersArea(route: RouteName | null | undefined): boolean {
  return !!route && MEMBERS_AREA.includes(route);
}

/**
 * How long a member stays in the members area before the time-bonus modal shows: 40 s (spec section 9).
 * `?offer-delay=<ms>` shortens it (used by the end-to-end test; a member who types it only sees the
 * same offer sooner), never lengthens it.
 */
export function modalDelayMs(search: string): number {
  const raw = new URLSearchParams(search).get('offer-delay');
  const value = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 ? Math.min(value, TIME_BONUS.modalDelayMs) : TIME_BONUS.modalDelayMs;
}

/** The time-bonus modal: only with 0 credits, only once the wait in the members area is over, never after a dismissal. */
export function showTimeBonusModal({ credits, waited, dismissedAt }: { credits: number; waited: boolean; dismissedAt: number | null }): boolean {
  return credits === 0 && waited && dismissedAt === null;
}

/** Longest delay the `t` parameter may ask for: a typo must not hide a match for hours. */
const MAX_DELAY_SECONDS = 600;

/**
 * The query parameter `t` delays the match modal by t seconds (spec section 9). Anything that is
 * not a number of seconds counts as no delay.
 */
export function matchModalDelayMs(search: string): number {
  const value = new URLSearchParams(search).get('t');
  if (value === null || value.trim() === '') return 0;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) return 0;
  return Math.min(seconds, MAX_DELAY_SECONDS) * 1000;
}

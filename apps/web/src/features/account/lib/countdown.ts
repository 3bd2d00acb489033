/** Spec section 9: countdowns tick once a second. */
export const COUNTDOWN_TICK_MS = 1_000;

/** Whole seconds left until `deadline` (rounded up, never below 0). */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1_000));
}

export interface CountdownHandlers {
  onTick: (seconds: number) => void;
  onDone: () => void;
}

/**
 * Counts `seconds` down to 0, calling onTick every second with what is left and onDone once at
 * 0. It reads the clock on every tick, so a slow or throttled timer does not stretch the wait.
 * Returns the function that stops it.
 */
export function startCountdown(seconds: number, { onTick, onDone }: CountdownHandlers, now: () => number = Date.now) {
  const deadline = now() + Math.max(0, seconds) * 1_000;
  let finished = false;
  const finish = () => {
    if (finished) return;
    finished = true;
    clearInterval(timer);
    onDone();
  };
  const timer = setInterval(() => {
    const left = secondsLeft(deadline, now());
    onTick(left);
    if (left === 0) finish();
  }, COUNTDOWN_TICK_MS);
  if (seconds <= 0) finish();
  return () => {
    finished = true;
    clearInterval(timer);
  };
}

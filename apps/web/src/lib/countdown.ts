import { useEffect, useState } from 'react';

/** The spec's countdown tick (section 9). */
export const COUNTDOWN_TICK_MS = 1_000;

const two = (value: number) => String(value).padStart(2, '0');

/** Seconds as "HH:MM:SS" (hours keep counting past 99); negative or broken input shows 00:00:00. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.ceil(totalSeconds)) : 0;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${two(hours)}:${two(minutes)}:${two(seconds % 60)}`;
}

/** Whole seconds from `now` until `deadline` (epoch ms), never below 0. */
export function secondsUntil(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * Counts down to a deadline (epoch ms) once a second. Measured against the clock on every tick,
 * so a throttled background tab still shows the right time when it comes back.
 */
export function useCountdown(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === null ? 0 : secondsUntil(deadline, now);
}

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
    const left = secondsUntil(deadline, now());
    onTick(left);
    if (left === 0) finish();
  }, COUNTDOWN_TICK_MS);
  if (seconds <= 0) finish();
  return () => {
    finished = true;
    clearInterval(timer);
  };
}

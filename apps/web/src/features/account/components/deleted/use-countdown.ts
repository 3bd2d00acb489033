import { useEffect, useRef, useState } from 'react';
import { startCountdown } from '@/lib/countdown';

/**
 * Seconds left of a countdown that starts when the component mounts (null: no countdown);
 * `onDone` runs once when it reaches 0.
 */
export function useCountdown(seconds: number | null, onDone: () => void): number | null {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);

  useEffect(() => {
    done.current = onDone;
  });

  useEffect(() => {
    if (seconds === null) return;
    return startCountdown(seconds, { onTick: setLeft, onDone: () => done.current() });
  }, [seconds]);

  return seconds === null ? null : left;
}

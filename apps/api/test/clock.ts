import type { Clock } from '../src/lib/clock.js';

/** A clock the test moves by hand: no sleeping, no flaky timing. */
export class TestClock {
  private current: Date;

  constructor(start = new Date('2026-06-15T12:00:00Z')) {
    this.current = new Date(start);
  }

  readonly now: Clock = () => new Date(this.current);

  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }

  advanceDays(days: number): void {
    this.advance(days * 86_400_000);
  }
}

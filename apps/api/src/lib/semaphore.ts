/** At most `slots` tasks run at once; the others wait their turn in order. */
export class Semaphore {
  private running = 0;
  private readonly queue: (() => void)[] = [];

  constructor(readonly slots: number) {
    if (!Number.isInteger(slots) || slots < 1) throw new RangeError('Semaphore needs at least one slot');
  }

  /** Tasks running now. */
  get active(): number {
    return this.running;
  }

  /** Tasks waiting for a slot. */
  get waiting(): number {
    return this.queue.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) await new Promise<void>((resolve) => this.queue.push(resolve));
    else this.running++;
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next in line, or give it back.
      const next = this.queue.shift();
      if (next) next();
      else this.running--;
    }
  }
}

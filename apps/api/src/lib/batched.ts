/**
 * Runs one statement for many callers (group commit): the first call runs at once, alone; calls made
 * while a run is under way wait for it and then go together in the next one. Under light load
 * nothing waits; under a burst, N callers cost one round trip instead of N. Every caller of a run
 * gets its outcome: resolved when it succeeded, its error when it failed.
 */
export function batched<T>(run: (items: T[]) => Promise<unknown>): (item: T) => Promise<void> {
  let waiting: { item: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let running = false;
  async function drain() {
    running = true;
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        await run(batch.map((w) => w.item));
        for (const w of batch) w.resolve();
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    running = false;
  }
  return (item) =>
    new Promise<void>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!running) void drain();
    });
}

/**
 * A map that holds at most `max` entries, each for at most `ttlMs`: reading an entry makes it the
 * newest, adding one past the limit drops the one read longest ago. For caches keyed by what a client
 * sends (a Host header ...), so no number of distinct keys can grow memory without bound.
 */
export class LruCache<K, V> {
  private readonly entries = new Map<K, { value: V; at: number }>();

  constructor(
    readonly max: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {
    if (!Number.isInteger(max) || max < 1) throw new RangeError('LruCache needs a max of at least 1');
  }

  get(key: K): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (this.now() - entry.at >= this.ttlMs) return undefined;
    // Map keeps insertion order: re-inserting moves the key to the newest end.
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, at: this.now() });
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value as K;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** A small seeded PRNG (mulberry32): the same seed gives the same sequence on every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;

/** One of the values, each as likely as its weight. */
export function weighted<T>(r: () => number, list: [T, number][]): T {
  let x = r() * list.reduce((s, [, w]) => s + w, 0);
  for (const [value, w] of list) if ((x -= w) < 0) return value;
  return list[0]![0];
}

/**
 * A cache of answers that are cheap to rebuild, bounded in size: cleared when full (no order is kept, so a hit costs
 * one map read). For values that never go stale: immutable rows, and what a pure function answers.
 */
export class BoundedCache<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly maxSize: number) {}

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  set(key: K, value: V): void {
    if (this.entries.size >= this.maxSize && !this.entries.has(key)) this.entries.clear();
    this.entries.set(key, value);
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * `fn` with its answers remembered per argument, at most `maxSize` of them: for a pure function of text whose
 * arguments repeat from request to request (a campaign's source URL, a recipient's name).
 */
export function remembered<V extends NonNullable<unknown> | null>(
  fn: (text: string) => V,
  maxSize = 1_000,
): (text: string) => V {
  const answers = new BoundedCache<string, V>(maxSize);
  return (text) => {
    let answer = answers.get(text);
    if (answer === undefined) {
      answer = fn(text);
      answers.set(text, answer);
    }
    return answer;
  };
}

/** One cache per owner (a database handle: a test's or an instance's), made the first time it is asked for. */
export function cacheOf<O extends object, C>(make: (owner: O) => C): (owner: O) => C {
  const caches = new WeakMap<O, C>();
  return (owner) => {
    let cache = caches.get(owner);
    if (cache === undefined) {
      cache = make(owner);
      caches.set(owner, cache);
    }
    return cache;
  };
}

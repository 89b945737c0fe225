/**
 * A map whose entries expire at a time of their own, bounded in size (cleared when full: the entries are caches and
 * refusals that are cheap to rebuild). Verified credentials and refused addresses are kept in it.
 */
export class ExpiringMap<V> {
  private readonly entries = new Map<string, { value: V; until: number }>();

  constructor(private readonly maxSize = 10_000) {}

  /** The live value of `key`, if any. */
  get(key: string, now: number): V | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.until > now) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** When the live entry of `key` expires, if there is one. */
  until(key: string, now: number): number | undefined {
    return this.get(key, now) === undefined ? undefined : this.entries.get(key)?.until;
  }

  set(key: string, value: V, until: number) {
    if (this.entries.size >= this.maxSize && !this.entries.has(key)) this.entries.clear();
    this.entries.set(key, { value, until });
  }

  delete(key: string) {
    this.entries.delete(key);
  }

  /** Drops every entry whose value matches (rare: a scan). */
  deleteWhere(matches: (value: V) => boolean) {
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key);
  }
}

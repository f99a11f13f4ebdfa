import type { CacheMeter } from '../platform/metrics.ts';

/**
 * A small in-memory cache: values live for `ttlMs`, concurrent misses for one key share one load,
 * and the oldest entries are dropped beyond `maxEntries`. For numbers that are costly to compute and
 * fine to be a few seconds old (listing totals); per process, so instances never need to agree.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();
  private readonly loading = new Map<string, Promise<V>>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
    /** Counts hits (answered without a load of one's own) and misses (metrics). */
    private readonly meter?: CacheMeter,
  ) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) {
      this.meter?.hit();
      return hit.value;
    }
    const pending = this.loading.get(key);
    if (pending) {
      this.meter?.hit();
      return pending;
    }
    this.meter?.miss();
    const promise = load()
      .then((value) => {
        this.set(key, value);
        return value;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, promise);
    return promise;
  }

  /** The fresh value for key, if any, without loading. */
  peek(key: string): V | undefined {
    const hit = this.entries.get(key);
    const fresh = hit && hit.expires > this.now() ? hit.value : undefined;
    if (fresh === undefined) this.meter?.miss();
    else this.meter?.hit();
    return fresh;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  /** Forgets one key's value (a load already under way still keeps what it reads). */
  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

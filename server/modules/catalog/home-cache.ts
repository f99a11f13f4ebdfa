import { createHash } from 'node:crypto';

/**
 * Holds the serialised home payload in memory: built at most once per TTL (concurrent requests
 * share one build) and dropped at once by invalidate() when the catalogue or merchandising changes.
 * The TTL bounds staleness when another instance made the change.
 */
export class HomeCache {
  private entry: { json: string; etag: string; expires: number } | undefined;
  private building: Promise<{ json: string; etag: string }> | undefined;
  private generation = 0;

  constructor(
    private readonly build: () => Promise<unknown>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<{ json: string; etag: string }> {
    const entry = this.entry;
    if (entry && entry.expires > this.now()) return entry;
    if (!this.building) {
      const generation = this.generation;
      this.building = this.build()
        .then((payload) => {
          const json = JSON.stringify(payload);
          const etag = `"${createHash('sha1').update(json).digest('base64url').slice(0, 20)}"`;
          // A build that raced an invalidate() must not be kept.
          if (generation === this.generation) this.entry = { json, etag, expires: this.now() + this.ttlMs };
          return { json, etag };
        })
        .finally(() => {
          this.building = undefined;
        });
    }
    return this.building;
  }

  invalidate(): void {
    this.generation++;
    this.entry = undefined;
  }
}

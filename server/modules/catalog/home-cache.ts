import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { CacheMeter } from '../../platform/metrics.ts';

/** The home payload, serialised and compressed once per build, ready to send as it is. */
export interface HomeBody {
  etag: string;
  json: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function encode(payload: unknown): HomeBody {
  const json = Buffer.from(JSON.stringify(payload));
  return {
    etag: `"${createHash('sha1').update(json).digest('base64url').slice(0, 20)}"`,
    json,
    br: brotliCompressSync(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(json, { level: 9 }),
  };
}

/** What a build gives: the payload, and when it changes by itself (a home item starting or ending). */
export interface HomeBuild {
  payload: unknown;
  /** Milliseconds since the epoch; null when nothing is scheduled. */
  changesAt: number | null;
}

/**
 * Holds the home payload in memory: built at most once per TTL (concurrent requests share one
 * build) and dropped at once by invalidate() when the catalogue or merchandising changes. Serialising
 * and compressing happen once per build, not per request. The TTL bounds staleness when another
 * instance made the change; an entry never outlives the next start or end of a home item, so a
 * scheduled slide shows (and an ended one goes) on time.
 */
export class HomeCache {
  private entry: (HomeBody & { expires: number }) | undefined;
  private building: Promise<HomeBody> | undefined;
  private generation = 0;

  constructor(
    private readonly build: () => Promise<HomeBuild>,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    /** Counts hits (answered without a build of one's own) and misses (metrics). */
    private readonly meter?: CacheMeter,
  ) {}

  async get(): Promise<HomeBody> {
    const entry = this.entry;
    if (entry && entry.expires > this.now()) {
      this.meter?.hit();
      return entry;
    }
    if (this.building) this.meter?.hit();
    else {
      this.meter?.miss();
      const generation = this.generation;
      this.building = this.build()
        .then(({ payload, changesAt }) => {
          const body = encode(payload);
          const expires = Math.min(this.now() + this.ttlMs, changesAt ?? Number.POSITIVE_INFINITY);
          // A build that raced an invalidate() must not be kept.
          if (generation === this.generation) this.entry = { ...body, expires };
          return body;
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

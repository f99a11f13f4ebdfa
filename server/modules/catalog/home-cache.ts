import { type EncodedAnswer, encodeAnswer, SMALLEST_LEVELS } from '../../lib/encoded-answer.ts';
import type { CacheMeter } from '../../platform/metrics.ts';

/**
 * The home payload, serialised once per build and compressed at most once per coding (brotli and gzip at
 * their smallest: built once a minute, sent to every visitor), ready to send as it is.
 */
export type HomeBody = EncodedAnswer;

function encode(payload: unknown): HomeBody {
  return encodeAnswer(payload, SMALLEST_LEVELS);
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
  private entry: { body: HomeBody; expires: number } | undefined;
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
      return entry.body;
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
          if (generation === this.generation) this.entry = { body, expires };
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

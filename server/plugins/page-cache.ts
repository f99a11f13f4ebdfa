import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** A rendered page, encoded once, ready to send as it is. */
export interface CachedPage {
  status: number;
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** False for a page drawn from a failed call: sent once, never kept. */
  keep: boolean;
}

export function encodePage(status: number, html: string, keep = true): CachedPage {
  const raw = Buffer.from(html);
  return {
    status,
    keep,
    html: raw,
    br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(raw, { level: 9 }),
  };
}

/**
 * Rendered public pages for a signed-out visitor: they depend only on the address and the language,
 * so each is rendered (and compressed) at most once per TTL; concurrent requests share one render.
 * clear() drops everything at once when the catalogue changes. Bounded: the oldest page goes first.
 */
export class PageCache {
  private readonly entries = new Map<string, { page: Promise<CachedPage>; expires: number }>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const found = this.entries.get(key);
    if (found && found.expires > this.now()) return found.page;
    const generation = this.generation;
    const page = render();
    this.entries.delete(key);
    this.entries.set(key, { page, expires: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    // A failed render, or one that raced a clear(), is not kept.
    page.then(
      (result) => {
        const stale = generation !== this.generation || !result.keep;
        if (stale && this.entries.get(key)?.page === page) this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key)?.page === page) this.entries.delete(key);
      },
    );
    return page;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** Drops the pages whose key passes `test` (a render under way for one is not kept either). */
  dropWhere(test: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (test(key)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}

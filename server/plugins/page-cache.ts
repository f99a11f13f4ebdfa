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

/**
 * Brotli quality for a rendered page. The home's 236 kB of HTML: quality 6 gives 22.6 kB in 4 ms,
 * quality 9 gives 22.1 kB in 150 ms — time the first visitor after each render would wait for 2 % fewer
 * bytes (docs/bench.md, "The first byte of a rendered page").
 */
export const PAGE_BROTLI_QUALITY = 6;

export function encodePage(status: number, html: string, keep = true): CachedPage {
  const raw = Buffer.from(html);
  return {
    status,
    keep,
    html: raw,
    br: brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip: gzipSync(raw, { level: 9 }),
  };
}

interface Entry {
  page: Promise<CachedPage>;
  expires: number;
  /** True once the page has rendered (a stale page is served only when it is whole). */
  ready: boolean;
  /** True while a fresh render of an expired page is under way. */
  refreshing: boolean;
}

/**
 * Rendered public pages for a signed-out visitor: they depend only on the address and the language,
 * so each is rendered (and compressed) at most once per TTL; concurrent requests share one render.
 * A page past its TTL by less than another TTL is still sent while a fresh one renders behind it
 * (stale-while-revalidate), so no visitor waits for the render of a page that visitors keep asking
 * for; an older page is rendered afresh first. clear() and dropWhere() drop pages the catalogue made
 * wrong at once: those are never sent again. Bounded: the oldest page goes first.
 */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, render: () => Promise<CachedPage>): Promise<CachedPage> {
    const found = this.entries.get(key);
    const now = this.now();
    if (found && found.expires > now) return found.page;
    if (found?.ready && found.expires + this.ttlMs > now) {
      if (!found.refreshing) {
        found.refreshing = true;
        // Errors are the fresh render's own: the stale page stays until it expires for good.
        this.start(key, render, found).catch(() => {});
      }
      return found.page;
    }
    return this.start(key, render, null);
  }

  /** Renders a page into the cache; `stale` is the entry it refreshes (kept until the new page is whole). */
  private start(key: string, render: () => Promise<CachedPage>, stale: Entry | null): Promise<CachedPage> {
    const generation = this.generation;
    const page = render();
    const entry: Entry = { page, expires: this.now() + this.ttlMs, ready: false, refreshing: false };
    const store = () => {
      this.entries.delete(key);
      this.entries.set(key, entry);
      while (this.entries.size > this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest === undefined) break;
        this.entries.delete(oldest);
      }
    };
    if (!stale) store();
    // A failed render, or one that raced a clear() or a drop, is not kept.
    page.then(
      (result) => {
        entry.ready = true;
        const current = this.entries.get(key);
        const wrong = generation !== this.generation || !result.keep;
        if (stale) {
          if (current === stale) {
            if (wrong) stale.refreshing = false;
            else store();
          }
        } else if (wrong && current === entry) this.entries.delete(key);
      },
      () => {
        const current = this.entries.get(key);
        if (stale && current === stale) stale.refreshing = false;
        if (!stale && current === entry) this.entries.delete(key);
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

import { describe, expect, it } from 'vitest';
import { type CachedPage, encodePage, PageCache } from './page-cache.ts';

const TTL = 30_000;

function setUp() {
  let now = 1_000_000;
  const cache = new PageCache(TTL, 500, () => now);
  let renders = 0;
  const pending: { resolve: (page: CachedPage) => void; reject: (error: Error) => void }[] = [];
  /** A render that finishes when the test says so. */
  const render = () => {
    renders++;
    return new Promise<CachedPage>((resolve, reject) => pending.push({ resolve, reject }));
  };
  const page = (text: string, keep = true) => encodePage(200, `<p>${text}</p>`, keep);
  const text = async (p: Promise<CachedPage>) => (await p).html.toString();
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return {
    cache,
    render,
    page,
    text,
    settle,
    pending,
    renders: () => renders,
    advance: (ms: number) => {
      now += ms;
    },
  };
}

describe('PageCache', () => {
  it('renders a page once per TTL, however many ask at once', async () => {
    const t = setUp();
    const first = t.cache.get('en 200 /', t.render);
    const second = t.cache.get('en 200 /', t.render);
    t.pending[0]?.resolve(t.page('one'));
    expect(await t.text(first)).toBe('<p>one</p>');
    expect(await t.text(second)).toBe('<p>one</p>');
    t.advance(TTL - 1);
    expect(await t.text(t.cache.get('en 200 /', t.render))).toBe('<p>one</p>');
    expect(t.renders()).toBe(1);
  });

  it('sends an expired page at once while one fresh render runs behind it, then the fresh page', async () => {
    const t = setUp();
    const first = t.cache.get('en 200 /', t.render);
    t.pending[0]?.resolve(t.page('old'));
    await first;
    t.advance(TTL + 5_000);
    expect(await t.text(t.cache.get('en 200 /', t.render))).toBe('<p>old</p>');
    expect(await t.text(t.cache.get('en 200 /', t.render))).toBe('<p>old</p>');
    expect(t.renders()).toBe(2);
    t.pending[1]?.resolve(t.page('new'));
    await t.settle();
    expect(await t.text(t.cache.get('en 200 /', t.render))).toBe('<p>new</p>');
    expect(t.renders()).toBe(2);
  });

  it('renders a page expired for longer than another TTL before sending it', async () => {
    const t = setUp();
    const first = t.cache.get('en 200 /', t.render);
    t.pending[0]?.resolve(t.page('old'));
    await first;
    t.advance(2 * TTL + 1);
    const next = t.cache.get('en 200 /', t.render);
    t.pending[1]?.resolve(t.page('new'));
    expect(await t.text(next)).toBe('<p>new</p>');
  });

  it('keeps sending the expired page when its fresh render fails, and tries again on the next visit', async () => {
    const t = setUp();
    const first = t.cache.get('en 200 /', t.render);
    t.pending[0]?.resolve(t.page('old'));
    await first;
    t.advance(TTL + 1);
    expect(await t.text(t.cache.get('en 200 /', t.render))).toBe('<p>old</p>');
    t.pending[1]?.reject(new Error('the API is down'));
    await t.settle();
    expect(await t.text(t.cache.get('en 200 /', t.render))).toBe('<p>old</p>');
    expect(t.renders()).toBe(3);
    t.pending[2]?.resolve(t.page('new'));
    await t.settle();
    expect(await t.text(t.cache.get('en 200 /', t.render))).toBe('<p>new</p>');
  });

  it('never sends a page that clear() or dropWhere() dropped, stale or not', async () => {
    const t = setUp();
    for (const key of ['en 200 /', 'en 200 /product/a']) {
      const p = t.cache.get(key, t.render);
      t.pending.at(-1)?.resolve(t.page(`old ${key}`));
      await p;
    }
    t.advance(TTL + 1);
    t.cache.dropWhere((key) => key.endsWith('/product/a'));
    const product = t.cache.get('en 200 /product/a', t.render);
    t.pending.at(-1)?.resolve(t.page('fresh product'));
    expect(await t.text(product)).toBe('<p>fresh product</p>');
    t.cache.clear();
    const home = t.cache.get('en 200 /', t.render);
    t.pending.at(-1)?.resolve(t.page('fresh home'));
    expect(await t.text(home)).toBe('<p>fresh home</p>');
  });

  it('does not keep a refresh that a drop overtook', async () => {
    const t = setUp();
    const first = t.cache.get('en 200 /product/a', t.render);
    t.pending[0]?.resolve(t.page('old'));
    await first;
    t.advance(TTL + 1);
    expect(await t.text(t.cache.get('en 200 /product/a', t.render))).toBe('<p>old</p>');
    t.cache.dropWhere(() => true); // the product changed while the refresh rendered
    t.pending[1]?.resolve(t.page('rendered before the change'));
    await t.settle();
    const after = t.cache.get('en 200 /product/a', t.render);
    t.pending[2]?.resolve(t.page('after the change'));
    expect(await t.text(after)).toBe('<p>after the change</p>');
  });

  it('sends a page drawn from a failed call once and keeps none of it', async () => {
    const t = setUp();
    const first = t.cache.get('en 200 /', t.render);
    t.pending[0]?.resolve(t.page('half', false));
    expect(await t.text(first)).toBe('<p>half</p>');
    await t.settle();
    t.cache.get('en 200 /', t.render);
    expect(t.renders()).toBe(2);
  });

  it('encodes a page as brotli and gzip that decode to the same HTML', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const page = encodePage(200, '<p>Little Loom</p>'.repeat(500));
    expect(brotliDecompressSync(page.br).equals(page.html)).toBe(true);
    expect(gunzipSync(page.gzip).equals(page.html)).toBe(true);
  });
});

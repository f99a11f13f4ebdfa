import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createKit, FIXTURE_NOW, type Kit } from '../../test/kit.ts';

let t: Kit;

beforeAll(async () => {
  t = await createKit({ clock: FIXTURE_NOW, catalogue: true });
});
afterAll(async () => {
  await t.cleanup();
});

interface SuggestionsBody {
  success: boolean;
  total: number;
  suggestions: { text: string; kind: string }[];
  message?: string;
}

async function suggest(search: string | null) {
  const query = search === null ? '' : `?search=${encodeURIComponent(search)}`;
  const res = await t.app.inject({ url: `/api/user/Products/suggestions${query}` });
  return { status: res.statusCode, body: res.json() as SuggestionsBody };
}

async function listingTotal(search: string): Promise<number> {
  const res = await t.app.inject({ url: `/api/user/Products/view?search=${encodeURIComponent(search)}` });
  return (res.json() as { total: number }).total;
}

describe('GET /api/user/Products/suggestions', () => {
  it('suggests nothing when the words find products, and says how many', async () => {
    const { status, body } = await suggest('frock');
    expect(status).toBe(200);
    // The frock and the party dress: frock and dress are search words of one group.
    expect(body).toEqual({ success: true, total: 2, suggestions: [] });
  });

  it('offers the closest catalogue names by trigram similarity when the search finds nothing', async () => {
    // Every word is a catalogue word, but no product is both navy and a sweater.
    expect(await listingTotal('navy sweater')).toBe(0);
    const { status, body } = await suggest('navy sweater');
    expect(status).toBe(200);
    expect(body.total).toBe(0);
    const texts = body.suggestions.map((s) => s.text);
    expect(texts).toEqual(expect.arrayContaining(['Cable Knit Sweater', 'Sweaters', 'Navy Blue']));
    expect(body.suggestions.find((s) => s.text === 'Sweaters')?.kind).toBe('category');
    expect(body.suggestions.find((s) => s.text === 'Navy Blue')?.kind).toBe('colour');
    expect(body.suggestions.find((s) => s.text === 'Cable Knit Sweater')?.kind).toBe('product');
    expect(body.suggestions.length).toBeLessThanOrEqual(5);
  });

  it('finds brands from a misspelt brand with other words', async () => {
    const { body } = await suggest('tiny thredz sweater');
    expect(body.total).toBe(0);
    expect(body.suggestions[0]).toEqual({ text: 'Tiny Threads', kind: 'brand' });
  });

  it('only suggests names that find products themselves', async () => {
    for (const search of ['navy sweater', 'pink sneakers', 'girl sweater', 'tiny thredz sweater']) {
      const { body } = await suggest(search);
      for (const suggestion of body.suggestions) {
        expect(await listingTotal(suggestion.text), `${search} → ${suggestion.text}`).toBeGreaterThan(0);
      }
    }
    // 'Girls' is a category, but no product's words say so: searching it would find nothing.
    expect((await suggest('girl sweater')).body.suggestions.map((s) => s.text)).not.toContain('Girls');
  });

  it('suggests nothing for words nothing resembles', async () => {
    expect((await suggest('xyzzy')).body).toEqual({ success: true, total: 0, suggestions: [] });
  });

  it('needs a search text of at most 100 characters', async () => {
    expect((await suggest(null)).status).toBe(400);
    expect((await suggest('   ')).status).toBe(400);
    const long = await suggest('a'.repeat(101));
    expect(long.status).toBe(400);
    expect(long.body.success).toBe(false);
  });
});

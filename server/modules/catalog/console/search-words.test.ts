import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_WORDS_MESSAGES as M, type SynonymGroup } from '../../../../contract/search.ts';
import { STAFF_MESSAGES } from '../../../../contract/staff.ts';
import { call, createKit, kitOwner, type ShopKit, type StaffMember, staffMember } from '../../../test/kit.ts';

// The console's search words: every shop starts with the default groups; staff add, change and delete
// groups, each checked (2–12 phrases of letters, digits, spaces or hyphens, Hindi too, a phrase in one
// group only) and logged; support only reads; a search uses a change at once.

let t: ShopKit;
let manager: StaffMember;
let support: StaffMember;

beforeAll(async () => {
  t = await createKit({ catalogue: true });
  manager = await staffMember(t, 'manager');
  support = await staffMember(t, 'support');
});
afterAll(async () => {
  await t.cleanup();
});

const list = async (query = '', who: StaffMember = support) => {
  const res = await call(t, 'GET', `/admin/search-words${query}`, who);
  expect(res.statusCode).toBe(200);
  return res.json() as { groups: SynonymGroup[]; total: number };
};
const create = (phrases: unknown, who: StaffMember = manager) =>
  call(t, 'POST', '/admin/search-words', who, { phrases });
const searchTotal = async (words: string) =>
  (await call(t, 'GET', `/user/Products/view?search=${encodeURIComponent(words)}`, null)).json()
    .total as number;

async function auditOf(id: string) {
  const owner = await kitOwner(t);
  return (await call(t, 'GET', `/admin/audit?targetType=search-words&targetId=${id}`, owner)).json()
    .entries as { action: string; before: unknown; after: unknown }[];
}

describe('the search words', () => {
  it('starts every shop with the default dictionary, searchable by phrase', async () => {
    const all = await list();
    expect(all.total).toBeGreaterThanOrEqual(40);
    expect(all.groups).toHaveLength(all.total);
    const frock = await list('?search=FRO');
    expect(frock.groups.map((g) => g.phrases[0])).toEqual(expect.arrayContaining(['frock', 'frock suit']));
    expect(frock.total).toBe(all.total);
    const jhabla = (await list('?search=jhab')).groups;
    expect(jhabla).toHaveLength(1);
    expect(jhabla[0]!.phrases).toEqual(expect.arrayContaining(['jhabla', 'vest', 'bodysuit', 'झबला']));
  });

  it('adds a group, lower-cased and without repeats, logs it, and search uses it at once', async () => {
    expect(await searchTotal('glitterati')).toBe(0);
    const res = await create(['  Glitterati ', 'SEQUIN', 'sequin', 'चमक']);
    expect(res.statusCode).toBe(201);
    const { message, group } = res.json() as { message: string; group: SynonymGroup };
    expect(message).toBe(M.created);
    expect(group.phrases).toEqual(['glitterati', 'sequin', 'चमक']);
    expect(await searchTotal('glitterati')).toBe(1);
    expect(await auditOf(group._id)).toMatchObject([
      { action: 'search-words.create', after: { phrases: ['glitterati', 'sequin', 'चमक'] } },
    ]);
  });

  it.each([
    ['one phrase', ['frockette'], M.tooFew],
    ['the same phrase twice', ['t-shirtz', 'tshirtz'], M.tooFew],
    ['no phrases', undefined, M.tooFew],
    ['thirteen phrases', Array.from({ length: 13 }, (_, i) => `word${i}`), M.tooMany],
    ['an empty phrase', ['abc', '   '], M.phraseRequired],
    ['a long phrase', ['abc', 'x'.repeat(41)], M.phraseTooLong],
    ['punctuation', ['abc', 'tee!'], M.phraseInvalid],
    ['a lone hyphen', ['abc', '-'], M.phraseInvalid],
  ])('refuses %s with its message', async (_case, phrases, message) => {
    const res = await create(phrases);
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(message);
  });

  it('refuses a phrase another group holds (409), naming that group, however it is written', async () => {
    for (const phrase of ['Frock', 't-shirt', 'T Shirt']) {
      const res = await create(['zzfrock', phrase]);
      expect(res.statusCode, phrase).toBe(409);
      expect(res.json().message, phrase).toMatch(
        /is already in the group “(frock, dress, frock dress …|t shirt, tshirt, tee …)”/,
      );
    }
  });

  it('replaces a group’s phrases, logging before and after; 404 for a group that is gone', async () => {
    const made = (await create(['rainbowz', 'prismz'])).json().group as SynonymGroup;
    const res = await call(t, 'PATCH', `/admin/search-words/${made._id}`, manager, {
      phrases: ['rainbowz', 'spectrumz'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.saved, group: { phrases: ['rainbowz', 'spectrumz'] } });
    const [entry] = await auditOf(made._id);
    expect(entry).toMatchObject({
      action: 'search-words.update',
      before: { phrases: ['rainbowz', 'prismz'] },
      after: { phrases: ['rainbowz', 'spectrumz'] },
    });
    // Keeping its own phrases is no conflict; taking another group's is.
    expect(
      (await call(t, 'PATCH', `/admin/search-words/${made._id}`, manager, { phrases: ['rainbowz', 'dress'] }))
        .statusCode,
    ).toBe(409);
    const gone = '00000000-0000-4000-8000-000000000001';
    const missing = await call(t, 'PATCH', `/admin/search-words/${gone}`, manager, { phrases: ['a1', 'b1'] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.notFound);
    expect(
      (await call(t, 'PATCH', '/admin/search-words/nope', manager, { phrases: ['a1', 'b1'] })).statusCode,
    ).toBe(400);
  });

  it('deletes a group and logs what it held', async () => {
    const made = (await create(['velvetz', 'plushz'])).json().group as SynonymGroup;
    const res = await call(t, 'DELETE', `/admin/search-words/${made._id}`, manager);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.deleted);
    expect((await list('?search=velvetz')).groups).toEqual([]);
    const [latest] = await auditOf(made._id);
    expect(latest).toMatchObject({
      action: 'search-words.delete',
      before: { phrases: ['velvetz', 'plushz'] },
    });
    expect((await call(t, 'DELETE', `/admin/search-words/${made._id}`, manager)).statusCode).toBe(404);
  });

  it('lets support read but not change', async () => {
    const [group] = (await list('?search=jhabla')).groups;
    for (const res of [
      await create(['abcz', 'defz'], support),
      await call(t, 'PATCH', `/admin/search-words/${group!._id}`, support, { phrases: ['jhabla', 'vest'] }),
      await call(t, 'DELETE', `/admin/search-words/${group!._id}`, support),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(STAFF_MESSAGES.notAllowed);
    }
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CONTENT_MESSAGES as M } from '../../../../contract/admin-content.ts';
import { STAFF_MESSAGES } from '../../../../contract/staff.ts';
import { offerCards, referralArticles } from '../../../db/schema/index.ts';
import { call, createKit, kitOwner, type ShopKit, type StaffMember, staffMember } from '../../../test/kit.ts';

// The console's articles: what /referral/{id} shows changes on the next request, an article an offer
// card opens is not deleted (the refusal names the card), every field has its message, and support
// only reads.

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

const article = {
  title: 'Festive coins',
  description: 'Earn double coins this week.\r\n\r\nEvery order counts.\nEnds Sunday.  ',
  image: 'catalogue/card-festive.webp',
};

async function create(fields: Partial<typeof article> = {}) {
  const res = await call(t, 'POST', '/admin/articles', manager, { ...article, ...fields });
  if (res.statusCode !== 201) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
  return res.json().article as { _id: string; title: string };
}

const page = (id: string) => call(t, 'GET', `/user/home/info/${id}`, null);

async function auditOf(id: string) {
  const owner = await kitOwner(t);
  return (await call(t, 'GET', `/admin/audit?targetType=article&targetId=${id}`, owner)).json().entries as {
    action: string;
    before: unknown;
    after: unknown;
  }[];
}

describe('the articles', () => {
  it('lists every article with the offer cards that open it', async () => {
    const res = await call(t, 'GET', '/admin/articles', support);
    expect(res.statusCode).toBe(200);
    const coins = res.json().articles.find((a: { _id: string }) => a._id === t.fx.articleId);
    expect(coins).toMatchObject({
      title: 'How coins work',
      description: 'Invite a friend.\n\nEarn 100 coins.',
      image: 'article-coins.webp',
      offerCards: [{ _id: expect.any(String), title: 'Coins explained' }],
    });
  });

  it('creates an article that /referral/{id} shows, its line breaks kept, and logs it', async () => {
    const made = await create();
    expect(made).toMatchObject({
      title: 'Festive coins',
      description: 'Earn double coins this week.\n\nEvery order counts.\nEnds Sunday.',
      offerCards: [],
    });
    const shown = await page(made._id);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data[0]).toMatchObject({
      title: 'Festive coins',
      description: 'Earn double coins this week.\n\nEvery order counts.\nEnds Sunday.',
      image: 'catalogue/card-festive.webp',
      createdAt: t.clock.now.toISOString(),
    });
    expect(await auditOf(made._id)).toMatchObject([
      { action: 'article.create', after: { title: 'Festive coins' } },
    ]);
  });

  it('shows an edit on the page at once and logs what changed', async () => {
    const made = await create();
    expect((await page(made._id)).json().data[0].title).toBe('Festive coins');
    const res = await call(t, 'PATCH', `/admin/articles/${made._id}`, manager, {
      title: 'Diwali coins',
      image: 'catalogue/card-diwali.webp',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.articleSaved, article: { title: 'Diwali coins' } });
    expect((await page(made._id)).json().data[0]).toMatchObject({
      title: 'Diwali coins',
      image: 'catalogue/card-diwali.webp',
    });
    const [entry] = await auditOf(made._id);
    expect(entry).toMatchObject({
      action: 'article.update',
      before: { title: 'Festive coins', image: 'catalogue/card-festive.webp' },
      after: { title: 'Diwali coins', image: 'catalogue/card-diwali.webp' },
    });
  });

  it.each([
    ['no title', { title: '  ' }, 'title', M.titleRequired],
    ['a long title', { title: 'x'.repeat(121) }, 'title', M.titleTooLong],
    ['no text', { description: ' \n\r\n ' }, 'description', M.textRequired],
    ['a long text', { description: 'x'.repeat(10_001) }, 'description', M.textTooLong],
    ['no picture', { image: '' }, 'image', M.pictureRequired],
    [
      'a picture outside the shop',
      { image: '../secret.webp' },
      'image',
      'A picture is not one the shop stored: upload it again.',
    ],
    [
      'a file that is no picture',
      { image: 'catalogue/run.exe' },
      'image',
      'A picture is not one the shop stored: upload it again.',
    ],
  ])('refuses %s with its message', async (_case, fields, field, message) => {
    const before = (await t.database.db.select().from(referralArticles)).length;
    const res = await call(t, 'POST', '/admin/articles', manager, { ...article, ...fields });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, msg: message });
    expect((await t.database.db.select().from(referralArticles)).length).toBe(before);
  });

  it('refuses an edit with nothing in it, and answers 404 for an article that does not exist', async () => {
    const made = await create();
    const empty = await call(t, 'PATCH', `/admin/articles/${made._id}`, manager, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(M.nothingToSave);
    const gone = '00000000-0000-4000-8000-0000000000ff';
    for (const res of [
      await call(t, 'PATCH', `/admin/articles/${gone}`, manager, { title: 'x' }),
      await call(t, 'DELETE', `/admin/articles/${gone}`, manager),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.articleNotFound);
    }
  });
});

describe('deleting an article', () => {
  it('is refused while an offer card opens it, naming the card; the article stays', async () => {
    const res = await call(t, 'DELETE', `/admin/articles/${t.fx.articleId}`, manager);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      'The home page’s offer card “Coins explained” opens this article. Point that card elsewhere on the Home page first, then delete the article.',
    );
    expect((await page(t.fx.articleId)).statusCode).toBe(200);
  });

  it('counts a card whose link opens the article, not one whose link opens something else', async () => {
    const linked = await create({ title: 'Linked' });
    await t.database.db.insert(offerCards).values({
      title: 'Monsoon offers',
      image: 'offer-monsoon.webp',
      link: { to: 'article', articleId: linked._id },
      position: 5,
    });
    const refused = await call(t, 'DELETE', `/admin/articles/${linked._id}`, manager);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('“Monsoon offers”');
    const listed = (await call(t, 'GET', '/admin/articles', manager)).json().articles;
    expect(listed.find((a: { _id: string }) => a._id === linked._id).offerCards).toEqual([
      { _id: expect.any(String), title: 'Monsoon offers' },
    ]);

    // This card keeps an old article but opens a category: deleting the article leaves it alone.
    const old = await create({ title: 'Old' });
    const [card] = await t.database.db
      .insert(offerCards)
      .values({
        title: 'Girls’ wear',
        image: 'offer-girls.webp',
        articleId: old._id,
        link: { to: 'category', categoryId: t.fx.categoryIds.girls! },
        position: 6,
      })
      .returning({ id: offerCards.id });
    const res = await call(t, 'DELETE', `/admin/articles/${old._id}`, manager);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.articleDeleted);
    const [after] = await t.database.db.select().from(offerCards).where(eq(offerCards.id, card!.id));
    expect(after).toMatchObject({ articleId: null, link: { to: 'category' } });
  });

  it('deletes an article no card opens: its page is gone and the deletion is logged', async () => {
    const made = await create({ title: 'Short-lived' });
    const res = await call(t, 'DELETE', `/admin/articles/${made._id}`, manager);
    expect(res.statusCode).toBe(200);
    const gone = await page(made._id);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe("This content isn't available right now");
    expect((await auditOf(made._id)).map((e) => e.action)).toEqual(['article.delete', 'article.create']);
  });
});

describe('who may change articles', () => {
  it('lets support read but not write; the owner writes', async () => {
    const made = await create();
    for (const res of [
      await call(t, 'POST', '/admin/articles', support, article),
      await call(t, 'PATCH', `/admin/articles/${made._id}`, support, { title: 'Support was here' }),
      await call(t, 'DELETE', `/admin/articles/${made._id}`, support),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(STAFF_MESSAGES.notAllowed);
    }
    expect((await page(made._id)).json().data[0].title).toBe('Festive coins');
    const owner = await kitOwner(t);
    expect(
      (await call(t, 'PATCH', `/admin/articles/${made._id}`, owner, { title: 'Owner edit' })).statusCode,
    ).toBe(200);
    expect((await call(t, 'GET', '/admin/articles', null)).statusCode).toBe(401);
  });
});

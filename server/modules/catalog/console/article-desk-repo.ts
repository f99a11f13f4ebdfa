import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/rows.ts';
import { referralArticles } from '../schema.ts';

// SQL of the console's articles (/referral/{id}): every article newest first, the home page's offer
// cards that open each one, and the rows a write changes.

export type ArticleRow = typeof referralArticles.$inferSelect;
export type NewArticleRow = typeof referralArticles.$inferInsert;

export interface OfferCardRef {
  id: string;
  title: string;
  articleId: string;
}

/**
 * The offer cards that open an article: by their link to it, or, having no link, by their own
 * article (what the storefront opens, contract/home-link.ts). `articleId` narrows to one article.
 */
export function offerCardsOpening(db: Db, articleId?: string): Promise<OfferCardRef[]> {
  const opened = sql`CASE WHEN link IS NULL THEN article_id::text
                          WHEN link ->> 'to' = 'article' THEN link ->> 'articleId' END`;
  return queryRows<OfferCardRef>(
    db,
    sql`SELECT id, title, opened AS "articleId" FROM (
          SELECT id, title, position, ${opened} AS opened FROM offer_cards
        ) cards
        WHERE opened IS NOT NULL ${articleId ? sql`AND opened = ${articleId}` : sql``}
        ORDER BY position, id`,
  );
}

export function listArticles(db: Db): Promise<ArticleRow[]> {
  return db
    .select()
    .from(referralArticles)
    .orderBy(desc(referralArticles.createdAt), desc(referralArticles.id));
}

/** The article, locked until the transaction ends. */
export async function lockArticle(tx: Db, id: string): Promise<ArticleRow | undefined> {
  const [row] = await tx.select().from(referralArticles).where(eq(referralArticles.id, id)).for('update');
  return row;
}

export async function insertArticle(tx: Db, values: NewArticleRow): Promise<ArticleRow> {
  const [row] = await tx.insert(referralArticles).values(values).returning();
  if (!row) throw new Error('article insert returned nothing');
  return row;
}

export async function updateArticle(
  tx: Db,
  id: string,
  changes: Partial<Pick<ArticleRow, 'title' | 'description' | 'image'>>,
): Promise<ArticleRow> {
  const [row] = await tx.update(referralArticles).set(changes).where(eq(referralArticles.id, id)).returning();
  if (!row) throw new Error('article update returned nothing');
  return row;
}

export async function deleteArticle(tx: Db, id: string): Promise<void> {
  await tx.delete(referralArticles).where(eq(referralArticles.id, id));
}

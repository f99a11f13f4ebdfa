import type { z } from 'zod';
import {
  type AdminArticle,
  type adminArticleBody,
  type adminArticlePatchBody,
  articleInUseMessage,
  ADMIN_CONTENT_MESSAGES as M,
} from '../../../../contract/admin-content.ts';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';
import type { Actor, AuditService } from '../../staff/index.ts';
import type { CatalogueChanges } from '../catalogue-changes.ts';
import * as repo from './article-desk-repo.ts';

// The console's articles: the content pages at /referral/{id} that the home page's offer cards open.
// Each write is one transaction with its audit entry, and the storefront's caches are dropped once it
// commits, so the page and the home page show the change on the next request. An article an offer card
// opens is not deleted: the refusal names the card, whose link is changed on the Home page (a card left
// pointing nowhere would open "Nothing to see here").

type CreateBody = z.output<typeof adminArticleBody>;
type PatchBody = z.output<typeof adminArticlePatchBody>;
type Fields = Pick<repo.ArticleRow, 'title' | 'description' | 'image'>;

export interface ArticleDeskDeps {
  db: Db;
  clock: () => Date;
  audit: Pick<AuditService, 'record'>;
  catalogueChanges: Pick<CatalogueChanges, 'dropCaches'>;
}

export interface ArticleDesk {
  list(): Promise<AdminArticle[]>;
  create(actor: Actor, body: CreateBody): Promise<AdminArticle>;
  update(actor: Actor, id: string, patch: PatchBody): Promise<AdminArticle>;
  remove(actor: Actor, id: string): Promise<void>;
}

const fieldsOf = (row: repo.ArticleRow): Fields => ({
  title: row.title,
  description: row.description,
  image: row.image,
});

function toArticle(row: repo.ArticleRow, cards: readonly repo.OfferCardRef[]): AdminArticle {
  return {
    _id: row.id,
    ...fieldsOf(row),
    createdAt: row.createdAt.toISOString(),
    offerCards: cards
      .filter((card) => card.articleId === row.id)
      .map((card) => ({ _id: card.id, title: card.title })),
  };
}

export function createArticleDesk(deps: ArticleDeskDeps): ArticleDesk {
  const { db, clock, audit, catalogueChanges } = deps;

  /** Runs a write, then drops the storefront's caches once it committed. */
  async function write<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    const result = await inTransaction(db, work);
    catalogueChanges.dropCaches();
    return result;
  }

  async function locked(tx: Db, id: string): Promise<repo.ArticleRow> {
    const row = await repo.lockArticle(tx, id);
    if (!row) throw notFound(M.articleNotFound);
    return row;
  }

  return {
    async list() {
      const [rows, cards] = await Promise.all([repo.listArticles(db), repo.offerCardsOpening(db)]);
      return rows.map((row) => toArticle(row, cards));
    },

    create: (actor, body) =>
      write(async (tx) => {
        const row = await repo.insertArticle(tx, { ...body, createdAt: clock() });
        await audit.record(tx, actor, {
          action: 'article.create',
          targetType: 'article',
          targetId: row.id,
          targetLabel: row.title,
          after: fieldsOf(row),
        });
        return toArticle(row, []);
      }),

    async update(actor, id, patch) {
      const keys = (Object.keys(patch) as (keyof Fields)[]).filter((key) => patch[key] !== undefined);
      if (keys.length === 0) throw badRequest(M.nothingToSave);
      return write(async (tx) => {
        const row = await locked(tx, id);
        const changed = keys.filter((key) => patch[key] !== row[key]);
        const saved = changed.length
          ? await repo.updateArticle(tx, id, Object.fromEntries(changed.map((key) => [key, patch[key]])))
          : row;
        if (changed.length) {
          await audit.record(tx, actor, {
            action: 'article.update',
            targetType: 'article',
            targetId: id,
            targetLabel: saved.title,
            before: Object.fromEntries(changed.map((key) => [key, row[key]])),
            after: Object.fromEntries(changed.map((key) => [key, saved[key]])),
          });
        }
        return toArticle(saved, await repo.offerCardsOpening(tx, id));
      });
    },

    remove: (actor, id) =>
      write(async (tx) => {
        const row = await locked(tx, id);
        const cards = await repo.offerCardsOpening(tx, id);
        if (cards.length > 0) throw conflict(articleInUseMessage(cards.map((card) => card.title)));
        await repo.deleteArticle(tx, id);
        await audit.record(tx, actor, {
          action: 'article.delete',
          targetType: 'article',
          targetId: id,
          targetLabel: row.title,
          before: fieldsOf(row),
        });
      }),
  };
}

import type { z } from 'zod';
import {
  type AdminBrand,
  type AdminCategory,
  type AdminSubcategory,
  type adminBrandBody,
  type adminBrandPatchBody,
  type adminCategoryBody,
  type adminCategoryPatchBody,
  type adminSubcategoryBody,
  type adminSubcategoryPatchBody,
  TAXONOMY_MESSAGES as T,
} from '../../../../contract/admin-taxonomy.ts';
import type { Db } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import type { Actor, AuditService } from '../../staff/index.ts';
import type { CatalogueChanges } from '../catalogue-changes.ts';
import * as repo from './taxonomy-repo.ts';

// The console's brands, categories and subcategories (issue 17): made with a slug from the name, renamed,
// given pictures, featured in the home page's marquee (brands), hidden and ordered. Nothing is ever
// deleted — products point at them — so "remove" is hiding. Every write is one transaction with its audit
// entry; a brand's new name is written into its products' search documents in the same transaction, and
// the storefront's caches are dropped once it commits, so lists, home and search change at once.

type Kind = 'brand' | 'category' | 'subcategory';

/** How many products' derived columns are refreshed per statement (a bound on the statement's parameters). */
export const REFRESH_CHUNK = 5000;

export interface TaxonomyDeskDeps {
  db: Db;
  clock: () => Date;
  audit: Pick<AuditService, 'record'>;
  catalogueChanges: CatalogueChanges;
}

export interface TaxonomyDesk {
  brands(): Promise<AdminBrand[]>;
  createBrand(actor: Actor, body: z.output<typeof adminBrandBody>): Promise<AdminBrand>;
  updateBrand(actor: Actor, id: string, patch: z.output<typeof adminBrandPatchBody>): Promise<AdminBrand>;
  reorderBrands(actor: Actor, ids: string[]): Promise<void>;
  categories(): Promise<AdminCategory[]>;
  createCategory(actor: Actor, body: z.output<typeof adminCategoryBody>): Promise<AdminCategory>;
  updateCategory(
    actor: Actor,
    id: string,
    patch: z.output<typeof adminCategoryPatchBody>,
  ): Promise<AdminCategory>;
  reorderCategories(actor: Actor, ids: string[]): Promise<void>;
  createSubcategory(actor: Actor, body: z.output<typeof adminSubcategoryBody>): Promise<AdminSubcategory>;
  updateSubcategory(
    actor: Actor,
    id: string,
    patch: z.output<typeof adminSubcategoryPatchBody>,
  ): Promise<AdminSubcategory>;
  reorderSubcategories(actor: Actor, categoryId: string, ids: string[]): Promise<void>;
}

/** 'Pebble & Pip' → 'pebble-pip', 'Crème Brûlée' → 'creme-brulee'; a name with no such letters → fallback. */
export function slugOf(name: string, fallback: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || fallback;
}

/** The base, or the base with the first free number after it ('tiny-threads-2'). */
export function freeSlug(base: string, used: readonly string[]): string {
  const taken = new Set(used);
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** The fields of `patch` whose values differ from `row`'s, as before and after. */
function changes<Row extends object>(row: Row, patch: Partial<Row>) {
  const before: Partial<Row> = {};
  const after: Partial<Row> = {};
  for (const key of Object.keys(patch) as (keyof Row)[]) {
    const value = patch[key];
    if (value === undefined || value === row[key]) continue;
    before[key] = row[key];
    after[key] = value as Row[keyof Row];
  }
  return { before, after, changed: Object.keys(after).length > 0 };
}

const toBrand = (row: repo.BrandRow, products: number): AdminBrand => ({
  _id: row.id,
  name: row.name,
  slug: row.slug,
  logo: row.logo,
  image: row.image,
  isFeatured: row.isFeatured,
  isVisible: row.isVisible,
  position: row.position,
  products,
});

const toSubcategory = (row: repo.SubcategoryRow, products: number): AdminSubcategory => ({
  _id: row.id,
  categoryId: row.categoryId,
  name: row.name,
  slug: row.slug,
  image: row.image,
  isVisible: row.isVisible,
  position: row.position,
  products,
});

const toCategory = (
  row: repo.CategoryRow,
  products: number,
  subcategories: AdminSubcategory[],
): AdminCategory => ({
  _id: row.id,
  name: row.name,
  slug: row.slug,
  image: row.image,
  isVisible: row.isVisible,
  position: row.position,
  products,
  subcategories,
});

const NAME_CONSTRAINTS = ['brands_name_unique', 'categories_name_unique'];
const SLUG_CONSTRAINTS = ['brands_slug_unique', 'categories_slug_unique', 'subcategories_category_slug_uq'];

export function createTaxonomyDesk({ db, clock, audit, catalogueChanges }: TaxonomyDeskDeps): TaxonomyDesk {
  /**
   * Runs one write in its transaction and drops the storefront's caches once it committed. Two staff
   * adding the same name at once: the second is refused by the unique index, as by the check before it.
   * Two names that make the same slug at once: the second tries again and takes the next number.
   */
  async function write<T>(work: (tx: Db, now: Date) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const result = await inTransaction(db, (tx) => work(tx, clock()));
        catalogueChanges.dropCaches();
        return result;
      } catch (error) {
        if (NAME_CONSTRAINTS.some((c) => isUniqueViolation(error, c))) throw conflict(T.nameTaken);
        if (attempt < 3 && SLUG_CONSTRAINTS.some((c) => isUniqueViolation(error, c))) continue;
        throw error;
      }
    }
  }

  async function slugFor(tx: Db, kind: Kind, name: string, categoryId?: string): Promise<string> {
    const base = slugOf(name, kind);
    return freeSlug(base, await repo.slugsLike(tx, kind, base, categoryId));
  }

  async function reorder(
    actor: Actor,
    kind: Kind,
    ids: string[],
    target: { id: string; label: string },
    categoryId?: string,
  ): Promise<void> {
    await write(async (tx) => {
      if (categoryId && !(await repo.categoryById(tx, categoryId, true))) throw notFound(T.categoryNotFound);
      const current = await repo.lockList(tx, kind, categoryId);
      const names = new Map(current.map((row) => [row.id, row.name]));
      const exact =
        ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => names.has(id));
      if (!exact) throw conflict(T.orderMismatch);
      await repo.writeOrder(tx, kind, ids);
      await audit.record(tx, actor, {
        action: `${kind}.reorder`,
        targetType: categoryId ? 'category' : kind,
        targetId: target.id,
        targetLabel: target.label,
        before: { order: current.map((row) => row.name) },
        after: { order: ids.map((id) => names.get(id)) },
      });
    });
  }

  async function categoryAnswer(row: repo.CategoryRow): Promise<AdminCategory> {
    const [subs, counts] = await Promise.all([
      repo.subcategoriesOf(db, row.id),
      repo.subcategoryCounts(db, row.id),
    ]);
    const total = [...counts.values()].reduce((sum, n) => sum + n, 0);
    return toCategory(
      row,
      total,
      subs.map((sub) => toSubcategory(sub, counts.get(sub.id) ?? 0)),
    );
  }

  return {
    async brands() {
      const rows = await repo.allBrands(db);
      return rows.map((row) => toBrand(row, row.products));
    },

    async createBrand(actor, body) {
      const row = await write(async (tx) => {
        if (await repo.brandNameUsed(tx, body.name)) throw conflict(T.nameTaken);
        const brand = await repo.insertBrand(tx, {
          name: body.name,
          slug: await slugFor(tx, 'brand', body.name),
          logo: body.logo,
          image: body.image,
          isFeatured: body.isFeatured,
          isVisible: body.isVisible,
          position: await repo.nextPosition(tx, 'brand'),
        });
        const { id: _id, ...after } = brand;
        await audit.record(tx, actor, {
          action: 'brand.create',
          targetType: 'brand',
          targetId: brand.id,
          targetLabel: brand.name,
          after,
        });
        return brand;
      });
      return toBrand(row, 0);
    },

    async updateBrand(actor, id, patch) {
      const row = await write(async (tx, now) => {
        const current = await repo.brandById(tx, id, true);
        if (!current) throw notFound(T.brandNotFound);
        const { before, after, changed } = changes(current, patch);
        if (!changed) return current;
        if (after.name !== undefined && (await repo.brandNameUsed(tx, after.name, id))) {
          throw conflict(T.nameTaken);
        }
        const brand = await repo.updateBrand(tx, id, after);
        if (after.name !== undefined) {
          // The brand's name is in each of its products' search documents (weight B).
          const ids = await repo.productIdsOfBrand(tx, id);
          for (let i = 0; i < ids.length; i += REFRESH_CHUNK) {
            await catalogueChanges.productsChanged(tx, ids.slice(i, i + REFRESH_CHUNK), now);
          }
        }
        await audit.record(tx, actor, {
          action: 'brand.update',
          targetType: 'brand',
          targetId: id,
          targetLabel: brand.name,
          before,
          after,
        });
        return brand;
      });
      return toBrand(row, await repo.brandProducts(db, id));
    },

    reorderBrands: (actor, ids) => reorder(actor, 'brand', ids, { id: 'all', label: 'All brands' }),

    async categories() {
      const { categories, subcategories } = await repo.allCategories(db);
      const byCategory = new Map<string, AdminSubcategory[]>();
      for (const sub of subcategories) {
        const list = byCategory.get(sub.categoryId) ?? [];
        list.push(toSubcategory(sub, sub.products));
        byCategory.set(sub.categoryId, list);
      }
      return categories.map((row) => toCategory(row, row.products, byCategory.get(row.id) ?? []));
    },

    async createCategory(actor, body) {
      const row = await write(async (tx) => {
        if (await repo.categoryNameUsed(tx, body.name)) throw conflict(T.nameTaken);
        const category = await repo.insertCategory(tx, {
          name: body.name,
          slug: await slugFor(tx, 'category', body.name),
          image: body.image,
          isVisible: body.isVisible,
          position: await repo.nextPosition(tx, 'category'),
        });
        const { id: _id, ...after } = category;
        await audit.record(tx, actor, {
          action: 'category.create',
          targetType: 'category',
          targetId: category.id,
          targetLabel: category.name,
          after,
        });
        return category;
      });
      return toCategory(row, 0, []);
    },

    async updateCategory(actor, id, patch) {
      const row = await write(async (tx) => {
        const current = await repo.categoryById(tx, id, true);
        if (!current) throw notFound(T.categoryNotFound);
        const { before, after, changed } = changes(current, patch);
        if (!changed) return current;
        if (after.name !== undefined && (await repo.categoryNameUsed(tx, after.name, id))) {
          throw conflict(T.nameTaken);
        }
        const category = await repo.updateCategory(tx, id, after);
        await audit.record(tx, actor, {
          action: 'category.update',
          targetType: 'category',
          targetId: id,
          targetLabel: category.name,
          before,
          after,
        });
        return category;
      });
      return categoryAnswer(row);
    },

    reorderCategories: (actor, ids) =>
      reorder(actor, 'category', ids, { id: 'all', label: 'All categories' }),

    async createSubcategory(actor, body) {
      const row = await write(async (tx) => {
        // Locked so the category stays while its new subcategory is written.
        const category = await repo.categoryById(tx, body.categoryId, true);
        if (!category) throw notFound(T.categoryNotFound);
        if (await repo.subcategoryNameUsed(tx, category.id, body.name)) throw conflict(T.nameTaken);
        const sub = await repo.insertSubcategory(tx, {
          categoryId: category.id,
          name: body.name,
          slug: await slugFor(tx, 'subcategory', body.name, category.id),
          image: body.image,
          isVisible: body.isVisible,
          position: await repo.nextPosition(tx, 'subcategory', category.id),
        });
        const { id: _id, ...after } = sub;
        await audit.record(tx, actor, {
          action: 'subcategory.create',
          targetType: 'subcategory',
          targetId: sub.id,
          targetLabel: `${category.name} › ${sub.name}`,
          after,
        });
        return sub;
      });
      return toSubcategory(row, 0);
    },

    async updateSubcategory(actor, id, patch) {
      const row = await write(async (tx) => {
        const current = await repo.subcategoryById(tx, id, true);
        if (!current) throw notFound(T.subcategoryNotFound);
        const { before, after, changed } = changes(current, patch);
        if (!changed) return current;
        if (
          after.name !== undefined &&
          (await repo.subcategoryNameUsed(tx, current.categoryId, after.name, id))
        ) {
          throw conflict(T.nameTaken);
        }
        const sub = await repo.updateSubcategory(tx, id, after);
        await audit.record(tx, actor, {
          action: 'subcategory.update',
          targetType: 'subcategory',
          targetId: id,
          targetLabel: sub.name,
          before,
          after,
        });
        return sub;
      });
      return toSubcategory(row, await repo.subcategoryProducts(db, id));
    },

    async reorderSubcategories(actor, categoryId, ids) {
      const category = await repo.categoryById(db, categoryId);
      if (!category) throw notFound(T.categoryNotFound);
      await reorder(actor, 'subcategory', ids, { id: categoryId, label: category.name }, categoryId);
    },
  };
}

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
import type { Kind, RowOf } from './taxonomy-repo.ts';
import * as repo from './taxonomy-repo.ts';

// The console's brands, categories and subcategories (issue 17): made with a slug from the name, renamed,
// given pictures, featured in the home page's marquee (brands), hidden and ordered. Nothing is ever
// deleted — products point at them — so "remove" is hiding. Every write is one transaction with its audit
// entry; a brand's new name is written into its products' search documents in the same transaction, and
// the storefront's caches are dropped once it commits, so lists, home and search change at once.

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
function changes<Row extends object, Patch extends object>(row: Row, patch: Patch) {
  const before: Partial<Row> = {};
  const after: Partial<Patch> = {};
  for (const key of Object.keys(patch) as (keyof Patch & keyof Row)[]) {
    const value = patch[key];
    if (value === undefined || value === row[key]) continue;
    before[key] = row[key];
    after[key] = value;
  }
  return { before, after, changed: Object.keys(after).length > 0 };
}

/** The category a subcategory's row or fields name; none for a brand or a category. */
const categoryOf = (row: object): string | undefined =>
  'categoryId' in row ? (row.categoryId as string) : undefined;

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

const NOT_FOUND: Record<Kind, string> = {
  brand: T.brandNotFound,
  category: T.categoryNotFound,
  subcategory: T.subcategoryNotFound,
};

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

  /**
   * Adds a brand, category or subcategory at the end of its list, with a slug from its name, inside the
   * caller's transaction. `label` names it in the audit log (a subcategory with its category).
   */
  async function add<K extends Kind>(
    tx: Db,
    actor: Actor,
    kind: K,
    fields: Omit<RowOf[K], 'id' | 'slug' | 'position'>,
    label?: string,
  ): Promise<RowOf[K]> {
    const categoryId = categoryOf(fields);
    if (await repo.nameUsed(tx, kind, fields.name, { categoryId })) throw conflict(T.nameTaken);
    const row = await repo.insertRow(tx, kind, {
      ...fields,
      slug: await slugFor(tx, kind, fields.name, categoryId),
      position: await repo.nextPosition(tx, kind, categoryId),
    } as Omit<RowOf[K], 'id'>);
    const { id: _id, ...after } = row;
    await audit.record(tx, actor, {
      action: `${kind}.create`,
      targetType: kind,
      targetId: row.id,
      targetLabel: label ?? row.name,
      after,
    });
    return row;
  }

  /**
   * Changes the fields of `patch` that differ, inside the caller's transaction; a new name must be free
   * in its list. `renamed` runs after a rename is written (a brand's name is in its products' search
   * words).
   */
  async function change<K extends Kind>(
    tx: Db,
    actor: Actor,
    kind: K,
    id: string,
    patch: Partial<Omit<RowOf[K], 'id' | 'categoryId'>>,
    renamed?: () => Promise<void>,
  ): Promise<RowOf[K]> {
    const current = await repo.rowById(tx, kind, id, true);
    if (!current) throw notFound(NOT_FOUND[kind]);
    const { before, after, changed } = changes(current, patch);
    if (!changed) return current;
    if (after.name !== undefined) {
      const categoryId = categoryOf(current);
      if (await repo.nameUsed(tx, kind, after.name, { categoryId, exceptId: id }))
        throw conflict(T.nameTaken);
    }
    const row = await repo.updateRow(tx, kind, id, after);
    if (after.name !== undefined) await renamed?.();
    await audit.record(tx, actor, {
      action: `${kind}.update`,
      targetType: kind,
      targetId: id,
      targetLabel: row.name,
      before,
      after,
    });
    return row;
  }

  async function reorder(
    actor: Actor,
    kind: Kind,
    ids: string[],
    target: { id: string; label: string },
    categoryId?: string,
  ): Promise<void> {
    await write(async (tx) => {
      if (categoryId && !(await repo.rowById(tx, 'category', categoryId, true))) {
        throw notFound(T.categoryNotFound);
      }
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
      return toBrand(await write((tx) => add(tx, actor, 'brand', body)), 0);
    },

    async updateBrand(actor, id, patch) {
      const row = await write((tx, now) =>
        change(tx, actor, 'brand', id, patch, async () => {
          // The brand's name is in each of its products' search documents (weight B).
          const ids = await repo.productIdsOfBrand(tx, id);
          for (let i = 0; i < ids.length; i += REFRESH_CHUNK) {
            await catalogueChanges.productsChanged(tx, ids.slice(i, i + REFRESH_CHUNK), now);
          }
        }),
      );
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
      return toCategory(await write((tx) => add(tx, actor, 'category', body)), 0, []);
    },

    async updateCategory(actor, id, patch) {
      return categoryAnswer(await write((tx) => change(tx, actor, 'category', id, patch)));
    },

    reorderCategories: (actor, ids) =>
      reorder(actor, 'category', ids, { id: 'all', label: 'All categories' }),

    async createSubcategory(actor, body) {
      const row = await write(async (tx) => {
        // Locked so the category stays while its new subcategory is written.
        const category = await repo.rowById(tx, 'category', body.categoryId, true);
        if (!category) throw notFound(T.categoryNotFound);
        return add(tx, actor, 'subcategory', body, `${category.name} › ${body.name}`);
      });
      return toSubcategory(row, 0);
    },

    async updateSubcategory(actor, id, patch) {
      const row = await write((tx) => change(tx, actor, 'subcategory', id, patch));
      return toSubcategory(row, await repo.subcategoryProducts(db, id));
    },

    async reorderSubcategories(actor, categoryId, ids) {
      const category = await repo.rowById(db, 'category', categoryId);
      if (!category) throw notFound(T.categoryNotFound);
      await reorder(actor, 'subcategory', ids, { id: categoryId, label: category.name }, categoryId);
    },
  };
}

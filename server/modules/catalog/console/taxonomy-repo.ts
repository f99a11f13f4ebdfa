import { and, asc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/rows.ts';
import { brands, categories, products, subcategories } from '../schema.ts';

// SQL of the console's brands, categories and subcategories: every one of them (hidden ones too) with
// its products counted whatever their status, the rows a write reads locked first, names and slugs
// already in use, and a list's new order written in one statement.

export interface BrandRow {
  id: string;
  name: string;
  slug: string;
  logo: string | null;
  image: string | null;
  isFeatured: boolean;
  isVisible: boolean;
  position: number;
}

export interface CategoryRow {
  id: string;
  name: string;
  slug: string;
  image: string | null;
  isVisible: boolean;
  position: number;
}

export interface SubcategoryRow extends CategoryRow {
  categoryId: string;
}

const brandColumns = {
  id: brands.id,
  name: brands.name,
  slug: brands.slug,
  logo: brands.logo,
  image: brands.image,
  isFeatured: brands.isFeatured,
  isVisible: brands.isVisible,
  position: brands.position,
};
const categoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  image: categories.image,
  isVisible: categories.isVisible,
  position: categories.position,
};
const subcategoryColumns = {
  id: subcategories.id,
  categoryId: subcategories.categoryId,
  name: subcategories.name,
  slug: subcategories.slug,
  image: subcategories.image,
  isVisible: subcategories.isVisible,
  position: subcategories.position,
};

/** Every brand in its list order, with how many products (any status) carry it. */
export async function allBrands(db: Db): Promise<(BrandRow & { products: number })[]> {
  const [rows, counts] = await Promise.all([
    db.select(brandColumns).from(brands).orderBy(asc(brands.position), asc(brands.name)),
    queryRows<{ id: string; n: number }>(
      db,
      sql`SELECT brand_id AS id, count(*)::int AS n FROM products GROUP BY brand_id`,
    ),
  ]);
  const byBrand = new Map(counts.map((c) => [c.id, Number(c.n)]));
  return rows.map((row) => ({ ...row, products: byBrand.get(row.id) ?? 0 }));
}

/** Every category and subcategory in list order, with their products (any status) counted. */
export async function allCategories(db: Db) {
  const [cats, subs, counts] = await Promise.all([
    db.select(categoryColumns).from(categories).orderBy(asc(categories.position), asc(categories.name)),
    db
      .select(subcategoryColumns)
      .from(subcategories)
      .orderBy(asc(subcategories.position), asc(subcategories.name)),
    queryRows<{ category_id: string; subcategory_id: string; n: number }>(
      db,
      sql`SELECT category_id, subcategory_id, count(*)::int AS n FROM products GROUP BY 1, 2`,
    ),
  ]);
  const perCategory = new Map<string, number>();
  const perSubcategory = new Map<string, number>();
  for (const c of counts) {
    perCategory.set(c.category_id, (perCategory.get(c.category_id) ?? 0) + Number(c.n));
    perSubcategory.set(c.subcategory_id, Number(c.n));
  }
  return {
    categories: cats.map((row) => ({ ...row, products: perCategory.get(row.id) ?? 0 })),
    subcategories: subs.map((row) => ({ ...row, products: perSubcategory.get(row.id) ?? 0 })),
  };
}

async function countWhere(db: Db, where: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM products WHERE ${where}`,
  );
  return Number(row?.n ?? 0);
}

export const brandProducts = (db: Db, id: string) => countWhere(db, sql`brand_id = ${id}::uuid`);
export const categoryProducts = (db: Db, id: string) => countWhere(db, sql`category_id = ${id}::uuid`);
export const subcategoryProducts = (db: Db, id: string) => countWhere(db, sql`subcategory_id = ${id}::uuid`);

/** Products per subcategory of one category. */
export async function subcategoryCounts(db: Db, categoryId: string): Promise<Map<string, number>> {
  const rows = await queryRows<{ id: string; n: number }>(
    db,
    sql`SELECT subcategory_id AS id, count(*)::int AS n FROM products
        WHERE category_id = ${categoryId}::uuid GROUP BY subcategory_id`,
  );
  return new Map(rows.map((r) => [r.id, Number(r.n)]));
}

export async function brandById(db: Db, id: string, lock = false): Promise<BrandRow | undefined> {
  const query = db.select(brandColumns).from(brands).where(eq(brands.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function categoryById(db: Db, id: string, lock = false): Promise<CategoryRow | undefined> {
  const query = db.select(categoryColumns).from(categories).where(eq(categories.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function subcategoryById(db: Db, id: string, lock = false): Promise<SubcategoryRow | undefined> {
  const query = db.select(subcategoryColumns).from(subcategories).where(eq(subcategories.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The subcategories of one category, in list order. */
export function subcategoriesOf(db: Db, categoryId: string): Promise<SubcategoryRow[]> {
  return db
    .select(subcategoryColumns)
    .from(subcategories)
    .where(eq(subcategories.categoryId, categoryId))
    .orderBy(asc(subcategories.position), asc(subcategories.name));
}

const sameName = (
  column: typeof brands.name | typeof categories.name | typeof subcategories.name,
  name: string,
) => sql`lower(${column}) = lower(${name})`;

/** Whether another brand has this name (letter case aside). */
export async function brandNameUsed(db: Db, name: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(sameName(brands.name, name), exceptId ? ne(brands.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

export async function categoryNameUsed(db: Db, name: string, exceptId?: string): Promise<boolean> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(sameName(categories.name, name), exceptId ? ne(categories.id, exceptId) : undefined))
    .limit(1);
  return rows.length > 0;
}

/** Whether another subcategory of the same category has this name. */
export async function subcategoryNameUsed(
  db: Db,
  categoryId: string,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: subcategories.id })
    .from(subcategories)
    .where(
      and(
        eq(subcategories.categoryId, categoryId),
        sameName(subcategories.name, name),
        exceptId ? ne(subcategories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Slugs in use that start with `base` (the base itself or base-2, base-3…), in one list. */
export async function slugsLike(
  db: Db,
  kind: 'brand' | 'category' | 'subcategory',
  base: string,
  categoryId?: string,
): Promise<string[]> {
  const table = kind === 'brand' ? brands : kind === 'category' ? categories : subcategories;
  const within = kind === 'subcategory' ? sql`AND category_id = ${categoryId}::uuid` : sql``;
  const rows = await queryRows<{ slug: string }>(
    db,
    sql`SELECT slug FROM ${table} WHERE (slug = ${base} OR slug LIKE ${`${base}-%`}) ${within}`,
  );
  return rows.map((r) => r.slug);
}

/** The next position at the end of a list. */
export async function nextPosition(
  db: Db,
  kind: 'brand' | 'category' | 'subcategory',
  categoryId?: string,
): Promise<number> {
  const table = kind === 'brand' ? brands : kind === 'category' ? categories : subcategories;
  const within = kind === 'subcategory' ? sql`WHERE category_id = ${categoryId}::uuid` : sql``;
  const [row] = await queryRows<{ next: number }>(
    db,
    sql`SELECT COALESCE(max(position) + 1, 0)::int AS next FROM ${table} ${within}`,
  );
  return Number(row?.next ?? 0);
}

export async function insertBrand(tx: Db, values: Omit<BrandRow, 'id'>): Promise<BrandRow> {
  const [row] = await tx.insert(brands).values(values).returning(brandColumns);
  return row!;
}

export async function insertCategory(tx: Db, values: Omit<CategoryRow, 'id'>): Promise<CategoryRow> {
  const [row] = await tx.insert(categories).values(values).returning(categoryColumns);
  return row!;
}

export async function insertSubcategory(tx: Db, values: Omit<SubcategoryRow, 'id'>): Promise<SubcategoryRow> {
  const [row] = await tx.insert(subcategories).values(values).returning(subcategoryColumns);
  return row!;
}

export async function updateBrand(tx: Db, id: string, values: Partial<Omit<BrandRow, 'id'>>) {
  const [row] = await tx.update(brands).set(values).where(eq(brands.id, id)).returning(brandColumns);
  return row!;
}

export async function updateCategory(tx: Db, id: string, values: Partial<Omit<CategoryRow, 'id'>>) {
  const [row] = await tx
    .update(categories)
    .set(values)
    .where(eq(categories.id, id))
    .returning(categoryColumns);
  return row!;
}

export async function updateSubcategory(
  tx: Db,
  id: string,
  values: Partial<Omit<SubcategoryRow, 'id' | 'categoryId'>>,
) {
  const [row] = await tx
    .update(subcategories)
    .set(values)
    .where(eq(subcategories.id, id))
    .returning(subcategoryColumns);
  return row!;
}

/** A list's ids and names in its current order, locked until the caller's transaction ends. */
export async function lockList(
  tx: Db,
  kind: 'brand' | 'category' | 'subcategory',
  categoryId?: string,
): Promise<{ id: string; name: string }[]> {
  if (kind === 'brand') {
    return tx
      .select({ id: brands.id, name: brands.name })
      .from(brands)
      .orderBy(asc(brands.position), asc(brands.name))
      .for('update');
  }
  if (kind === 'category') {
    return tx
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.name))
      .for('update');
  }
  return tx
    .select({ id: subcategories.id, name: subcategories.name })
    .from(subcategories)
    .where(eq(subcategories.categoryId, categoryId!))
    .orderBy(asc(subcategories.position), asc(subcategories.name))
    .for('update');
}

/** Writes positions 0, 1, 2… in the order of `ids`, in one statement. */
export async function writeOrder(
  tx: Db,
  kind: 'brand' | 'category' | 'subcategory',
  ids: readonly string[],
): Promise<void> {
  const table = kind === 'brand' ? brands : kind === 'category' ? categories : subcategories;
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE ${table} AS t SET position = o.ord - 1
    FROM unnest(ARRAY[${list}]::uuid[]) WITH ORDINALITY AS o(id, ord)
    WHERE t.id = o.id AND t.position IS DISTINCT FROM (o.ord - 1)::int
  `);
}

/** The ids of every product of a brand (their search documents carry its name). */
export async function productIdsOfBrand(tx: Db, brandId: string): Promise<string[]> {
  const rows = await tx.select({ id: products.id }).from(products).where(eq(products.brandId, brandId));
  return rows.map((r) => r.id);
}

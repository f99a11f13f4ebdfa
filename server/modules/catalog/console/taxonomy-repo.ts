import { and, asc, eq, like, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { uuidArray } from '../../../db/lists.ts';
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

export type Kind = 'brand' | 'category' | 'subcategory';
/** The row of each kind. */
export interface RowOf {
  brand: BrandRow;
  category: CategoryRow;
  subcategory: SubcategoryRow;
}

/** Each kind's table and the columns its rows are read with. */
const TABLES = {
  brand: { table: brands, columns: brandColumns },
  category: { table: categories, columns: categoryColumns },
  subcategory: { table: subcategories, columns: subcategoryColumns },
};

/** The list a row is in: all brands, all categories, or one category's subcategories. */
function inList(kind: Kind, categoryId: string | undefined) {
  if (kind !== 'subcategory') return undefined;
  if (!categoryId) throw new Error('A list of subcategories is one category’s: name the category.');
  return eq(subcategories.categoryId, categoryId);
}

/** A brand, category or subcategory by its id; `lock` holds it until the caller's transaction ends. */
export async function rowById<K extends Kind>(
  db: Db,
  kind: K,
  id: string,
  lock = false,
): Promise<RowOf[K] | undefined> {
  const { table, columns } = TABLES[kind];
  const query = db.select(columns).from(table).where(eq(table.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row as RowOf[K] | undefined;
}

/** The subcategories of one category, in list order. */
export function subcategoriesOf(db: Db, categoryId: string): Promise<SubcategoryRow[]> {
  return db
    .select(subcategoryColumns)
    .from(subcategories)
    .where(eq(subcategories.categoryId, categoryId))
    .orderBy(asc(subcategories.position), asc(subcategories.name));
}

/** Whether another row of the same list has this name (letter case aside). */
export async function nameUsed(
  db: Db,
  kind: Kind,
  name: string,
  { categoryId, exceptId }: { categoryId?: string | undefined; exceptId?: string | undefined } = {},
): Promise<boolean> {
  const { table } = TABLES[kind];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        inList(kind, categoryId),
        sql`lower(${table.name}) = lower(${name})`,
        exceptId ? ne(table.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Slugs in use that start with `base` (the base itself or base-2, base-3…), in one list. */
export async function slugsLike(db: Db, kind: Kind, base: string, categoryId?: string): Promise<string[]> {
  const { table } = TABLES[kind];
  const rows = await db
    .select({ slug: table.slug })
    .from(table)
    .where(and(inList(kind, categoryId), or(eq(table.slug, base), like(table.slug, `${base}-%`))));
  return rows.map((r) => r.slug);
}

/** The next position at the end of a list. */
export async function nextPosition(db: Db, kind: Kind, categoryId?: string): Promise<number> {
  const { table } = TABLES[kind];
  const [row] = await db
    .select({ next: sql<number>`COALESCE(max(${table.position}) + 1, 0)::int` })
    .from(table)
    .where(inList(kind, categoryId));
  return Number(row?.next ?? 0);
}

export async function insertRow<K extends Kind>(
  tx: Db,
  kind: K,
  values: Omit<RowOf[K], 'id'>,
): Promise<RowOf[K]> {
  const { table, columns } = TABLES[kind];
  const [row] = await tx.insert(table).values(values).returning(columns);
  return row as RowOf[K];
}

/** Changes the fields given (a subcategory never moves to another category). */
export async function updateRow<K extends Kind>(
  tx: Db,
  kind: K,
  id: string,
  values: Partial<Omit<RowOf[K], 'id' | 'categoryId'>>,
): Promise<RowOf[K]> {
  const { table, columns } = TABLES[kind];
  const [row] = await tx.update(table).set(values).where(eq(table.id, id)).returning(columns);
  return row as RowOf[K];
}

/** A list's ids and names in its current order, locked until the caller's transaction ends. */
export function lockList(tx: Db, kind: Kind, categoryId?: string): Promise<{ id: string; name: string }[]> {
  const { table } = TABLES[kind];
  return tx
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(inList(kind, categoryId))
    .orderBy(asc(table.position), asc(table.name))
    .for('update');
}

/** Writes positions 0, 1, 2… in the order of `ids`, in one statement. */
export async function writeOrder(tx: Db, kind: Kind, ids: readonly string[]): Promise<void> {
  const { table } = TABLES[kind];
  await tx.execute(sql`
    UPDATE ${table} AS t SET position = o.ord - 1
    FROM unnest(${uuidArray(ids)}) WITH ORDINALITY AS o(id, ord)
    WHERE t.id = o.id AND t.position IS DISTINCT FROM (o.ord - 1)::int
  `);
}

/** The ids of every product of a brand (their search documents carry its name). */
export async function productIdsOfBrand(tx: Db, brandId: string): Promise<string[]> {
  const rows = await tx.select({ id: products.id }).from(products).where(eq(products.brandId, brandId));
  return rows.map((r) => r.id);
}

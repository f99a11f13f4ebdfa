import { asc, type SQL, sql } from 'drizzle-orm';
import type { HomeItemKind, HomeSectionKey } from '../../../../contract/admin-home.ts';
import type { HomeLink } from '../../../../contract/home-link.ts';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/rows.ts';
import { homeSectionSettings } from '../schema.ts';

// SQL for the console's home merchandising. The six kinds of item live in six tables that share the
// merchandising columns (picture, link, visibility, window, position) and differ in a few of their own;
// one description per kind lets every read and write be written once. Money columns are paise.

type OwnField =
  | 'title'
  | 'description'
  | 'affordablePrice'
  | 'productType'
  | 'startingPrice'
  | 'productTypes'
  | 'articleId';

interface KindTable {
  table: string;
  /** The table of its hand-picked products, and its column naming the item. */
  set?: { table: string; fk: string };
  /** Its own columns by field. */
  columns: Partial<Record<OwnField, string>>;
}

const KINDS: Record<HomeItemKind, KindTable> = {
  slider: {
    table: 'product_sliders',
    set: { table: 'product_slider_products', fk: 'slider_id' },
    columns: { title: 'title' },
  },
  topSale: {
    table: 'top_sale_sections',
    set: { table: 'top_sale_section_products', fk: 'section_id' },
    columns: { title: 'title', description: 'description' },
  },
  topPick: {
    table: 'top_picks',
    set: { table: 'top_pick_products', fk: 'top_pick_id' },
    columns: { title: 'title', description: 'description' },
  },
  offer: {
    table: 'offer_cards',
    columns: { title: 'title', description: 'description', articleId: 'article_id' },
  },
  trending: {
    table: 'trending_cards',
    columns: {
      title: 'title',
      description: 'description',
      affordablePrice: 'affordable_price',
      productType: 'product_type',
    },
  },
  lowestPrice: {
    table: 'lowest_price_cards',
    columns: { description: 'description', startingPrice: 'starting_price', productTypes: 'product_types' },
  },
};

/** What a kind without the column reads as. */
const ABSENT: Record<OwnField, SQL> = {
  title: sql`''`,
  description: sql`''`,
  affordablePrice: sql`NULL::int`,
  productType: sql`NULL::text`,
  startingPrice: sql`NULL::int`,
  productTypes: sql`'{}'::text[]`,
  articleId: sql`NULL::uuid`,
};

const COMMON_COLUMNS = {
  image: 'image',
  link: 'link',
  isVisible: 'is_visible',
  startsAt: 'starts_at',
  endsAt: 'ends_at',
} as const;

export interface HomeItemRow {
  id: string;
  kind: HomeItemKind;
  title: string;
  description: string;
  image: string;
  link: HomeLink | null;
  isVisible: boolean;
  startsAt: Date | null;
  endsAt: Date | null;
  position: number;
  /** Paise. */
  affordablePrice: number | null;
  productType: string | null;
  /** Paise. */
  startingPrice: number | null;
  productTypes: string[];
  articleId: string | null;
}

/** The values a write sets (prices in paise); a field left out is left as it is. */
export type HomeItemColumns = Partial<
  Pick<
    HomeItemRow,
    | 'title'
    | 'description'
    | 'image'
    | 'link'
    | 'isVisible'
    | 'startsAt'
    | 'endsAt'
    | 'affordablePrice'
    | 'productType'
    | 'startingPrice'
    | 'productTypes'
    | 'articleId'
  >
>;

type RawItem = Omit<HomeItemRow, 'kind' | 'startsAt' | 'endsAt'> & {
  startsAt: Date | string | null;
  endsAt: Date | string | null;
};

const at = (value: Date | string | null) => (value === null ? null : new Date(value));
const id = (value: string) => sql`${value}::uuid`;
const ids = (values: readonly string[]) =>
  sql.join(
    values.map((v) => id(v)),
    sql`, `,
  );
const textArray = (values: readonly string[]) =>
  values.length === 0
    ? sql`'{}'::text[]`
    : sql`ARRAY[${sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      )}]::text[]`;

function selectItems(kind: HomeItemKind, where: SQL | undefined, lock = false): SQL {
  const { table, columns } = KINDS[kind];
  const own = (Object.keys(ABSENT) as OwnField[]).map((field) => {
    const column = columns[field];
    return sql`${column ? sql.identifier(column) : ABSENT[field]} AS ${sql.identifier(field)}`;
  });
  return sql`SELECT id, image, link, is_visible AS "isVisible", starts_at AS "startsAt", ends_at AS "endsAt",
      position, ${sql.join(own, sql`, `)}
    FROM ${sql.identifier(table)} ${where ? sql`WHERE ${where}` : sql``}
    ORDER BY position, id ${lock ? sql`FOR UPDATE` : sql``}`;
}

async function readItems(db: Db, kind: HomeItemKind, where?: SQL, lock = false): Promise<HomeItemRow[]> {
  const rows = await queryRows<RawItem>(db, selectItems(kind, where, lock));
  return rows.map((row) => ({
    ...row,
    kind,
    startsAt: at(row.startsAt),
    endsAt: at(row.endsAt),
    productTypes: row.productTypes ?? [],
  }));
}

/** Every item of a kind, in order. */
export const itemsOf = (db: Db, kind: HomeItemKind) => readItems(db, kind);

/** One item, locked for the rest of the transaction. */
export async function lockItem(tx: Db, kind: HomeItemKind, itemId: string): Promise<HomeItemRow | undefined> {
  const [row] = await readItems(tx, kind, sql`id = ${id(itemId)}`, true);
  return row;
}

export async function itemById(db: Db, kind: HomeItemKind, itemId: string): Promise<HomeItemRow | undefined> {
  const [row] = await readItems(db, kind, sql`id = ${id(itemId)}`);
  return row;
}

function columnOf(kind: HomeItemKind, field: keyof HomeItemColumns): string | undefined {
  if (field in COMMON_COLUMNS) return COMMON_COLUMNS[field as keyof typeof COMMON_COLUMNS];
  return KINDS[kind].columns[field as OwnField];
}

function sqlValue(field: keyof HomeItemColumns, value: unknown): SQL {
  if (value === null) return sql`NULL`;
  switch (field) {
    case 'link':
      return sql`${JSON.stringify(value)}::jsonb`;
    case 'productTypes':
      return textArray(value as string[]);
    case 'startsAt':
    case 'endsAt':
      return sql`${(value as Date).toISOString()}::timestamptz`;
    case 'articleId':
      return id(value as string);
    default:
      return sql`${value}`;
  }
}

/** The columns and values a write sets, in the kind's table (fields the kind lacks are a bug: thrown). */
function assignments(kind: HomeItemKind, values: HomeItemColumns): Array<[string, SQL]> {
  return (Object.keys(values) as (keyof HomeItemColumns)[])
    .filter((field) => values[field] !== undefined)
    .map((field) => {
      const column = columnOf(kind, field);
      if (!column) throw new Error(`A ${kind} has no ${field}`);
      return [column, sqlValue(field, values[field])];
    });
}

/** Adds an item at the end of its section; answers its id. */
export async function insertItem(tx: Db, kind: HomeItemKind, values: HomeItemColumns): Promise<string> {
  const table = sql.identifier(KINDS[kind].table);
  const set = assignments(kind, values);
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO ${table} (position, ${sql.join(
      set.map(([column]) => sql.identifier(column)),
      sql`, `,
    )})
      VALUES ((SELECT coalesce(max(position) + 1, 0) FROM ${table}), ${sql.join(
        set.map(([, value]) => value),
        sql`, `,
      )})
      RETURNING id`,
  );
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function updateItem(
  tx: Db,
  kind: HomeItemKind,
  itemId: string,
  values: HomeItemColumns,
): Promise<void> {
  const set = assignments(kind, values);
  if (set.length === 0) return;
  await tx.execute(
    sql`UPDATE ${sql.identifier(KINDS[kind].table)}
      SET ${sql.join(
        set.map(([column, value]) => sql`${sql.identifier(column)} = ${value}`),
        sql`, `,
      )}
      WHERE id = ${id(itemId)}`,
  );
}

/** Removes an item (its hand-picked set goes with it). */
export async function deleteItem(tx: Db, kind: HomeItemKind, itemId: string): Promise<void> {
  await tx.execute(sql`DELETE FROM ${sql.identifier(KINDS[kind].table)} WHERE id = ${id(itemId)}`);
}

/** A kind's item ids in order, every row locked (a reorder works on the list as it is). */
export async function lockOrder(tx: Db, kind: HomeItemKind): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM ${sql.identifier(KINDS[kind].table)} ORDER BY position, id FOR UPDATE`,
  );
  return rows.map((r) => r.id);
}

export async function setOrder(tx: Db, kind: HomeItemKind, order: readonly string[]): Promise<void> {
  if (order.length === 0) return;
  const values = sql.join(
    order.map((itemId, position) => sql`(${id(itemId)}, ${position}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`UPDATE ${sql.identifier(KINDS[kind].table)} AS t SET position = v.position
      FROM (VALUES ${values}) AS v(id, position) WHERE t.id = v.id`,
  );
}

// ---------------------------------------------------------------------------------------------
// Hand-picked products

export interface HomeProductRow {
  id: string;
  name: string;
  image: string | null;
  status: 'draft' | 'live' | 'archived';
}

const productColumns = sql`p.id, p.name, p.status,
  (SELECT v.images->>0 FROM product_variants v WHERE v.product_id = p.id ORDER BY v.position LIMIT 1) AS image`;

export const hasSet = (kind: HomeItemKind) => KINDS[kind].set !== undefined;

/** The hand-picked products of a kind's items (of one item when named), by item, in order. */
export async function setsOf(
  db: Db,
  kind: HomeItemKind,
  itemId?: string,
): Promise<Map<string, HomeProductRow[]>> {
  const set = KINDS[kind].set;
  const sets = new Map<string, HomeProductRow[]>();
  if (!set) return sets;
  const rows = await queryRows<HomeProductRow & { itemId: string }>(
    db,
    sql`SELECT s.${sql.identifier(set.fk)} AS "itemId", ${productColumns}
      FROM ${sql.identifier(set.table)} s JOIN products p ON p.id = s.product_id
      ${itemId ? sql`WHERE s.${sql.identifier(set.fk)} = ${id(itemId)}` : sql``}
      ORDER BY s.position, p.name`,
  );
  for (const { itemId: owner, ...product } of rows) {
    const list = sets.get(owner) ?? [];
    list.push(product);
    sets.set(owner, list);
  }
  return sets;
}

/** Replaces an item's hand-picked products with these, in this order. */
export async function replaceSet(
  tx: Db,
  kind: HomeItemKind,
  itemId: string,
  productIds: readonly string[],
): Promise<void> {
  const set = KINDS[kind].set;
  if (!set) throw new Error(`A ${kind} has no products`);
  const table = sql.identifier(set.table);
  await tx.execute(sql`DELETE FROM ${table} WHERE ${sql.identifier(set.fk)} = ${id(itemId)}`);
  if (productIds.length === 0) return;
  await tx.execute(
    sql`INSERT INTO ${table} (${sql.identifier(set.fk)}, product_id, position) VALUES ${sql.join(
      productIds.map((productId, position) => sql`(${id(itemId)}, ${id(productId)}, ${position}::int)`),
      sql`, `,
    )}`,
  );
}

export async function featuredProducts(db: Db): Promise<HomeProductRow[]> {
  return queryRows<HomeProductRow>(
    db,
    sql`SELECT ${productColumns} FROM featured_products f JOIN products p ON p.id = f.product_id
      ORDER BY f.position, p.name`,
  );
}

export async function replaceFeatured(tx: Db, productIds: readonly string[]): Promise<void> {
  // The whole list is rewritten: lock it first, so two saves at once end as one of them, not a mix.
  await tx.execute(sql`LOCK TABLE featured_products IN SHARE ROW EXCLUSIVE MODE`);
  await tx.execute(sql`DELETE FROM featured_products`);
  if (productIds.length === 0) return;
  await tx.execute(
    sql`INSERT INTO featured_products (product_id, position) VALUES ${sql.join(
      productIds.map((productId, position) => sql`(${id(productId)}, ${position}::int)`),
      sql`, `,
    )}`,
  );
}

/** Which of these products exist (any status). */
export async function existingProducts(db: Db, productIds: readonly string[]): Promise<Set<string>> {
  if (productIds.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM products WHERE id IN (${ids(productIds)})`,
  );
  return new Set(rows.map((r) => r.id));
}

// ---------------------------------------------------------------------------------------------
// What links open

async function exists(db: Db, table: string, rowId: string): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`SELECT 1 AS one FROM ${sql.identifier(table)} WHERE id = ${id(rowId)}`,
  );
  return rows.length > 0;
}

export const brandExists = (db: Db, brandId: string) => exists(db, 'brands', brandId);
export const categoryExists = (db: Db, categoryId: string) => exists(db, 'categories', categoryId);
export const subcategoryExists = (db: Db, subcategoryId: string) =>
  exists(db, 'subcategories', subcategoryId);
export const articleExists = (db: Db, articleId: string) => exists(db, 'referral_articles', articleId);

/** Which of these product types some product has. */
export async function knownProductTypes(db: Db, types: readonly string[]): Promise<Set<string>> {
  if (types.length === 0) return new Set();
  const rows = await queryRows<{ type: string }>(
    db,
    sql`SELECT DISTINCT product_type AS type FROM products
      WHERE product_type IN (${sql.join(
        types.map((t) => sql`${t}`),
        sql`, `,
      )})`,
  );
  return new Set(rows.map((r) => r.type));
}

export async function choices(db: Db) {
  const [brands, categories, subcategories, types, articles] = await Promise.all([
    queryRows<{ _id: string; name: string }>(
      db,
      sql`SELECT id AS "_id", name FROM brands ORDER BY position, name`,
    ),
    queryRows<{ _id: string; name: string }>(
      db,
      sql`SELECT id AS "_id", name FROM categories ORDER BY position, name`,
    ),
    queryRows<{ _id: string; name: string; categoryId: string }>(
      db,
      sql`SELECT id AS "_id", name, category_id AS "categoryId" FROM subcategories ORDER BY position, name`,
    ),
    queryRows<{ type: string }>(db, sql`SELECT DISTINCT product_type AS type FROM products ORDER BY type`),
    queryRows<{ _id: string; title: string }>(
      db,
      sql`SELECT id AS "_id", title FROM referral_articles ORDER BY created_at DESC, id`,
    ),
  ]);
  return {
    brands,
    categories: categories.map((c) => ({
      ...c,
      subcategories: subcategories
        .filter((s) => s.categoryId === c._id)
        .map(({ _id, name }) => ({ _id, name })),
    })),
    productTypes: types.map((t) => t.type),
    articles,
  };
}

// ---------------------------------------------------------------------------------------------
// Sections switched on or off

export async function sectionSettings(db: Db): Promise<Map<string, boolean>> {
  const rows = await db
    .select({ section: homeSectionSettings.section, isVisible: homeSectionSettings.isVisible })
    .from(homeSectionSettings)
    .orderBy(asc(homeSectionSettings.section));
  return new Map(rows.map((r) => [r.section, r.isVisible]));
}

export async function saveSectionSettings(
  tx: Db,
  sections: Partial<Record<HomeSectionKey, boolean>>,
  now: Date,
): Promise<void> {
  const entries = Object.entries(sections) as [HomeSectionKey, boolean][];
  if (entries.length === 0) return;
  await tx
    .insert(homeSectionSettings)
    .values(entries.map(([section, isVisible]) => ({ section, isVisible, updatedAt: now })))
    .onConflictDoUpdate({
      target: homeSectionSettings.section,
      set: { isVisible: sql`excluded.is_visible`, updatedAt: sql`excluded.updated_at` },
    });
}

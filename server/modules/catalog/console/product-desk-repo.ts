import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { LOW_STOCK_AT, type ProductStatus } from '../../../../contract/admin-products.ts';
import type { Gender } from '../../../../contract/catalog.ts';
import type { Db } from '../../../db/client.ts';
import { queryRows } from '../../../db/rows.ts';
import { brands, categories, products, productVariants, subcategories, variantSizes } from '../schema.ts';

// SQL of the console's products desk (docs/decisions/025): the list, one product with its colours and
// sizes, and the writes of the editor, the bulk edit and the copy. Money is paise here.

// ---- The list ----

export type DeskSort = 'updated' | 'newest' | 'name' | 'price';

/** What the list may be narrowed to (already parsed). */
export interface DeskProductFilter {
  /** An exact product id (the search box holding one). */
  id?: string;
  /** Any part of the name, any case (ILIKE over products_name_trgm). */
  namePart?: string;
  brandId?: string;
  categoryId?: string;
  subcategoryId?: string;
  productType?: string;
  stock?: 'in' | 'low' | 'out';
  /** One status; none: draft and live (archived products are listed only when asked for). */
  status?: ProductStatus;
  cod?: boolean;
}

export interface DeskProductRow {
  id: string;
  name: string;
  brandName: string;
  categoryName: string;
  productType: string;
  status: ProductStatus;
  image: string | null;
  cardPrice: number;
  mrp: number;
  stock: number;
  sizesInStock: number;
  sizes: number;
  colours: number;
  codAvailable: boolean;
  version: number;
  updatedAt: Date;
}

/** Escapes LIKE's wildcards so a typed % or _ matches itself. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(f: DeskProductFilter): SQL {
  // Written as the console's partial indexes are (status <> 'archived'), so the planner can use them.
  const parts: SQL[] = [f.status ? sql`p.status = ${f.status}` : sql`p.status <> 'archived'`];
  if (f.id !== undefined) parts.push(sql`p.id = ${f.id}::uuid`);
  if (f.namePart) parts.push(sql`p.name ILIKE ${`%${likeEscaped(f.namePart)}%`}`);
  if (f.brandId !== undefined) parts.push(sql`p.brand_id = ${f.brandId}::uuid`);
  if (f.categoryId !== undefined) parts.push(sql`p.category_id = ${f.categoryId}::uuid`);
  if (f.subcategoryId !== undefined) parts.push(sql`p.subcategory_id = ${f.subcategoryId}::uuid`);
  if (f.productType !== undefined) parts.push(sql`p.product_type = ${f.productType}`);
  if (f.cod !== undefined) parts.push(sql`p.cod_available = ${f.cod}`);
  // In and out read the sizes in stock the listing keeps on the product (refreshed by every stock move).
  if (f.stock === 'in') parts.push(sql`cardinality(p.in_stock_sizes) > 0`);
  if (f.stock === 'out') parts.push(sql`cardinality(p.in_stock_sizes) = 0`);
  // Low: a size with 1 to LOW_STOCK_AT pieces, found through product_variants_product_id_idx and
  // variant_sizes_low_idx alone (the bound is written out, as the partial index's predicate is).
  if (f.stock === 'low')
    parts.push(sql`EXISTS (
      SELECT 1 FROM product_variants v JOIN variant_sizes s ON s.variant_id = v.id
      WHERE v.product_id = p.id AND s.stock BETWEEN 1 AND ${sql.raw(String(LOW_STOCK_AT))})`);
  return sql.join(parts, sql` AND `);
}

/** Each sort with the id to break ties, so pages never overlap (each has its console index). */
const ORDER: Record<DeskSort, SQL> = {
  updated: sql`p.updated_at DESC, p.id DESC`,
  newest: sql`p.created_at DESC, p.id DESC`,
  // Any case: the index holds lower(name), so a name search's count never walks it for the names.
  name: sql`lower(p.name), p.id`,
  price: sql`p.card_price, p.id`,
};

/**
 * A page of products. The page's ids are found first from the products table alone; only those rows
 * are joined to their brand, category, first picture and stock figures.
 */
export async function deskProductsPage(
  db: Db,
  filter: DeskProductFilter,
  sort: DeskSort,
  limit: number,
  offset: number,
): Promise<DeskProductRow[]> {
  const rows = await queryRows<
    Omit<DeskProductRow, 'updatedAt'> & { updatedAt: Date | string; [k: string]: unknown }
  >(
    db,
    sql`SELECT p.id, p.name, b.name AS "brandName", c.name AS "categoryName", p.product_type AS "productType",
        p.status, p.card_price AS "cardPrice", p.mrp, p.cod_available AS "codAvailable", p.version,
        p.updated_at AS "updatedAt",
        (SELECT v.images ->> 0 FROM product_variants v WHERE v.product_id = p.id
          ORDER BY v.position, v.id LIMIT 1) AS image,
        st.stock, st.sizes_in_stock AS "sizesInStock", st.sizes, st.colours
      FROM (
        SELECT p.id FROM products p WHERE ${whereOf(filter)}
        ORDER BY ${ORDER[sort]} LIMIT ${limit} OFFSET ${offset}
      ) AS page
      JOIN products p ON p.id = page.id
      JOIN brands b ON b.id = p.brand_id
      JOIN categories c ON c.id = p.category_id
      LEFT JOIN LATERAL (
        SELECT coalesce(sum(s.stock), 0)::int AS stock,
          (count(s.id) FILTER (WHERE s.stock > 0))::int AS sizes_in_stock,
          count(s.id)::int AS sizes, count(DISTINCT v.id)::int AS colours
        FROM product_variants v LEFT JOIN variant_sizes s ON s.variant_id = v.id
        WHERE v.product_id = p.id
      ) st ON true
      ORDER BY ${ORDER[sort]}`,
  );
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    brandName: row.brandName,
    categoryName: row.categoryName,
    productType: row.productType,
    status: row.status,
    image: row.image ?? null,
    cardPrice: Number(row.cardPrice),
    mrp: Number(row.mrp),
    stock: Number(row.stock ?? 0),
    sizesInStock: Number(row.sizesInStock ?? 0),
    sizes: Number(row.sizes ?? 0),
    colours: Number(row.colours ?? 0),
    codAvailable: row.codAvailable,
    version: Number(row.version),
    updatedAt: new Date(row.updatedAt),
  }));
}

/** How many products the filter matches (exact). */
export async function deskProductsCount(db: Db, filter: DeskProductFilter): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`SELECT count(*)::int AS n FROM products p WHERE ${whereOf(filter)}`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Every product type in the catalogue, sorted: a skip scan over products_type_idx (one index probe per
 * type), so it costs the same at 100 products as at 100,000.
 */
export async function productTypes(db: Db): Promise<string[]> {
  const rows = await queryRows<{ type: string }>(
    db,
    sql`WITH RECURSIVE t(type) AS (
        (SELECT product_type FROM products ORDER BY product_type LIMIT 1)
        UNION ALL
        SELECT (SELECT product_type FROM products WHERE product_type > t.type ORDER BY product_type LIMIT 1)
        FROM t WHERE t.type IS NOT NULL
      )
      SELECT type FROM t WHERE type IS NOT NULL`,
  );
  return rows.map((row) => row.type);
}

// ---- One product ----

export interface DeskProduct {
  id: string;
  name: string;
  title: string;
  description: string;
  brandId: string;
  brandName: string;
  categoryId: string;
  categoryName: string;
  subcategoryId: string;
  subcategoryName: string;
  productType: string;
  gender: Gender;
  netWeight: string | null;
  material: string | null;
  soleMaterial: string | null;
  fit: string | null;
  occasion: string | null;
  sleevesType: string | null;
  length: string | null;
  codAvailable: boolean;
  searchSynonyms: string;
  status: ProductStatus;
  version: number;
  averageRating: number;
  ratingCount: number;
  salesCount: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface DeskVariant {
  id: string;
  color: string;
  colorName: string;
  price: number;
  offerPrice: number | null;
  wholesalePrice: number;
  images: string[];
  position: number;
  sizes: { size: string; stock: number }[];
}

const productColumns = {
  id: products.id,
  name: products.name,
  title: products.title,
  description: products.description,
  brandId: products.brandId,
  brandName: brands.name,
  categoryId: products.categoryId,
  categoryName: categories.name,
  subcategoryId: products.subcategoryId,
  subcategoryName: subcategories.name,
  productType: products.productType,
  gender: sql<Gender>`${products.gender}`,
  netWeight: products.netWeight,
  material: products.material,
  soleMaterial: products.soleMaterial,
  fit: products.fit,
  occasion: products.occasion,
  sleevesType: products.sleevesType,
  length: products.length,
  codAvailable: products.codAvailable,
  searchSynonyms: products.searchSynonyms,
  status: sql<ProductStatus>`${products.status}`,
  version: products.version,
  averageRating: products.averageRating,
  ratingCount: products.ratingCount,
  salesCount: products.salesCount,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

function productQuery(db: Db, id: string) {
  return db
    .select(productColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(eq(products.id, id))
    .limit(1);
}

/** One product, whatever its status. */
export async function deskProduct(db: Db, id: string): Promise<DeskProduct | undefined> {
  const [row] = await productQuery(db, id);
  return row;
}

/** One product, its row locked until the transaction ends (every write of the desk starts here). */
export async function lockDeskProduct(tx: Db, id: string): Promise<DeskProduct | undefined> {
  const [row] = await productQuery(tx, id).for('update', { of: products });
  return row;
}

/** Several products, their rows locked (the bulk edit), in id order so two bulk edits never deadlock. */
export async function lockDeskProducts(tx: Db, ids: readonly string[]): Promise<DeskProduct[]> {
  if (ids.length === 0) return [];
  return tx
    .select(productColumns)
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(inArray(products.id, [...ids]))
    .orderBy(asc(products.id))
    .for('update', { of: products });
}

/**
 * Locks every size of these products in the order placing an order takes stock (by colour id, then
 * size), so a console save and an order that both touch a product's sizes wait for each other instead of
 * deadlocking.
 */
export async function lockSizesOf(tx: Db, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx.execute(sql`
    SELECT s.id FROM variant_sizes s JOIN product_variants v ON v.id = s.variant_id
    WHERE v.product_id IN (${sql.join(
      productIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    ORDER BY s.variant_id, s.size
    FOR UPDATE OF s`);
}

/** The colours of these products in position order, each with its sizes in position order. */
export async function variantsOf(db: Db, productIds: readonly string[]): Promise<Map<string, DeskVariant[]>> {
  const byProduct = new Map<string, DeskVariant[]>();
  if (productIds.length === 0) return byProduct;
  const variantRows = await db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      color: productVariants.color,
      colorName: productVariants.colorName,
      price: productVariants.price,
      offerPrice: productVariants.offerPrice,
      wholesalePrice: productVariants.wholesalePrice,
      images: productVariants.images,
      position: productVariants.position,
    })
    .from(productVariants)
    .where(inArray(productVariants.productId, [...productIds]))
    .orderBy(asc(productVariants.productId), asc(productVariants.position), asc(productVariants.id));
  if (variantRows.length === 0) return byProduct;
  const sizeRows = await db
    .select({ variantId: variantSizes.variantId, size: variantSizes.size, stock: variantSizes.stock })
    .from(variantSizes)
    .where(
      inArray(
        variantSizes.variantId,
        variantRows.map((v) => v.id),
      ),
    )
    .orderBy(asc(variantSizes.variantId), asc(variantSizes.position), asc(variantSizes.id));
  const sizesOf = new Map<string, { size: string; stock: number }[]>();
  for (const s of sizeRows) {
    const list = sizesOf.get(s.variantId) ?? [];
    list.push({ size: s.size, stock: s.stock });
    sizesOf.set(s.variantId, list);
  }
  for (const { productId, ...v } of variantRows) {
    const list = byProduct.get(productId) ?? [];
    list.push({ ...v, images: v.images ?? [], sizes: sizesOf.get(v.id) ?? [] });
    byProduct.set(productId, list);
  }
  return byProduct;
}

// ---- What the editor checks ----

export interface Taxonomy {
  brand: boolean;
  category: boolean;
  /** The category the subcategory belongs to; null when there is no such subcategory. */
  subcategoryOf: string | null;
}

export async function taxonomyOf(
  db: Db,
  ids: { brandId: string; categoryId: string; subcategoryId: string },
): Promise<Taxonomy> {
  const [row] = await queryRows<{ brand: boolean; category: boolean; sub: string | null }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM brands WHERE id = ${ids.brandId}::uuid) AS brand,
        EXISTS (SELECT 1 FROM categories WHERE id = ${ids.categoryId}::uuid) AS category,
        (SELECT category_id FROM subcategories WHERE id = ${ids.subcategoryId}::uuid) AS sub`,
  );
  return { brand: row?.brand ?? false, category: row?.category ?? false, subcategoryOf: row?.sub ?? null };
}

// ---- Writes ----

export type ProductColumns = Omit<
  typeof products.$inferInsert,
  'id' | 'isActive' | 'searchVector' | 'cardPrice' | 'mrp' | 'discountPercent' | 'inStockSizes'
>;

export async function insertProduct(tx: Db, values: ProductColumns): Promise<string> {
  const [row] = await tx.insert(products).values(values).returning({ id: products.id });
  return row!.id;
}

export async function updateProduct(tx: Db, id: string, set: Partial<ProductColumns>): Promise<void> {
  if (Object.keys(set).length === 0) return;
  await tx.update(products).set(set).where(eq(products.id, id));
}

/** A colour as the editor writes it: the fields it is read with, and its sizes (its place in the list is given apart). */
export interface VariantWrite extends Omit<DeskVariant, 'id' | 'position' | 'sizes'> {
  /** stockWas: the stock the editor opened with (the save then moves today's stock by the difference). */
  sizes: { size: string; stock: number; stockWas?: number | undefined }[];
}

/** A colour's own columns, as a new colour is written and an existing one rewritten. */
const variantValues = (v: VariantWrite, position: number) => ({
  color: v.color,
  colorName: v.colorName,
  price: v.price,
  offerPrice: v.offerPrice,
  wholesalePrice: v.wholesalePrice,
  images: v.images,
  position,
});

/** A new colour with its sizes; its id. */
export async function insertVariant(
  tx: Db,
  productId: string,
  position: number,
  v: VariantWrite,
): Promise<string> {
  const [row] = await tx
    .insert(productVariants)
    .values({ productId, ...variantValues(v, position) })
    .returning({ id: productVariants.id });
  const id = row!.id;
  if (v.sizes.length > 0)
    await tx
      .insert(variantSizes)
      .values(v.sizes.map((s, i) => ({ variantId: id, size: s.size, stock: s.stock, position: i })));
  return id;
}

/**
 * An existing colour changed in place (its id stays: carts, wishlists and checkouts hold it). Its sizes
 * become `v.sizes`: a size of the same name keeps its row and takes the new stock and position, a new
 * one is added, one no longer listed is removed. A size sent with the stock the editor opened with moves
 * by the staff member's change instead, so pieces sold meanwhile stay sold (the sizes are locked first).
 */
export async function updateVariant(tx: Db, id: string, position: number, v: VariantWrite): Promise<void> {
  await tx.update(productVariants).set(variantValues(v, position)).where(eq(productVariants.id, id));
  const sizes = JSON.stringify(
    v.sizes.map((s, i) => ({ size: s.size, stock: s.stock, was: s.stockWas ?? null, position: i })),
  );
  await tx.execute(sql`
    DELETE FROM variant_sizes WHERE variant_id = ${id}::uuid
      AND size NOT IN (SELECT x.size FROM jsonb_to_recordset(${sizes}::jsonb) AS x(size text))`);
  await tx.execute(sql`
    INSERT INTO variant_sizes (variant_id, size, stock, position)
    SELECT ${id}::uuid, x.size,
      CASE WHEN x.was IS NULL OR cur.stock IS NULL THEN x.stock
        ELSE greatest(0, cur.stock + x.stock - x.was) END,
      x.position
    FROM jsonb_to_recordset(${sizes}::jsonb) AS x(size text, stock int, was int, position int)
    LEFT JOIN variant_sizes cur ON cur.variant_id = ${id}::uuid AND cur.size = x.size
    ON CONFLICT (variant_id, size) DO UPDATE SET stock = EXCLUDED.stock, position = EXCLUDED.position`);
}

/**
 * Moves these colours' swatches out of the way first, so colours that swap swatches in one save never
 * meet the one-swatch-per-product index halfway.
 */
export async function parkColours(tx: Db, variantIds: readonly string[]): Promise<void> {
  if (variantIds.length === 0) return;
  await tx
    .update(productVariants)
    .set({ color: sql`'~' || ${productVariants.id}::text` })
    .where(inArray(productVariants.id, [...variantIds]));
}

export async function deleteVariants(tx: Db, variantIds: readonly string[]): Promise<void> {
  if (variantIds.length === 0) return;
  await tx.delete(productVariants).where(inArray(productVariants.id, [...variantIds]));
}

/** The lowest colour price of each product (its default price), after its colours changed. */
export async function refreshDefaultPrices(tx: Db, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx
    .update(products)
    .set({
      defaultPrice: sql`coalesce((SELECT min(v.price) FROM ${productVariants} v WHERE v.product_id = ${products.id}), ${products.defaultPrice})`,
    })
    .where(inArray(products.id, [...productIds]));
}

// ---- The bulk edit ----

/** New prices of colours, in one statement. */
export async function setVariantPrices(
  tx: Db,
  prices: readonly { id: string; price: number; offerPrice: number | null }[],
): Promise<void> {
  if (prices.length === 0) return;
  await tx.execute(sql`
    UPDATE product_variants v SET price = x.price, offer_price = x.offer_price
    FROM jsonb_to_recordset(${JSON.stringify(prices.map((p) => ({ id: p.id, price: p.price, offer_price: p.offerPrice })))}::jsonb)
      AS x(id uuid, price int, offer_price int)
    WHERE v.id = x.id`);
}

/** Every size of these products set to `value` pieces, or changed by it (never below 0). */
export async function changeStock(
  tx: Db,
  productIds: readonly string[],
  change: { mode: 'set' | 'add'; value: number },
): Promise<void> {
  if (productIds.length === 0) return;
  const stock =
    change.mode === 'set' ? sql`${change.value}::int` : sql`greatest(0, s.stock + ${change.value}::int)`;
  await tx.execute(sql`
    UPDATE variant_sizes s SET stock = ${stock}
    FROM product_variants v
    WHERE v.id = s.variant_id AND v.product_id IN (${sql.join(
      productIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
}

/** Status (when given), a new version and the time of the change, for products the bulk edit changed. */
export async function markBulkChanged(
  tx: Db,
  productIds: readonly string[],
  now: Date,
  status: ProductStatus | undefined,
): Promise<void> {
  if (productIds.length === 0) return;
  await tx
    .update(products)
    .set({
      version: sql`${products.version} + 1`,
      updatedAt: now,
      ...(status ? { status } : {}),
    })
    .where(inArray(products.id, [...productIds]));
}

// ---- The copy ----

/** A draft copy of a product with its colours and pictures; every size's stock starts at 0. Its id. */
export async function duplicateProduct(tx: Db, sourceId: string, name: string, now: Date): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`INSERT INTO products (name, title, description, brand_id, category_id, subcategory_id, product_type, gender,
        net_weight, material, sole_material, fit, occasion, sleeves_type, length, cod_available,
        search_synonyms, default_price, status, version, created_at, updated_at)
      SELECT ${name}, title, description, brand_id, category_id, subcategory_id, product_type, gender,
        net_weight, material, sole_material, fit, occasion, sleeves_type, length, cod_available,
        search_synonyms, default_price, 'draft', 1, ${now}, ${now}
      FROM products WHERE id = ${sourceId}::uuid
      RETURNING id`,
  );
  const copyId = row!.id;
  // Each colour is copied with a new id; the old id → new id pairs carry the sizes across.
  await tx.execute(sql`
    WITH source AS (
      SELECT id, color, color_name, images, price, offer_price, wholesale_price, position, gen_random_uuid() AS new_id
      FROM product_variants WHERE product_id = ${sourceId}::uuid
    ), copied AS (
      INSERT INTO product_variants (id, product_id, color, color_name, images, price, offer_price, wholesale_price, position)
      SELECT new_id, ${copyId}::uuid, color, color_name, images, price, offer_price, wholesale_price, position FROM source
      RETURNING id
    )
    INSERT INTO variant_sizes (variant_id, size, stock, position)
    SELECT source.new_id, s.size, 0, s.position
    FROM source JOIN variant_sizes s ON s.variant_id = source.id
    WHERE source.new_id IN (SELECT id FROM copied)`);
  return copyId;
}

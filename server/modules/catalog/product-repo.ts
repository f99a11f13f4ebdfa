import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

// SQL that reads products for cards and the product page. Money stays in paise here;
// the service turns rows into the wire shapes (rupees).

export interface VariantRow {
  _id: string;
  color: string;
  colorName: string;
  images: string[];
  price: number;
  offerPrice: number | null;
  wholesalePrice: number;
  position: number;
  sizes: { size: string; stock: number }[];
}

export interface OfferRow {
  _id: string;
  title: string;
  description: string;
  discountPercent: number;
  endsAt: string | null;
}

export interface CardRow {
  _id: string;
  name: string;
  brandId: string;
  brandName: string;
  defaultPrice: number;
  cardPrice: number;
  mrp: number;
  discountPercent: number;
  averageRating: number;
  ratingCount: number;
  codAvailable: boolean;
  variants: VariantRow[] | null;
  offers: OfferRow[] | null;
}

export interface DetailRow extends CardRow {
  title: string;
  description: string;
  productType: string;
  categoryId: string;
  categoryName: string;
  subcategoryId: string;
  subcategoryName: string;
  netWeight: string | null;
  material: string | null;
  soleMaterial: string | null;
  fit: string | null;
  occasion: string | null;
  sleevesType: string | null;
  length: string | null;
  createdAt: string | Date;
}

const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/** The columns of a card, for products aliased `p` joined to brands `b`. */
const cardColumns = sql`
  p.id AS "_id", p.name, b.id AS "brandId", b.name AS "brandName",
  p.default_price AS "defaultPrice", p.card_price AS "cardPrice", p.mrp,
  p.discount_percent AS "discountPercent", p.average_rating AS "averageRating",
  p.rating_count AS "ratingCount", p.cod_available AS "codAvailable",
  (SELECT json_agg(json_build_object(
      '_id', v.id, 'color', v.color, 'colorName', v.color_name, 'images', v.images,
      'price', v.price, 'offerPrice', v.offer_price, 'wholesalePrice', v.wholesale_price,
      'position', v.position,
      'sizes', (SELECT COALESCE(json_agg(json_build_object('size', s.size, 'stock', s.stock)
                  ORDER BY s.position, s.size), '[]'::json)
                FROM variant_sizes s WHERE s.variant_id = v.id)
    ) ORDER BY v.position, v.id)
   FROM product_variants v WHERE v.product_id = p.id) AS variants,
  (SELECT json_agg(json_build_object(
      '_id', o.id, 'title', o.title, 'description', o.description,
      'discountPercent', o.discount_percent, 'endsAt', o.ends_at) ORDER BY o.starts_at)
   FROM product_offers o
   WHERE o.product_id = p.id AND o.starts_at <= now() AND (o.ends_at IS NULL OR o.ends_at > now())) AS offers`;

/** Cards for the given ids, in the order of the ids (missing or inactive ones left out). */
export async function cardsByIds(db: Db, ids: readonly string[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<CardRow>(
    db,
    sql`SELECT ${cardColumns} FROM products p JOIN brands b ON b.id = p.brand_id
        WHERE p.id IN (${idList(ids)}) AND p.is_active`,
  );
  const byId = new Map(rows.map((r) => [r._id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function productDetail(db: Db, id: string): Promise<DetailRow | undefined> {
  const rows = await queryRows<DetailRow>(
    db,
    sql`SELECT ${cardColumns},
          p.title, p.description, p.product_type AS "productType",
          c.id AS "categoryId", c.name AS "categoryName",
          sc.id AS "subcategoryId", sc.name AS "subcategoryName",
          p.net_weight AS "netWeight", p.material,
          p.sole_material AS "soleMaterial", p.fit, p.occasion, p.sleeves_type AS "sleevesType",
          p.length, p.created_at AS "createdAt"
        FROM products p
        JOIN brands b ON b.id = p.brand_id
        JOIN categories c ON c.id = p.category_id
        JOIN subcategories sc ON sc.id = p.subcategory_id
        WHERE p.id = ${id}::uuid AND p.is_active`,
  );
  return rows[0];
}

/** What the similar-products query starts from. */
export async function similarAnchor(
  db: Db,
  id: string,
): Promise<{ id: string; subcategoryId: string; cardPrice: number } | undefined> {
  const rows = await queryRows<{ id: string; subcategoryId: string; cardPrice: number }>(
    db,
    sql`SELECT id, subcategory_id AS "subcategoryId", card_price AS "cardPrice"
        FROM products WHERE id = ${id}::uuid AND is_active`,
  );
  return rows[0];
}

export interface ReviewRow {
  _id: string;
  authorName: string;
  rating: number;
  title: string;
  comment: string;
  createdAt: string | Date;
}

/** The product's newest approved reviews (pending and rejected ones are the console's, never shown). */
export function reviewsFor(db: Db, productId: string, limit = 20): Promise<ReviewRow[]> {
  return queryRows<ReviewRow>(
    db,
    sql`SELECT id AS "_id", author_name AS "authorName", rating, title, comment, created_at AS "createdAt"
        FROM reviews WHERE product_id = ${productId}::uuid AND status = 'approved'
        ORDER BY created_at DESC, id LIMIT ${limit}`,
  );
}

/**
 * Similar products: the same subcategory first (nearest in price), then other products nearest in
 * price. Never the product itself. Each part reads an index, not the whole catalogue.
 */
export async function similarIds(
  db: Db,
  product: { id: string; subcategoryId: string; cardPrice: number },
  limit: number,
): Promise<string[]> {
  const same = await queryRows<{ id: string }>(
    db,
    sql`SELECT id FROM products
        WHERE subcategory_id = ${product.subcategoryId}::uuid AND id <> ${product.id}::uuid AND is_active
        ORDER BY abs(card_price - ${product.cardPrice}), id
        LIMIT ${limit}`,
  );
  const ids = same.map((r) => r.id);
  if (ids.length >= limit) return ids;
  const need = limit - ids.length;
  const exclude: SQL = sql`id <> ${product.id}::uuid AND subcategory_id <> ${product.subcategoryId}::uuid AND is_active`;
  const near = await queryRows<{ id: string; gap: number }>(
    db,
    sql`(SELECT id, card_price - ${product.cardPrice} AS gap FROM products
         WHERE card_price >= ${product.cardPrice} AND ${exclude} ORDER BY card_price, id LIMIT ${need})
        UNION ALL
        (SELECT id, ${product.cardPrice} - card_price AS gap FROM products
         WHERE card_price < ${product.cardPrice} AND ${exclude} ORDER BY card_price DESC, id LIMIT ${need})`,
  );
  near.sort((a, b) => a.gap - b.gap);
  return [...ids, ...near.slice(0, need).map((r) => r.id)];
}

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { productOffers, products, productVariants, variantSizes } from '../../db/schema/index.ts';
import { cartItems, carts } from './schema.ts';

// SQL of the cart. Money stays in paise; every stock rule is decided inside one statement, so two
// requests at once cannot both pass it (rules/design §3: never read-then-write).

/** One cart line joined to what the catalogue holds for it now (null columns: gone from the catalogue). */
export interface LineRow {
  cartId: string;
  itemId: string;
  productId: string;
  size: string;
  quantity: number;
  snapshotName: string;
  snapshotImage: string | null;
  snapshotColor: string;
  snapshotColorName: string;
  /** Null when the product was hard-deleted. */
  productName: string | null;
  isActive: boolean | null;
  defaultPrice: number | null;
  /** Whether the product may be paid by cash on delivery (null when it was hard-deleted). */
  codAvailable: boolean | null;
  /** Null when the product or this colour is gone. */
  variantId: string | null;
  color: string | null;
  colorName: string | null;
  images: string[] | null;
  price: number | null;
  offerPrice: number | null;
  wholesalePrice: number | null;
  /** Null when the size is gone from this colour. */
  stock: number | null;
  /** Whether the product has an offer running at the given time (the card price rule). */
  hasOffers: boolean;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * The lines of the shopper's cart in the order they were added. Every cart answer runs it, so it is
 * shaped to plan cheaply (the cart found by a sub-select, not one more join) and is a named prepared
 * statement: on PostgreSQL each pooled connection plans it once instead of on every call.
 */
export function prepareCartLines(db: Db) {
  const now = sql`${sql.placeholder('now')}::timestamptz`;
  const query = db
    .select({
      cartId: cartItems.cartId,
      itemId: cartItems.id,
      productId: cartItems.productId,
      size: cartItems.size,
      quantity: cartItems.quantity,
      snapshotName: cartItems.productName,
      snapshotImage: cartItems.image,
      snapshotColor: cartItems.color,
      snapshotColorName: cartItems.colorName,
      productName: products.name,
      isActive: products.isActive,
      defaultPrice: products.defaultPrice,
      codAvailable: products.codAvailable,
      variantId: productVariants.id,
      color: productVariants.color,
      colorName: productVariants.colorName,
      images: productVariants.images,
      price: productVariants.price,
      offerPrice: productVariants.offerPrice,
      wholesalePrice: productVariants.wholesalePrice,
      stock: variantSizes.stock,
      hasOffers: sql<boolean>`EXISTS (SELECT 1 FROM ${productOffers}
          WHERE ${productOffers.productId} = ${products.id} AND ${productOffers.startsAt} <= ${now}
            AND (${productOffers.endsAt} IS NULL OR ${productOffers.endsAt} > ${now}))`,
    })
    .from(cartItems)
    .leftJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(
      productVariants,
      and(eq(productVariants.id, cartItems.variantId), eq(productVariants.productId, cartItems.productId)),
    )
    .leftJoin(
      variantSizes,
      and(eq(variantSizes.variantId, productVariants.id), eq(variantSizes.size, cartItems.size)),
    )
    .where(
      eq(
        cartItems.cartId,
        sql`(SELECT ${carts.id} FROM ${carts} WHERE ${carts.userId} = ${sql.placeholder('userId')})`,
      ),
    )
    .orderBy(cartItems.createdAt, cartItems.id)
    .prepare('cart_lines');
  return (userId: string, at: Date): Promise<LineRow[]> => query.execute({ userId, now: at.toISOString() });
}

export interface CartRevision {
  cartId: string;
  revision: number;
}

/**
 * The shopper's cart id and the revision of its lines (null before the first add): one row by a
 * unique index, as a named prepared statement, so checking that a remembered view still holds is the
 * cheapest read there is.
 */
export function prepareCartRevision(db: Db) {
  const query = db
    .select({ cartId: carts.id, revision: carts.revision })
    .from(carts)
    .where(eq(carts.userId, sql.placeholder('userId')))
    .prepare('cart_revision');
  return async (userId: string): Promise<CartRevision | null> => {
    const [row] = await query.execute({ userId });
    return row ?? null;
  };
}

/** The shopper's cart id, creating the cart on first use (safe when two adds race). */
export async function ensureCart(db: Db, userId: string, now: Date): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO carts (user_id, created_at, updated_at) VALUES (${userId}::uuid, ${ts(now)}, ${ts(now)})
        ON CONFLICT (user_id) DO UPDATE SET updated_at = EXCLUDED.updated_at
        RETURNING id`,
  );
  if (!row) throw new Error('cart upsert returned nothing');
  return row.id;
}

export interface NewLine {
  cartId: string;
  productId: string;
  variantId: string;
  size: string;
  productName: string;
  image: string | null;
  color: string;
  colorName: string;
}

/**
 * Adds one of this colour and size: a new line when the size has stock, otherwise one more on the
 * existing line while that stays within stock. False when neither happened (sold out or at the limit).
 */
export async function addOne(db: Db, line: NewLine, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`INSERT INTO cart_items (cart_id, product_id, variant_id, size, quantity, product_name, image,
                                color, color_name, created_at, updated_at)
        SELECT ${line.cartId}::uuid, ${line.productId}::uuid, s.variant_id, s.size, 1, ${line.productName},
               ${line.image}, ${line.color}, ${line.colorName}, ${ts(now)}, ${ts(now)}
        FROM variant_sizes s
        WHERE s.variant_id = ${line.variantId}::uuid AND s.size = ${line.size} AND s.stock >= 1
        ON CONFLICT (cart_id, variant_id, size) DO UPDATE
          SET quantity = cart_items.quantity + 1, updated_at = EXCLUDED.updated_at,
              product_name = EXCLUDED.product_name, image = EXCLUDED.image,
              color = EXCLUDED.color, color_name = EXCLUDED.color_name
          WHERE cart_items.quantity + 1 <= (SELECT s2.stock FROM variant_sizes s2
                                            WHERE s2.variant_id = EXCLUDED.variant_id AND s2.size = EXCLUDED.size)
        RETURNING id`,
  );
  return rows.length > 0;
}

/** Current stock of a colour and size (null when it does not exist). */
export async function stockOf(db: Db, variantId: string, size: string): Promise<number | null> {
  const [row] = await queryRows<{ stock: number }>(
    db,
    sql`SELECT stock FROM variant_sizes WHERE variant_id = ${variantId}::uuid AND size = ${size}`,
  );
  return row ? row.stock : null;
}

export interface LineRef {
  userId: string;
  itemId: string;
  productId: string;
}

/**
 * One more of a line, in a single conditional UPDATE: only the owner's line, only while the product is
 * active and the new quantity stays within the size's stock. Concurrent increments queue on the row
 * lock and each re-checks the condition against the quantity the previous one wrote.
 */
export async function incrementLine(db: Db, ref: LineRef, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE cart_items AS ci SET quantity = ci.quantity + 1, updated_at = ${ts(now)}
        FROM carts c
        WHERE ci.id = ${ref.itemId}::uuid AND ci.product_id = ${ref.productId}::uuid
          AND c.id = ci.cart_id AND c.user_id = ${ref.userId}::uuid
          AND ci.quantity + 1 <= (
            SELECT s.stock FROM variant_sizes s
            JOIN product_variants v ON v.id = s.variant_id
            JOIN products p ON p.id = v.product_id AND p.is_active
            WHERE s.variant_id = ci.variant_id AND s.size = ci.size AND v.product_id = ci.product_id)
        RETURNING ci.id`,
  );
  return rows.length > 0;
}

/** One fewer of the owner's line, never below 1. */
export async function decrementLine(db: Db, ref: LineRef, now: Date): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE cart_items AS ci SET quantity = ci.quantity - 1, updated_at = ${ts(now)}
        FROM carts c
        WHERE ci.id = ${ref.itemId}::uuid AND ci.product_id = ${ref.productId}::uuid
          AND c.id = ci.cart_id AND c.user_id = ${ref.userId}::uuid AND ci.quantity > 1
        RETURNING ci.id`,
  );
  return rows.length > 0;
}

/** Deletes the owner's line; false when the shopper has no such line. */
export async function removeLine(db: Db, userId: string, itemId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`DELETE FROM cart_items AS ci USING carts c
        WHERE ci.id = ${itemId}::uuid AND c.id = ci.cart_id AND c.user_id = ${userId}::uuid
        RETURNING ci.id`,
  );
  return rows.length > 0;
}

import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import type { ProductRow } from './suggest-products.ts';

// SQL of the suggestions while typing: the shop's visible categories and subcategories, and every
// product on sale with the words the suggestions match and how well it sells. Both are read into
// memory now and then (suggest-service.ts), never per keystroke.

export interface ShelfNames {
  categories: { id: string; name: string }[];
  subcategories: { id: string; categoryId: string; name: string }[];
}

export async function loadShelfNames(db: Db): Promise<ShelfNames> {
  const [categories, subcategories] = await Promise.all([
    queryRows<{ id: string; name: string }>(
      db,
      sql`SELECT id, name FROM categories WHERE is_visible ORDER BY position, name`,
    ),
    queryRows<{ id: string; categoryId: string; name: string }>(
      db,
      sql`SELECT id, category_id AS "categoryId", name FROM subcategories WHERE is_visible
          ORDER BY position, name`,
    ),
  ]);
  return { categories, subcategories };
}

/** Every product on sale with its words, shelf and sales, most popular first (one pass over products). */
export async function loadProductRows(db: Db): Promise<ProductRow[]> {
  // Lists as plain text: parsing 100k arrays costs the driver more than splitting them here.
  const rows = await queryRows<Omit<ProductRow, 'sizes' | 'colours'> & { sizes: string; colours: string }>(
    db,
    sql`SELECT p.id, p.name, b.name AS brand, p.gender, array_to_string(p.in_stock_sizes, '|') AS sizes,
          array_to_string(p.colours, '|') AS colours, p.product_type AS type,
          COALESCE(p.occasion, '') AS occasion, p.sales_count AS sales,
          p.category_id AS "categoryId", p.subcategory_id AS "subcategoryId"
        FROM products p JOIN brands b ON b.id = p.brand_id
        WHERE p.is_active
        ORDER BY p.sales_count DESC, p.id DESC`,
  );
  const list = (text: string) => (text ? text.split('|') : []);
  return rows.map((row) => ({
    ...row,
    sizes: list(row.sizes),
    colours: list(row.colours),
    sales: Number(row.sales),
  }));
}

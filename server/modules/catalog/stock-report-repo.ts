import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

// SQL of the console's stock report: the sizes of live products running out.

export interface LowStockRow {
  productId: string;
  name: string;
  colorName: string;
  size: string;
  stock: number;
}

/** Sizes of active products with at most `threshold` pieces left, fewest first. */
export async function lowStock(db: Db, threshold: number, limit: number): Promise<LowStockRow[]> {
  const rows = await queryRows<LowStockRow & { stock: number | string }>(
    db,
    sql`SELECT p.id AS "productId", p.name, v.color_name AS "colorName", s.size, s.stock
        FROM variant_sizes s
        JOIN product_variants v ON v.id = s.variant_id
        JOIN products p ON p.id = v.product_id
        WHERE p.is_active AND s.stock <= ${threshold}
        ORDER BY s.stock, p.name, v.position, s.position
        LIMIT ${limit}`,
  );
  return rows.map((row) => ({ ...row, stock: Number(row.stock) }));
}

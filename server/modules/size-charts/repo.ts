import { sql } from 'drizzle-orm';
import type { SizeChartRow } from '../../../contract/size-chart.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';

// SQL of size charts: a live product's type and sizes, with its type's chart when the shop keeps one.

export interface ProductSizing {
  productType: string;
  /** Every size the product has, in any colour, with stock or not (unordered). */
  sizes: string[];
  /** The type's own chart (size_charts), or null when the type has none. */
  chart: { fitNote: string; rows: SizeChartRow[] } | null;
}

/** A live product's type, sizes and type chart, in one round trip; undefined when unknown or inactive. */
export async function productSizing(db: Db, productId: string): Promise<ProductSizing | undefined> {
  const [row] = await queryRows<{
    productType: string;
    sizes: string[] | null;
    fitNote: string | null;
    chartRows: SizeChartRow[] | null;
  }>(
    db,
    sql`SELECT p.product_type AS "productType",
               (SELECT array_agg(DISTINCT s.size) FROM product_variants v
                  JOIN variant_sizes s ON s.variant_id = v.id
                 WHERE v.product_id = p.id) AS sizes,
               c.fit_note AS "fitNote", c.rows AS "chartRows"
          FROM products p
          LEFT JOIN size_charts c ON c.product_type = p.product_type
         WHERE p.id = ${productId}::uuid AND p.is_active`,
  );
  if (!row) return undefined;
  return {
    productType: row.productType,
    sizes: row.sizes ?? [],
    chart: row.chartRows === null ? null : { fitNote: row.fitNote ?? '', rows: row.chartRows },
  };
}

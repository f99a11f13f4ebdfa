import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { inTransaction } from '../../db/transaction.ts';

// Keeps each product's derived columns (card price, M.R.P, discount, sizes in stock, search document)
// in step with its variants, sizes, offers and brand. Listing filters and sorts read only these
// indexed columns, so a listing never touches variant rows until it builds the page's cards.

const activeOffer = sql`o.starts_at <= now() AND (o.ends_at IS NULL OR o.ends_at > now())`;

/** Recomputes the derived columns of the given products (all products when ids is omitted). */
export async function refreshProductSummaries(db: Db, ids?: readonly string[]): Promise<void> {
  if (ids && ids.length === 0) return;
  const only: SQL = ids
    ? sql`WHERE pr.id IN (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  await db.execute(sql`
    UPDATE products AS p SET
      card_price = d.card_price,
      mrp = d.mrp,
      discount_percent = d.discount,
      in_stock_sizes = d.sizes,
      colours = d.colours,
      search_vector = d.doc
    FROM (
      SELECT f.*, CASE WHEN f.mrp > f.card_price AND f.mrp > 0
        THEN floor((f.mrp - f.card_price) * 100.0 / f.mrp)::smallint ELSE 0::smallint END AS discount
      FROM (
        SELECT pr.id,
          COALESCE(CASE WHEN offer.active THEN fv.offer_price END, fv.price, pr.default_price) AS card_price,
          COALESCE(fv.wholesale_price, 0) AS mrp,
          COALESCE(sz.sizes, '{}'::text[]) AS sizes,
          COALESCE(cl.colours, '{}'::text[]) AS colours,
          setweight(to_tsvector('english',
            pr.name || ' ' || regexp_replace(pr.name, '(\\w)-(\\w)', '\\1\\2', 'g')), 'A') ||
          setweight(to_tsvector('english', b.name || ' ' || pr.search_synonyms), 'B') ||
          setweight(to_tsvector('english', concat_ws(' ',
            cl.names, pr.material, pr.occasion,
            replace(pr.product_type, '-', ' '), replace(pr.product_type, '-', ''))), 'C') ||
          setweight(to_tsvector('english', pr.description), 'D') AS doc
        FROM products pr
        JOIN brands b ON b.id = pr.brand_id
        LEFT JOIN LATERAL (
          SELECT v.price, v.offer_price, v.wholesale_price FROM product_variants v
          WHERE v.product_id = pr.id ORDER BY v.position, v.id LIMIT 1
        ) fv ON true
        LEFT JOIN LATERAL (
          SELECT EXISTS (SELECT 1 FROM product_offers o WHERE o.product_id = pr.id AND ${activeOffer}) AS active
        ) offer ON true
        LEFT JOIN LATERAL (
          SELECT string_agg(v.color_name, ' ') AS names, array_agg(DISTINCT lower(v.color_name)) AS colours
          FROM product_variants v WHERE v.product_id = pr.id
        ) cl ON true
        LEFT JOIN LATERAL (
          SELECT array_agg(DISTINCT s.size) AS sizes
          FROM variant_sizes s JOIN product_variants v ON v.id = s.variant_id
          WHERE v.product_id = pr.id AND s.stock > 0
        ) sz ON true
        ${only}
      ) AS f
    ) AS d
    WHERE p.id = d.id
      -- Only rows whose figures changed are written: an unchanged row rewritten is a dead tuple, and
      -- the listing's index-only scans visit the table for every page not marked all-visible.
      AND (p.card_price, p.mrp, p.discount_percent, p.in_stock_sizes, p.colours, p.search_vector)
        IS DISTINCT FROM (d.card_price, d.mrp, d.discount, d.sizes, d.colours, d.doc)
  `);
}

/** Rebuilds the dictionary of search words used to correct typos (run after catalogue changes). */
export async function refreshSearchTerms(db: Db): Promise<void> {
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`DELETE FROM search_terms`);
    await tx.execute(sql`
      INSERT INTO search_terms (term, documents)
      SELECT word, ndoc FROM ts_stat('SELECT search_vector FROM products WHERE is_active AND search_vector IS NOT NULL')
      WHERE length(word) >= 3 AND word ~ '^[a-z][a-z0-9-]*$'
    `);
  });
}

/**
 * Fills in derived columns that are missing (rows written before the columns existed, or by hand),
 * then rebuilds the search dictionary if anything changed. Cheap when nothing is missing.
 */
export async function healProductSummaries(db: Db): Promise<number> {
  let healed = 0;
  for (;;) {
    const rows = await queryRows<{ id: string }>(
      db,
      sql`SELECT id FROM products WHERE search_vector IS NULL LIMIT 2000`,
    );
    if (rows.length === 0) break;
    await refreshProductSummaries(
      db,
      rows.map((r) => r.id),
    );
    healed += rows.length;
  }
  if (healed > 0) await refreshSearchTerms(db);
  return healed;
}

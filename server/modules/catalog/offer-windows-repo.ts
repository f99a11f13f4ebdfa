import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { refreshProductSummaries } from './summaries-repo.ts';

// The offer windows' sweep, in the caller's transaction. The mark in shop_meta is the database time the
// last sweep covered; an offer whose start or end lies after it and at or before now() has crossed.
// now() is the transaction's start, the same moment refreshProductSummaries measures offers against.

export const OFFER_WINDOWS_MARK = 'offer-windows-swept-at';

export interface OfferSweep {
  /** Products whose offer started or ended since the last sweep (their summaries were refreshed). */
  crossed: string[];
  /** Of those, the ones whose listing columns (card price, M.R.P., discount) changed. */
  changed: string[];
  /** False when there was no mark yet: everything up to now was looked at once. */
  hadMark: boolean;
}

interface Figures {
  id: string;
  card_price: number | null;
  mrp: number | null;
  discount_percent: number | null;
}

async function figuresOf(tx: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = await queryRows<Figures>(
    tx,
    sql`SELECT id, card_price, mrp, discount_percent FROM products WHERE id IN (${list})`,
  );
  return new Map(rows.map((r) => [r.id, `${r.card_price}/${r.mrp}/${r.discount_percent}`]));
}

/**
 * Refreshes the products whose offers crossed a window edge since the mark and moves the mark to now.
 * The mark's row is locked for the transaction, so two sweeps at once run one after the other and the
 * second finds nothing left; a sweep run again finds nothing either.
 */
export async function sweepOfferWindowsIn(tx: Db): Promise<OfferSweep> {
  await tx.execute(sql`
    INSERT INTO shop_meta (key, value) VALUES (${OFFER_WINDOWS_MARK}, 'null'::jsonb)
    ON CONFLICT (key) DO NOTHING
  `);
  const [mark] = await queryRows<{ since: string | null }>(
    tx,
    sql`SELECT value #>> '{}' AS since FROM shop_meta WHERE key = ${OFFER_WINDOWS_MARK} FOR UPDATE`,
  );
  const hadMark = mark?.since != null;
  const since = sql`COALESCE((SELECT (value #>> '{}')::timestamptz FROM shop_meta WHERE key = ${OFFER_WINDOWS_MARK}), '-infinity'::timestamptz)`;
  const rows = await queryRows<{ product_id: string }>(
    tx,
    sql`
      SELECT DISTINCT o.product_id FROM product_offers o
      WHERE (o.starts_at > ${since} AND o.starts_at <= now())
         OR (o.ends_at > ${since} AND o.ends_at <= now())
    `,
  );
  const crossed = rows.map((r) => r.product_id);
  let changed: string[] = [];
  if (crossed.length > 0) {
    const before = await figuresOf(tx, crossed);
    await refreshProductSummaries(tx, crossed);
    const after = await figuresOf(tx, crossed);
    changed = crossed.filter((id) => before.get(id) !== after.get(id));
  }
  // GREATEST: a sweep that waited for the lock behind a later one never moves the mark back.
  await tx.execute(sql`
    UPDATE shop_meta SET value = to_jsonb(GREATEST(${since}, now())), updated_at = now()
    WHERE key = ${OFFER_WINDOWS_MARK}
  `);
  return { crossed, changed, hadMark };
}

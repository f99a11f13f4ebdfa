import { asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/rows.ts';
import { searchSynonyms } from './schema.ts';

// SQL of the search-words dictionary (search_synonyms): the groups as search loads them, the console's
// list, and the rows a console write changes.

export type SynonymRow = typeof searchSynonyms.$inferSelect;

/** Every group, oldest first (so a phrase somehow in two groups keeps to the older one). */
export function allSynonymGroups(db: Db): Promise<SynonymRow[]> {
  return db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.updatedAt), asc(searchSynonyms.id));
}

/** The groups holding a phrase that contains `text` (all when empty), by first phrase. */
export function listSynonymGroups(db: Db, text: string | undefined): Promise<SynonymRow[]> {
  const like = text ? `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db
    .select()
    .from(searchSynonyms)
    .where(
      like
        ? sql`EXISTS (SELECT 1 FROM unnest(${searchSynonyms.phrases}) AS p WHERE p LIKE ${like})`
        : undefined,
    )
    .orderBy(sql`${searchSynonyms.phrases}[1]`, asc(searchSynonyms.id));
}

export async function countSynonymGroups(db: Db): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM search_synonyms`);
  return Number(row?.n ?? 0);
}

/** The group, locked until the transaction ends. */
export async function lockSynonymGroup(tx: Db, id: string): Promise<SynonymRow | undefined> {
  const [row] = await tx.select().from(searchSynonyms).where(eq(searchSynonyms.id, id)).for('update');
  return row;
}

/**
 * Every other group, locked: a phrase may be in one group only, and two staff saving the same phrase
 * into two groups at once must not both see it free. The dictionary is small (tens of rows).
 */
export function lockOtherGroups(tx: Db, exceptId: string | null): Promise<SynonymRow[]> {
  const query = tx.select().from(searchSynonyms);
  return (exceptId ? query.where(ne(searchSynonyms.id, exceptId)) : query)
    .orderBy(asc(searchSynonyms.id))
    .for('update');
}

export async function insertSynonymGroup(tx: Db, phrases: string[], now: Date): Promise<SynonymRow> {
  const [row] = await tx.insert(searchSynonyms).values({ phrases, updatedAt: now }).returning();
  if (!row) throw new Error('synonym insert returned nothing');
  return row;
}

export async function updateSynonymGroup(
  tx: Db,
  id: string,
  phrases: string[],
  now: Date,
): Promise<SynonymRow> {
  const [row] = await tx
    .update(searchSynonyms)
    .set({ phrases, updatedAt: now })
    .where(eq(searchSynonyms.id, id))
    .returning();
  if (!row) throw new Error('synonym update returned nothing');
  return row;
}

export async function deleteSynonymGroup(tx: Db, id: string): Promise<void> {
  await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id));
}

/**
 * The 'simple' tsquery text of each search text, stemmed as the catalogue's documents are
 * ('party <-> dress | partywear' → "'parti' <-> 'dress' | 'partywear'"); '' when only stop words.
 */
export async function stemmedQueries(db: Db, texts: readonly string[]): Promise<string[]> {
  if (texts.length === 0) return [];
  const rows = await queryRows<{ ord: number; query: string }>(
    db,
    sql`SELECT ord::int AS ord, to_tsquery('english', q)::text AS query
        FROM json_array_elements_text(${JSON.stringify(texts)}::json) WITH ORDINALITY AS e(q, ord)
        ORDER BY ord`,
  );
  return rows.map((row) => row.query ?? '');
}

/** Each word's stem as the catalogue's documents hold it (null for a stop word). */
export async function stemsOf(db: Db, words: readonly string[]): Promise<(string | null)[]> {
  if (words.length === 0) return [];
  const rows = await queryRows<{ ord: number; stem: string | null }>(
    db,
    sql`SELECT ord::int AS ord,
          (SELECT l FROM unnest(tsvector_to_array(to_tsvector('english', w))) AS l LIMIT 1) AS stem
        FROM json_array_elements_text(${JSON.stringify(words)}::json) WITH ORDINALITY AS e(w, ord)
        ORDER BY ord`,
  );
  return rows.map((row) => row.stem);
}

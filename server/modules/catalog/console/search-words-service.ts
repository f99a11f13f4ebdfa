import {
  SEARCH_WORDS_MESSAGES as M,
  phraseKey,
  phraseTakenMessage,
  type SynonymGroup,
} from '../../../../contract/search.ts';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import type { Actor, AuditService } from '../../staff/index.ts';
import type { CatalogueChanges } from '../catalogue-changes.ts';
import * as repo from '../search-synonyms-repo.ts';

// The console's search words: groups of phrases a search treats as one ('frock', 'dress', 'gown').
// A phrase belongs to one group only (compared by its words, so 't-shirt' and 'tshirt' are one phrase);
// a second group claiming it is refused, naming the group that holds it. Every write is one transaction
// with its audit entry, and the catalogue's caches (the dictionary, listings and suggestions, on every
// instance) are dropped once it commits, so the next search reads the change.

export interface SearchWordsDeskDeps {
  db: Db;
  clock: () => Date;
  audit: Pick<AuditService, 'record'>;
  catalogueChanges: Pick<CatalogueChanges, 'dropCaches'>;
}

export interface SearchWordsDesk {
  list(search?: string): Promise<{ groups: SynonymGroup[]; total: number }>;
  create(actor: Actor, phrases: string[]): Promise<SynonymGroup>;
  update(actor: Actor, id: string, phrases: string[]): Promise<SynonymGroup>;
  remove(actor: Actor, id: string): Promise<void>;
}

const toGroup = (row: repo.SynonymRow): SynonymGroup => ({
  _id: row.id,
  phrases: row.phrases,
  updatedAt: row.updatedAt.toISOString(),
});

const TARGET = 'search-words';

export function createSearchWordsDesk({
  db,
  clock,
  audit,
  catalogueChanges,
}: SearchWordsDeskDeps): SearchWordsDesk {
  /** Runs a write, then drops the catalogue's caches once it committed. */
  async function write<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    const result = await inTransaction(db, work);
    catalogueChanges.dropCaches();
    return result;
  }

  /** Refuses phrases another group holds (409 naming the group). */
  async function checkFree(tx: Db, phrases: readonly string[], exceptId: string | null): Promise<void> {
    const others = await repo.lockOtherGroups(tx, exceptId);
    const owner = new Map<string, repo.SynonymRow>();
    for (const group of others) for (const phrase of group.phrases) owner.set(phraseKey(phrase), group);
    for (const phrase of phrases) {
      const holder = owner.get(phraseKey(phrase));
      if (holder) throw conflict(phraseTakenMessage(phrase, holder.phrases));
    }
  }

  return {
    async list(search) {
      const [rows, total] = await Promise.all([
        repo.listSynonymGroups(db, search || undefined),
        repo.countSynonymGroups(db),
      ]);
      return { groups: rows.map(toGroup), total };
    },

    create: (actor, phrases) =>
      write(async (tx) => {
        await checkFree(tx, phrases, null);
        const row = await repo.insertSynonymGroup(tx, phrases, clock());
        await audit.record(tx, actor, {
          action: 'search-words.create',
          targetType: TARGET,
          targetId: row.id,
          targetLabel: row.phrases.join(', '),
          after: { phrases: row.phrases },
        });
        return toGroup(row);
      }),

    update: (actor, id, phrases) =>
      write(async (tx) => {
        const row = await repo.lockSynonymGroup(tx, id);
        if (!row) throw notFound(M.notFound);
        if (row.phrases.length === phrases.length && row.phrases.every((p, i) => p === phrases[i])) {
          return toGroup(row);
        }
        await checkFree(tx, phrases, id);
        const saved = await repo.updateSynonymGroup(tx, id, phrases, clock());
        await audit.record(tx, actor, {
          action: 'search-words.update',
          targetType: TARGET,
          targetId: id,
          targetLabel: saved.phrases.join(', '),
          before: { phrases: row.phrases },
          after: { phrases: saved.phrases },
        });
        return toGroup(saved);
      }),

    remove: (actor, id) =>
      write(async (tx) => {
        const row = await repo.lockSynonymGroup(tx, id);
        if (!row) throw notFound(M.notFound);
        await repo.deleteSynonymGroup(tx, id);
        await audit.record(tx, actor, {
          action: 'search-words.delete',
          targetType: TARGET,
          targetId: id,
          targetLabel: row.phrases.join(', '),
          before: { phrases: row.phrases },
        });
      }),
  };
}

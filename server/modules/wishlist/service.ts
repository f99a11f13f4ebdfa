import type { ProductCard } from '../../../contract/catalog.ts';
import { WISHLIST_LIMIT, WISHLIST_MESSAGES, type WishlistEntry } from '../../../contract/wishlist.ts';
import type { Db } from '../../db/client.ts';
import { isForeignKeyViolation } from '../../db/errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import * as repo from './repo.ts';

export interface WishlistService {
  /** Saves an active product (idempotent) and answers the ids now saved. */
  add(userId: string, productId: string): Promise<string[]>;
  /** Forgets a product (idempotent, also for ids never saved) and answers the ids now saved. */
  remove(userId: string, productId: string): Promise<string[]>;
  /** The saved active products as cards, newest first. */
  entries(userId: string): Promise<WishlistEntry[]>;
}

export interface WishlistDeps {
  db: Db;
  clock: () => Date;
  /** The catalogue's product cards for ids (CatalogService.cards). */
  catalogCards: (ids: readonly string[]) => Promise<ProductCard[]>;
}

export function createWishlistService({ db, clock, catalogCards }: WishlistDeps): WishlistService {
  // Cards come from the catalogue's short-lived card cache: prices and stock on a saved card may be a
  // few seconds old, like anywhere else a card is shown (the cart reads both fresh). Which products
  // are saved, and whether they are still active, is read fresh on every request.
  const wishlistRows = repo.prepareWishlistRows(db);
  const savedProductIds = async (userId: string) => (await wishlistRows(userId)).map((r) => r.productId);

  async function cards(ids: readonly string[]): Promise<Map<string, ProductCard>> {
    return new Map((await catalogCards(ids)).map((card) => [card._id, card] as const));
  }

  return {
    async add(userId, productId) {
      if (!(await repo.isActiveProduct(db, productId))) throw notFound(WISHLIST_MESSAGES.productUnknown);
      try {
        if (!(await repo.saveProduct(db, userId, productId, clock(), WISHLIST_LIMIT))) {
          throw conflict(WISHLIST_MESSAGES.full);
        }
      } catch (error) {
        // A product deleted between the check and the insert surfaces as the foreign key's violation.
        if (isForeignKeyViolation(error)) throw notFound(WISHLIST_MESSAGES.productUnknown);
        throw error;
      }
      return savedProductIds(userId);
    },

    async remove(userId, productId) {
      await repo.removeProduct(db, userId, productId);
      return savedProductIds(userId);
    },

    async entries(userId) {
      const rows = await wishlistRows(userId);
      const byId = await cards(rows.map((r) => r.productId));
      return rows.flatMap((r) => {
        const card = byId.get(r.productId);
        return card ? [{ _id: r.id, productId: card, createdAt: r.createdAt.toISOString() }] : [];
      });
    },
  };
}

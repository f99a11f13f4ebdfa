import type { Brand, Category, Subcategory } from '../../../contract/catalog.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import * as repo from './repo.ts';

export function createCatalogService(db: Db) {
  return {
    categories(): Promise<Category[]> {
      return repo.listCategories(db);
    },
    async subcategories(categoryId: string): Promise<Subcategory[]> {
      if (!(await repo.categoryExists(db, categoryId))) throw notFound('Category not found');
      return repo.listSubcategories(db, categoryId);
    },
    brands(): Promise<Brand[]> {
      return repo.listBrands(db);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;

import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, categories, subcategories } from './schema.ts';

// SQL for the catalogue's reference lists (categories, subcategories, brands).

export function listCategories(db: Db) {
  return db
    .select({ _id: categories.id, name: categories.name, image: categories.image })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.name));
}

export async function categoryExists(db: Db, id: string): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1);
  return rows.length > 0;
}

export function listSubcategories(db: Db, categoryId: string) {
  return db
    .select({
      _id: subcategories.id,
      name: subcategories.name,
      image: subcategories.image,
      categoryId: subcategories.categoryId,
    })
    .from(subcategories)
    .where(eq(subcategories.categoryId, categoryId))
    .orderBy(asc(subcategories.position), asc(subcategories.name));
}

export function listBrands(db: Db) {
  return db
    .select({ _id: brands.id, name: brands.name, image: brands.image, logo: brands.logo })
    .from(brands)
    .orderBy(asc(brands.position), asc(brands.name));
}

import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { brands, categories, subcategories } from './schema.ts';

// SQL for the catalogue's reference lists (categories, subcategories, brands) as shoppers see them:
// visible ones only, in the console's order (hidden ones keep their products but leave the lists).

export function listCategories(db: Db) {
  return db
    .select({ _id: categories.id, name: categories.name, image: categories.image })
    .from(categories)
    .where(eq(categories.isVisible, true))
    .orderBy(asc(categories.position), asc(categories.name));
}

/** Whether a category shoppers can see exists (a hidden one's subcategories are not listed either). */
export async function categoryExists(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.isVisible, true)))
    .limit(1);
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
    .where(and(eq(subcategories.categoryId, categoryId), eq(subcategories.isVisible, true)))
    .orderBy(asc(subcategories.position), asc(subcategories.name));
}

export function listBrands(db: Db) {
  return db
    .select({ _id: brands.id, name: brands.name, image: brands.image, logo: brands.logo })
    .from(brands)
    .where(eq(brands.isVisible, true))
    .orderBy(asc(brands.position), asc(brands.name));
}

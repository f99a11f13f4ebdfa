import { z } from 'zod';

// Catalogue shapes used by both the server's response schemas and the web's calls.
// Image fields hold file names; the web shows them from /uploads/{file}.
export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

export const subcategorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  categoryId: z.string(),
});
export type Subcategory = z.infer<typeof subcategorySchema>;

export const brandSchema = z.object({
  _id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  logo: z.string().nullable(),
});
export type Brand = z.infer<typeof brandSchema>;

export const categoryListResponse = z.object({
  success: z.literal(true),
  categories: z.array(categorySchema),
});
export const subcategoryListResponse = z.object({
  success: z.literal(true),
  subCategories: z.array(subcategorySchema),
});
export const brandListResponse = z.object({ success: z.literal(true), brands: z.array(brandSchema) });

import type { ProductCard, ProductDetail, Review, Variant } from '../../../contract/catalog.ts';
import { toRupees } from '../../lib/money.ts';
import type { CardRow, DetailRow, ReviewRow, VariantRow } from './product-repo.ts';

// Rows (paise) → the wire shapes of contract/catalog.ts (rupees).

const iso = (d: string | Date) => (d instanceof Date ? d : new Date(d)).toISOString();

function toVariant(v: VariantRow): Variant {
  return {
    _id: v._id,
    color: v.color,
    colorName: v.colorName,
    images: v.images ?? [],
    price: toRupees(v.price),
    offerPrice: v.offerPrice === null ? null : toRupees(v.offerPrice),
    wholesalePrice: toRupees(v.wholesalePrice),
    sizes: v.sizes ?? [],
  };
}

export function toCard(row: CardRow): ProductCard {
  const variants = (row.variants ?? []).map(toVariant);
  return {
    _id: row._id,
    name: row.name,
    brand: row.brandName,
    brandName: row.brandName,
    brandId: row.brandId,
    images: variants[0]?.images ?? [],
    variants,
    offers: (row.offers ?? []).map((o) => ({ ...o, endsAt: o.endsAt ? iso(o.endsAt) : null })),
    defaultPrice: toRupees(row.defaultPrice),
    discountPercentage: row.discountPercent,
    averageRating: Math.round(row.averageRating * 10) / 10,
    ratingCount: row.ratingCount,
    CODAvailable: row.codAvailable,
  };
}

const inStock = (v: Variant) => v.sizes.some((s) => s.stock > 0);

export function toDetail(row: DetailRow): ProductDetail {
  const card = toCard(row);
  // The product page opens on the first variant: make it one that can be bought, if any can.
  const firstInStock = card.variants.findIndex(inStock);
  if (firstInStock > 0) {
    const [variant] = card.variants.splice(firstInStock, 1);
    if (variant) card.variants.unshift(variant);
    card.images = card.variants[0]?.images ?? card.images;
  }
  return {
    ...card,
    title: row.title,
    description: row.description,
    productType: row.productType,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    subcategoryId: row.subcategoryId,
    subcategoryName: row.subcategoryName,
    features: {
      netWeight: row.netWeight,
      material: row.material,
      soleMaterial: row.soleMaterial,
      fit: row.fit,
      occasion: row.occasion,
      sleevesType: row.sleevesType,
      length: row.length,
    },
    createdAt: iso(row.createdAt),
  };
}

export const toReview = (r: ReviewRow): Review => ({ ...r, createdAt: iso(r.createdAt) });

import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, get, type Resolver, set } from 'react-hook-form';
import type { z } from 'zod';
import {
  ADMIN_PRODUCT_MESSAGES,
  type AdminProduct,
  adminProductCreateBody,
  adminVariantInput,
  type ProductStatus,
  SIZE_PATTERN,
} from '../../../../contract/admin-products.ts';
import type { FieldError } from '../../../../contract/api.ts';
import type { Gender } from '../../../../contract/catalog.ts';

// The product editor's form. Inputs hold text, so the form's values are text too; before the contract's
// schema checks them (the same schema the server parses the body with, so the messages are the same)
// they are turned into the body's shape: amounts and stock into numbers (an empty amount is no number,
// which the schema names), an empty offer price or feature into null. The error paths are the body's,
// so the server's field errors (`variants.0.offerPrice`) land on the same inputs as the schema's.

export const FEATURE_FIELDS = [
  ['netWeight', 'Net weight'],
  ['material', 'Material'],
  ['soleMaterial', 'Sole material'],
  ['fit', 'Fit'],
  ['occasion', 'Occasion'],
  ['sleevesType', 'Sleeves'],
  ['length', 'Length'],
] as const;
export type FeatureKey = (typeof FEATURE_FIELDS)[number][0];

export interface SizeValues {
  size: string;
  stock: string;
  /** The stock when the editor opened (absent for a size added since): the save sends the change. */
  stockWas?: number;
}

export interface ColourValues {
  /** An existing colour's id (carts and wishlists hold it); empty for a new colour. */
  _id: string;
  color: string;
  colorName: string;
  price: string;
  offerPrice: string;
  wholesalePrice: string;
  images: string[];
  sizes: SizeValues[];
}

export interface ProductFormValues extends FieldValues {
  name: string;
  title: string;
  description: string;
  brandId: string;
  categoryId: string;
  subcategoryId: string;
  productType: string;
  /** Who it is made for (the storefront's gender filter). */
  gender: Gender;
  features: Record<FeatureKey, string>;
  CODAvailable: boolean;
  searchSynonyms: string;
  variants: ColourValues[];
}

export type ProductBody = z.output<typeof adminProductCreateBody>;

/** Swatches offered to a new colour, the first one no other colour of the product has. */
const SWATCHES = ['#F4A7B9', '#A7C7E7', '#FFE29A', '#B8E0C8', '#D7B8F3', '#FFFFFF', '#1B2440', '#E4572E'];

export function newColour(taken: readonly string[] = []): ColourValues {
  const used = new Set(taken.map((c) => c.toLowerCase()));
  const color = SWATCHES.find((swatch) => !used.has(swatch.toLowerCase())) ?? '#888888';
  return {
    _id: '',
    color,
    colorName: '',
    price: '',
    offerPrice: '',
    wholesalePrice: '',
    images: [],
    sizes: [],
  };
}

const noFeatures = (): Record<FeatureKey, string> =>
  Object.fromEntries(FEATURE_FIELDS.map(([key]) => [key, ''])) as Record<FeatureKey, string>;

export function emptyProduct(): ProductFormValues {
  return {
    name: '',
    title: '',
    description: '',
    brandId: '',
    categoryId: '',
    subcategoryId: '',
    productType: '',
    gender: 'unisex',
    features: noFeatures(),
    CODAvailable: true,
    searchSynonyms: '',
    variants: [newColour()],
  };
}

const text = (amount: number | null) => (amount === null ? '' : String(amount));

/** The form's values for a product as the server has it. */
export function valuesOf(product: AdminProduct): ProductFormValues {
  const features = noFeatures();
  for (const [key] of FEATURE_FIELDS) features[key] = product.features[key] ?? '';
  return {
    name: product.name,
    title: product.title,
    description: product.description,
    brandId: product.brandId,
    categoryId: product.categoryId,
    subcategoryId: product.subcategoryId,
    productType: product.productType,
    gender: product.gender,
    features,
    CODAvailable: product.CODAvailable,
    searchSynonyms: product.searchSynonyms,
    variants: product.variants.map((v) => ({
      _id: v._id,
      color: v.color.toUpperCase(),
      colorName: v.colorName,
      price: text(v.price),
      offerPrice: text(v.offerPrice),
      wholesalePrice: text(v.wholesalePrice),
      images: [...v.images],
      sizes: v.sizes.map((s) => ({ size: s.size, stock: String(s.stock), stockWas: s.stock })),
    })),
  };
}

/** An amount typed by hand: a number, or NaN when empty or not a number (the schema names it). */
const amount = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

/** The body's shape of the form's values, for the contract's schema to check (not yet checked). */
export function bodyOf(values: ProductFormValues, status: ProductStatus = 'draft') {
  const features = Object.fromEntries(
    FEATURE_FIELDS.map(([key]) => [key, values.features[key]?.trim() ? values.features[key] : null]),
  );
  return {
    name: values.name,
    title: values.title,
    description: values.description,
    brandId: values.brandId,
    categoryId: values.categoryId,
    subcategoryId: values.subcategoryId,
    productType: values.productType,
    gender: values.gender,
    features,
    CODAvailable: values.CODAvailable,
    searchSynonyms: values.searchSynonyms,
    status,
    variants: values.variants.map((v) => ({
      ...(v._id ? { _id: v._id } : {}),
      color: v.color,
      colorName: v.colorName,
      price: amount(v.price),
      offerPrice: v.offerPrice.trim() === '' ? null : amount(v.offerPrice),
      wholesalePrice: amount(v.wholesalePrice),
      images: v.images,
      sizes: v.sizes.map((s) => ({
        size: s.size,
        stock: amount(s.stock),
        ...(s.stockWas !== undefined && v._id ? { stockWas: s.stockWas } : {}),
      })),
    })),
  };
}

const valid = (n: number) => Number.isFinite(n) && n >= 0 && n <= 1_000_000;
const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * The contract's checks across a colour's fields (price and offer against the M.R.P., a size listed
 * twice) and across colours (one swatch twice). The schema runs them only once every other field is
 * valid; here each colour is checked with its other fields made valid, and only the messages about
 * fields holding real values are kept, so a size listed twice is named before the colour has a name.
 */
export function crossChecks(values: ProductFormValues): { path: string; message: string }[] {
  const found: { path: string; message: string }[] = [];
  const swatches = new Set<string>();
  values.variants.forEach((v, i) => {
    const key = v.color.toLowerCase();
    if (HEX.test(v.color) && swatches.has(key))
      found.push({ path: `variants.${i}.color`, message: ADMIN_PRODUCT_MESSAGES.duplicateColour });
    swatches.add(key);

    const price = amount(v.price);
    const offer = v.offerPrice.trim() === '' ? null : amount(v.offerPrice);
    const mrp = amount(v.wholesalePrice);
    const offerValid = offer !== null && valid(offer);
    const realSize = v.sizes.map((s) => SIZE_PATTERN.test(s.size.trim()));
    const probe = adminVariantInput.safeParse({
      color: '#000000',
      colorName: 'x',
      images: [],
      wholesalePrice: valid(mrp) ? mrp : 1_000_000,
      // Without a price of its own the offer is not judged against one.
      price: valid(price) ? price : offerValid ? offer : 0,
      offerPrice: offerValid ? offer : null,
      sizes:
        v.sizes.length > 0
          ? v.sizes.map((s, j) => ({ size: realSize[j] ? s.size : `.${j}.`, stock: 0 }))
          : [{ size: '.', stock: 0 }],
    });
    if (probe.success) return;
    for (const issue of probe.error.issues) {
      if (issue.code !== 'custom') continue;
      const [field, row] = issue.path;
      const real =
        (field === 'price' && valid(price)) ||
        (field === 'offerPrice' && offerValid) ||
        (field === 'sizes' && typeof row === 'number' && realSize[row] === true);
      if (real) found.push({ path: `variants.${i}.${issue.path.join('.')}`, message: issue.message });
    }
  });
  return found;
}

/**
 * The form's resolver: its values in the body's shape, checked by the contract's schema, plus the
 * contract's cross-field checks the schema had to leave for later (crossChecks).
 */
export function productResolver(): Resolver<ProductFormValues, unknown, ProductBody> {
  const check = zodResolver(adminProductCreateBody);
  return async (values, context, options) => {
    const result = await check(bodyOf(values), context, options as never);
    if (Object.keys(result.errors).length === 0)
      return result as Awaited<ReturnType<Resolver<ProductFormValues, unknown, ProductBody>>>;
    for (const { path, message } of crossChecks(values))
      if (!get(result.errors, path)) set(result.errors, path, { type: 'custom', message });
    return result as Awaited<ReturnType<Resolver<ProductFormValues, unknown, ProductBody>>>;
  };
}

const FIELD_PATH =
  /^(name|title|description|brandId|categoryId|subcategoryId|productType|gender|CODAvailable|searchSynonyms|features\.\w+|variants(\.\d+(\.(color|colorName|price|offerPrice|wholesalePrice|images|sizes(\.\d+\.(size|stock))?))?)?)$/;

/**
 * The server's field errors split into those the form shows beside an input (by the input's path) and
 * the rest, shown above the form. A picture's error goes to its colour's pictures.
 */
export function placeServerErrors(errors: readonly FieldError[]) {
  const onFields: { path: string; message: string }[] = [];
  const elsewhere: string[] = [];
  for (const { field, msg } of errors) {
    const path = field.replace(/^body\./, '').replace(/(\.images)\.\d+$/, '$1');
    if (!FIELD_PATH.test(path)) elsewhere.push(msg);
    // A list's own error (no colour, no size, too many pictures) sits on its root, beside its items'.
    else if (/^variants(\.\d+\.(sizes|images))?$/.test(path))
      onFields.push({ path: `${path}.root`, message: msg });
    else onFields.push({ path, message: msg });
  }
  return { onFields, elsewhere };
}

/** The message of an error at a path, whether RHF keeps it on the path or (for a list) on its root. */
export function messageOf(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as { message?: unknown; root?: { message?: unknown } };
  if (typeof e.message === 'string' && e.message) return e.message;
  if (typeof e.root?.message === 'string' && e.root.message) return e.root.message;
  return undefined;
}

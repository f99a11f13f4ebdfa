import type { z } from 'zod';
import {
  ADMIN_PRODUCT_MESSAGES,
  type AdminProduct,
  type AdminProductRow,
  type adminProductBulkBody,
  type adminProductBulkResponse,
  type adminProductCreateBody,
  type adminProductListQuery,
  type adminProductPatchBody,
  type adminVariantInput,
  type ProductStatus,
} from '../../../../contract/admin-products.ts';
import type { FieldError } from '../../../../contract/api.ts';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';
import { toPaise, toRupees } from '../../../lib/money.ts';
import type { Actor, AuditService } from '../../staff/index.ts';
import type { CatalogueChanges } from '../catalogue-changes.ts';
import * as repo from './product-desk-repo.ts';

// The console's products desk (docs/decisions/025): the list, one product, create, edit, archive, copy
// and the bulk edit. Every write locks the product's row, checks the version the editor opened, writes
// the rows, refreshes what the storefront derives from them and records the audit entry in one
// transaction; the caches holding the catalogue are dropped once it committed, so a shopper sees the
// change on their next request.

const M = ADMIN_PRODUCT_MESSAGES;

type ListQuery = z.output<typeof adminProductListQuery>;
type CreateBody = z.output<typeof adminProductCreateBody>;
type PatchBody = z.output<typeof adminProductPatchBody>;
type BulkBody = z.output<typeof adminProductBulkBody>;
type VariantInput = z.output<typeof adminVariantInput>;
type BulkAnswer = Omit<z.input<typeof adminProductBulkResponse>, 'success' | 'message'>;
type Refusal = BulkAnswer['refused'][number];

export interface ProductList {
  products: AdminProductRow[];
  total: number;
  page: number;
  limit: number;
}

export interface ProductDeskDeps {
  db: Db;
  clock: () => Date;
  audit: Pick<AuditService, 'record'>;
  catalogueChanges: CatalogueChanges;
}

export interface ProductDesk {
  list(query: ListQuery): Promise<ProductList>;
  /** Every product type in the catalogue, sorted. */
  types(): Promise<string[]>;
  detail(id: string): Promise<AdminProduct>;
  create(actor: Actor, body: CreateBody): Promise<AdminProduct>;
  update(actor: Actor, id: string, body: PatchBody): Promise<AdminProduct>;
  archive(actor: Actor, id: string): Promise<AdminProduct>;
  duplicate(actor: Actor, id: string): Promise<AdminProduct>;
  bulk(actor: Actor, body: BulkBody): Promise<BulkAnswer>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The longest name the editor accepts (contract/admin-products.ts). */
const NAME_MAX = 120;
const COPY_SUFFIX = ' (copy)';

/** The search box: a product's id, or any part of its name. */
export function filterOf(query: Omit<ListQuery, 'sort' | 'page' | 'limit'>): repo.DeskProductFilter {
  const filter: repo.DeskProductFilter = {};
  const search = query.search?.trim();
  if (search) {
    if (UUID.test(search)) filter.id = search.toLowerCase();
    else filter.namePart = search;
  }
  if (query.brand) filter.brandId = query.brand;
  if (query.category) filter.categoryId = query.category;
  if (query.subcategory) filter.subcategoryId = query.subcategory;
  if (query.productType) filter.productType = query.productType;
  if (query.stock) filter.stock = query.stock;
  if (query.status) filter.status = query.status;
  if (query.cod) filter.cod = query.cod === 'yes';
  return filter;
}

function toRow(row: repo.DeskProductRow): AdminProductRow {
  return {
    _id: row.id,
    name: row.name,
    brandName: row.brandName,
    categoryName: row.categoryName,
    productType: row.productType,
    status: row.status,
    image: row.image,
    price: toRupees(row.cardPrice),
    mrp: toRupees(row.mrp),
    stock: row.stock,
    sizesInStock: row.sizesInStock,
    sizes: row.sizes,
    colours: row.colours,
    CODAvailable: row.codAvailable,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toVariant(v: repo.DeskVariant): AdminProduct['variants'][number] {
  return {
    _id: v.id,
    color: v.color,
    colorName: v.colorName,
    price: toRupees(v.price),
    offerPrice: v.offerPrice === null ? null : toRupees(v.offerPrice),
    wholesalePrice: toRupees(v.wholesalePrice),
    images: v.images,
    sizes: v.sizes.map((s) => ({ size: s.size, stock: s.stock })),
  };
}

function toProduct(p: repo.DeskProduct, variants: repo.DeskVariant[]): AdminProduct {
  return {
    _id: p.id,
    ...editable(p, variants),
    brandName: p.brandName,
    categoryName: p.categoryName,
    subcategoryName: p.subcategoryName,
    version: p.version,
    averageRating: p.averageRating,
    ratingCount: p.ratingCount,
    salesCount: p.salesCount,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** What the editor can change, as the wire shows it: the audit log's before and after. */
function editable(p: repo.DeskProduct, variants: repo.DeskVariant[]) {
  return {
    name: p.name,
    title: p.title,
    description: p.description,
    brandId: p.brandId,
    categoryId: p.categoryId,
    subcategoryId: p.subcategoryId,
    productType: p.productType,
    gender: p.gender,
    features: {
      netWeight: p.netWeight,
      material: p.material,
      soleMaterial: p.soleMaterial,
      fit: p.fit,
      occasion: p.occasion,
      sleevesType: p.sleevesType,
      length: p.length,
    },
    CODAvailable: p.codAvailable,
    searchSynonyms: p.searchSynonyms,
    status: p.status,
    variants: variants.map(toVariant),
  };
}
type Editable = ReturnType<typeof editable>;

/** The fields whose values differ, each side holding only those. */
function changes(before: Editable, after: Editable) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after) as (keyof Editable)[]) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    now[key] = after[key];
  }
  return { before: was, after: now, changed: Object.keys(now).length > 0 };
}

const toWrite = (v: VariantInput): repo.VariantWrite => ({
  color: v.color,
  colorName: v.colorName,
  price: toPaise(v.price),
  offerPrice: v.offerPrice === null ? null : toPaise(v.offerPrice),
  wholesalePrice: toPaise(v.wholesalePrice),
  images: v.images,
  sizes: v.sizes.map((s) => ({ size: s.size, stock: s.stock, stockWas: s.stockWas })),
});

/** A live product shows a picture for every colour. */
function refuseLiveWithoutPictures(status: ProductStatus, variants: readonly { images: string[] }[]) {
  if (status !== 'live') return;
  const errors: FieldError[] = variants.flatMap((v, i) =>
    v.images.length === 0 ? [{ field: `variants.${i}.images`, msg: M.liveNeedsImage }] : [],
  );
  if (errors.length > 0) throw badRequest(M.liveNeedsImage, errors);
}

const columnsOf = (body: Partial<CreateBody>): Partial<repo.ProductColumns> => ({
  ...(body.name !== undefined ? { name: body.name } : {}),
  ...(body.title !== undefined ? { title: body.title } : {}),
  ...(body.description !== undefined ? { description: body.description } : {}),
  ...(body.brandId !== undefined ? { brandId: body.brandId } : {}),
  ...(body.categoryId !== undefined ? { categoryId: body.categoryId } : {}),
  ...(body.subcategoryId !== undefined ? { subcategoryId: body.subcategoryId } : {}),
  ...(body.productType !== undefined ? { productType: body.productType } : {}),
  ...(body.gender !== undefined ? { gender: body.gender } : {}),
  ...(body.features !== undefined ? { ...body.features } : {}),
  ...(body.CODAvailable !== undefined ? { codAvailable: body.CODAvailable } : {}),
  ...(body.searchSynonyms !== undefined ? { searchSynonyms: body.searchSynonyms } : {}),
  ...(body.status !== undefined ? { status: body.status } : {}),
  ...(body.variants !== undefined
    ? { defaultPrice: Math.min(...body.variants.map((v) => toPaise(v.price))) }
    : {}),
});

/** "Frock (copy)", the name cut so the whole stays within the editor's limit. */
export function copyName(name: string): string {
  return `${name.slice(0, NAME_MAX - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}

export function createProductDesk(deps: ProductDeskDeps): ProductDesk {
  const { db, clock, audit, catalogueChanges } = deps;

  async function read(on: Db, id: string) {
    const product = await repo.deskProduct(on, id);
    if (!product) throw notFound(M.notFound);
    const variants = (await repo.variantsOf(on, [id])).get(id) ?? [];
    return { product, variants };
  }

  async function detail(id: string): Promise<AdminProduct> {
    const { product, variants } = await read(db, id);
    return toProduct(product, variants);
  }

  /** The brand, category and subcategory exist, and the subcategory is the category's. */
  async function checkTaxonomy(
    tx: Db,
    ids: { brandId: string; categoryId: string; subcategoryId: string },
  ): Promise<void> {
    const found = await repo.taxonomyOf(tx, ids);
    const errors: FieldError[] = [];
    if (!found.brand) errors.push({ field: 'brandId', msg: M.unknownBrand });
    if (!found.category) errors.push({ field: 'categoryId', msg: M.unknownCategory });
    if (found.subcategoryOf === null) errors.push({ field: 'subcategoryId', msg: M.unknownSubcategory });
    else if (found.category && found.subcategoryOf !== ids.categoryId)
      errors.push({ field: 'subcategoryId', msg: M.subcategoryNotInCategory });
    if (errors.length > 0) throw badRequest(errors[0]!.msg, errors);
  }

  /**
   * The product's colours become `next`: a colour sent with its _id is changed in place (carts,
   * wishlists and checkouts hold that id), one without is added, one left out is removed.
   */
  async function replaceVariants(
    tx: Db,
    productId: string,
    stored: repo.DeskVariant[],
    next: VariantInput[],
  ): Promise<void> {
    const storedById = new Map(stored.map((v) => [v.id, v]));
    const seen = new Set<string>();
    const errors: FieldError[] = [];
    next.forEach((v, i) => {
      if (v._id === undefined) return;
      if (!storedById.has(v._id) || seen.has(v._id))
        errors.push({ field: `variants.${i}._id`, msg: M.unknownColour });
      seen.add(v._id);
    });
    if (errors.length > 0) throw badRequest(errors[0]!.msg, errors);
    await repo.deleteVariants(
      tx,
      stored.filter((v) => !seen.has(v.id)).map((v) => v.id),
    );
    await repo.parkColours(
      tx,
      next.flatMap((v) => (v._id && storedById.get(v._id)?.color !== v.color ? [v._id] : [])),
    );
    for (const [position, v] of next.entries()) {
      if (v._id) await repo.updateVariant(tx, v._id, position, toWrite(v));
      else await repo.insertVariant(tx, productId, position, toWrite(v));
    }
  }

  /** Runs a write and, once it committed, drops the caches holding the catalogue. */
  async function write<T>(work: (tx: Db, now: Date) => Promise<T>): Promise<T> {
    const result = await inTransaction(db, (tx) => work(tx, clock()));
    catalogueChanges.dropCaches();
    return result;
  }

  return {
    async list(query) {
      const { sort, page, limit, ...rest } = query;
      const filter = filterOf(rest);
      const [rows, total] = await Promise.all([
        repo.deskProductsPage(db, filter, sort, limit, (page - 1) * limit),
        repo.deskProductsCount(db, filter),
      ]);
      return { products: rows.map(toRow), total, page, limit };
    },

    types: () => repo.productTypes(db),

    detail,

    async create(actor, body) {
      const id = await write(async (tx, now) => {
        await checkTaxonomy(tx, body);
        refuseLiveWithoutPictures(body.status, body.variants);
        const productId = await repo.insertProduct(tx, {
          ...(columnsOf(body) as repo.ProductColumns),
          version: 1,
          createdAt: now,
          updatedAt: now,
        });
        for (const [position, v] of body.variants.entries())
          await repo.insertVariant(tx, productId, position, toWrite(v));
        await catalogueChanges.productsChanged(tx, [productId], now);
        const { product, variants } = await read(tx, productId);
        await audit.record(tx, actor, {
          action: 'product.create',
          targetType: 'product',
          targetId: productId,
          targetLabel: product.name,
          after: editable(product, variants),
        });
        return productId;
      });
      return detail(id);
    },

    async update(actor, id, body) {
      const { version, ...fields } = body;
      let wrote = false;
      await inTransaction(db, async (tx) => {
        const now = clock();
        const stored = await repo.lockDeskProduct(tx, id);
        if (!stored) throw notFound(M.notFound);
        // Two staff saving from the same version: the second save is refused, nothing of it written.
        if (stored.version !== version) throw conflict(M.changedSinceOpened);
        if (fields.variants) await repo.lockSizesOf(tx, [id]);
        const storedVariants = (await repo.variantsOf(tx, [id])).get(id) ?? [];
        if (fields.brandId || fields.categoryId || fields.subcategoryId)
          await checkTaxonomy(tx, {
            brandId: fields.brandId ?? stored.brandId,
            categoryId: fields.categoryId ?? stored.categoryId,
            subcategoryId: fields.subcategoryId ?? stored.subcategoryId,
          });
        if (fields.status !== undefined || fields.variants !== undefined)
          refuseLiveWithoutPictures(
            fields.status ?? stored.status,
            fields.variants ?? storedVariants.map((v) => ({ images: v.images })),
          );

        if (fields.variants) await replaceVariants(tx, id, storedVariants, fields.variants);
        await repo.updateProduct(tx, id, columnsOf(fields));
        const after = await read(tx, id);
        const diff = changes(editable(stored, storedVariants), editable(after.product, after.variants));
        // A save that changes nothing leaves the product (and its version) as it was.
        if (!diff.changed) return;
        await repo.updateProduct(tx, id, { version: stored.version + 1, updatedAt: now });
        await catalogueChanges.productsChanged(tx, [id], now);
        await audit.record(tx, actor, {
          action: 'product.update',
          targetType: 'product',
          targetId: id,
          targetLabel: after.product.name,
          before: diff.before,
          after: diff.after,
        });
        wrote = true;
      });
      if (wrote) catalogueChanges.dropCaches();
      return detail(id);
    },

    async archive(actor, id) {
      let wrote = false;
      await inTransaction(db, async (tx) => {
        const now = clock();
        const stored = await repo.lockDeskProduct(tx, id);
        if (!stored) throw notFound(M.notFound);
        // Archiving twice is the same as once.
        if (stored.status === 'archived') return;
        await repo.updateProduct(tx, id, {
          status: 'archived',
          version: stored.version + 1,
          updatedAt: now,
        });
        await catalogueChanges.productsChanged(tx, [id], now);
        await audit.record(tx, actor, {
          action: 'product.archive',
          targetType: 'product',
          targetId: id,
          targetLabel: stored.name,
          before: { status: stored.status },
          after: { status: 'archived' },
        });
        wrote = true;
      });
      if (wrote) catalogueChanges.dropCaches();
      return detail(id);
    },

    async duplicate(actor, id) {
      const copyId = await write(async (tx, now) => {
        const source = await repo.lockDeskProduct(tx, id);
        if (!source) throw notFound(M.notFound);
        const copy = await repo.duplicateProduct(tx, id, copyName(source.name), now);
        await catalogueChanges.productsChanged(tx, [copy], now);
        const { product, variants } = await read(tx, copy);
        await audit.record(tx, actor, {
          action: 'product.duplicate',
          targetType: 'product',
          targetId: copy,
          targetLabel: product.name,
          after: { copyOf: id, ...editable(product, variants) },
        });
        return copy;
      });
      return detail(copyId);
    },

    async bulk(actor, body) {
      const ids = [...new Set(body.productIds)];
      const answer = await inTransaction(db, async (tx) => {
        const now = clock();
        const locked = await repo.lockDeskProducts(tx, ids);
        const byId = new Map(locked.map((p) => [p.id, p]));
        // The stock read for the audit entry is the stock changed: no order takes any meanwhile.
        if (body.stock)
          await repo.lockSizesOf(
            tx,
            locked.map((p) => p.id),
          );
        const variantsById = await repo.variantsOf(
          tx,
          locked.map((p) => p.id),
        );
        const refused: Refusal[] = [];
        const updated: string[] = [];
        const prices: { id: string; price: number; offerPrice: number | null }[] = [];
        const entries: { product: repo.DeskProduct; before: object; after: object }[] = [];

        for (const id of ids) {
          const product = byId.get(id);
          if (!product) {
            refused.push({ productId: id, name: '', reason: M.notFound });
            continue;
          }
          const variants = variantsById.get(id) ?? [];
          const plan = planBulk(product, variants, body);
          if ('reason' in plan) {
            refused.push({ productId: id, name: product.name, reason: plan.reason });
            continue;
          }
          prices.push(...plan.prices);
          updated.push(id);
          entries.push({ product, before: plan.before, after: plan.after });
        }

        await repo.setVariantPrices(tx, prices);
        if (body.stock) await repo.changeStock(tx, updated, body.stock);
        if (body.price) await repo.refreshDefaultPrices(tx, updated);
        await repo.markBulkChanged(tx, updated, now, body.status);
        await catalogueChanges.productsChanged(tx, updated, now);
        for (const { product, before, after } of entries)
          await audit.record(tx, actor, {
            action: 'product.bulk',
            targetType: 'product',
            targetId: product.id,
            targetLabel: product.name,
            before,
            after,
          });
        return { updated, refused };
      });
      if (answer.updated.length > 0) catalogueChanges.dropCaches();
      return answer;
    },
  };
}

type BulkPlan =
  | { reason: string }
  | {
      prices: { id: string; price: number; offerPrice: number | null }[];
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    };

/**
 * What the bulk edit does to one product, or why it refuses it. Prices are whole rupees; an offer price
 * left above the new price is dropped; a price below zero or above the colour's M.R.P. refuses the
 * product. Stock never goes below zero.
 */
export function planBulk(product: repo.DeskProduct, variants: repo.DeskVariant[], body: BulkBody): BulkPlan {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  const prices: { id: string; price: number; offerPrice: number | null }[] = [];
  const named = (v: repo.DeskVariant, message: string) =>
    variants.length > 1 ? `${v.colorName}: ${message}` : message;

  if (body.price) {
    const { mode, value } = body.price;
    for (const v of variants) {
      const current = toRupees(v.price);
      const wanted =
        mode === 'set' ? value : mode === 'percent' ? current * (1 + value / 100) : current + value;
      const rupees = Math.round(wanted);
      if (rupees < 0) return { reason: named(v, M.priceNegative) };
      const price = toPaise(rupees);
      if (price > v.wholesalePrice) return { reason: named(v, M.priceAboveMrp) };
      const offerPrice = v.offerPrice !== null && v.offerPrice > price ? null : v.offerPrice;
      prices.push({ id: v.id, price, offerPrice });
    }
    const shown = (list: { price: number; offerPrice: number | null }[]) =>
      list.map((p, i) => ({
        colorName: variants[i]!.colorName,
        price: toRupees(p.price),
        offerPrice: p.offerPrice === null ? null : toRupees(p.offerPrice),
      }));
    before.prices = shown(variants);
    after.prices = shown(prices);
  }

  if (body.stock) {
    const { mode, value } = body.stock;
    const sizes = (stockOf: (stock: number) => number) =>
      variants.flatMap((v) =>
        v.sizes.map((s) => ({ colorName: v.colorName, size: s.size, stock: stockOf(s.stock) })),
      );
    before.stock = sizes((stock) => stock);
    after.stock = sizes((stock) => (mode === 'set' ? value : Math.max(0, stock + value)));
  }

  if (body.status) {
    if (body.status === 'live' && variants.some((v) => v.images.length === 0))
      return { reason: M.liveNeedsImage };
    before.status = product.status;
    after.status = body.status;
  }
  return { prices, before, after };
}

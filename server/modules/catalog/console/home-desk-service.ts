import type { z } from 'zod';
import {
  type AdminHomeItem,
  type AdminHomeProduct,
  type AdminHomeResponse,
  type adminHomeItemCreateBody,
  type adminHomeItemPatchBody,
  foreignFieldIssues,
  HOME_ITEM_KIND_LABELS,
  HOME_ITEM_KINDS,
  HOME_SECTIONS,
  type HomeItemIssue,
  type HomeItemKind,
  type HomeItemValues,
  type HomeSectionKey,
  homeItemIssues,
  HOME_MESSAGES as M,
} from '../../../../contract/admin-home.ts';
import type { HomeData } from '../../../../contract/catalog.ts';
import type { HomeLink } from '../../../../contract/home-link.ts';
import { homeItemState } from '../../../../contract/home-schedule.ts';
import type { Db } from '../../../db/client.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';
import { toPaise, toRupees } from '../../../lib/money.ts';
import type { Actor, AuditService } from '../../staff/index.ts';
import type { CatalogueChanges } from '../catalogue-changes.ts';
import type { HomeMoment } from '../home-repo.ts';
import * as repo from './home-desk-repo.ts';

// The console's home merchandising (issue 17): the items of each home section — added, edited (picture,
// text, what they open, their products, prices, visibility and window), reordered and removed — the
// featured products, and whole sections switched on or off. Every write is one transaction with its audit
// entry; the storefront's caches are dropped once it commits, so the next home answer shows the change.
// The preview builds the storefront's own home answer at any time, uncached.

type CreateBody = z.output<typeof adminHomeItemCreateBody>;
type PatchBody = z.output<typeof adminHomeItemPatchBody>;
type Overview = Omit<AdminHomeResponse, 'success'>;

export interface HomeDeskDeps {
  db: Db;
  clock: () => Date;
  audit: Pick<AuditService, 'record'>;
  catalogueChanges: Pick<CatalogueChanges, 'dropCaches'>;
  /** The storefront's home at a moment (the catalogue service's, uncached). */
  homeAt: (moment: HomeMoment) => Promise<{ data: HomeData }>;
}

export interface HomeDesk {
  overview(): Promise<Overview>;
  create(actor: Actor, body: CreateBody): Promise<AdminHomeItem>;
  update(actor: Actor, kind: HomeItemKind, id: string, patch: PatchBody): Promise<AdminHomeItem>;
  remove(actor: Actor, kind: HomeItemKind, id: string): Promise<void>;
  reorder(actor: Actor, kind: HomeItemKind, ids: string[]): Promise<void>;
  setFeatured(actor: Actor, productIds: string[]): Promise<AdminHomeProduct[]>;
  setSections(
    actor: Actor,
    sections: Partial<Record<HomeSectionKey, boolean>>,
  ): Promise<Overview['sections']>;
  /** The storefront's home at `at` (now when null). */
  preview(at: Date | null, showHidden: boolean): Promise<{ data: HomeData }>;
}

const toProduct = (p: repo.HomeProductRow): AdminHomeProduct => ({
  _id: p.id,
  name: p.name,
  image: p.image,
  status: p.status,
});

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function toItem(row: repo.HomeItemRow, products: repo.HomeProductRow[], now: Date): AdminHomeItem {
  return {
    _id: row.id,
    kind: row.kind,
    title: row.title,
    description: row.description,
    image: row.image,
    link: row.link,
    products: products.map(toProduct),
    affordablePrice: row.affordablePrice === null ? null : toRupees(row.affordablePrice),
    productType: row.productType,
    startingPrice: row.startingPrice === null ? null : toRupees(row.startingPrice),
    productTypes: row.productTypes,
    articleId: row.articleId,
    isVisible: row.isVisible,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    position: row.position,
    state: homeItemState(row, now),
  };
}

/** A stored item as the values the console sends (the rules check the edited item whole). */
function valuesOf(row: repo.HomeItemRow): HomeItemValues {
  const values: HomeItemValues = {
    image: row.image,
    link: row.link,
    isVisible: row.isVisible,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
  };
  if (row.kind === 'lowestPrice') values.description = row.description;
  else values.title = row.title;
  if (row.affordablePrice !== null) values.affordablePrice = toRupees(row.affordablePrice);
  if (row.startingPrice !== null) values.startingPrice = toRupees(row.startingPrice);
  return values;
}

/** The values to write, in the database's units (paise, instants). */
function columnsOf(values: HomeItemValues): repo.HomeItemColumns {
  const { productIds: _, affordablePrice, startingPrice, startsAt, endsAt, ...rest } = values;
  return {
    ...rest,
    ...(affordablePrice !== undefined ? { affordablePrice: toPaise(affordablePrice) } : {}),
    ...(startingPrice !== undefined ? { startingPrice: toPaise(startingPrice) } : {}),
    ...(startsAt !== undefined ? { startsAt: startsAt === null ? null : new Date(startsAt) } : {}),
    ...(endsAt !== undefined ? { endsAt: endsAt === null ? null : new Date(endsAt) } : {}),
  };
}

function refuse(issues: HomeItemIssue[]): never {
  const errors = issues.map((issue) => ({ field: issue.path.join('.'), msg: issue.message }));
  throw badRequest(errors[0]?.msg ?? M.notFound, errors);
}

/** What an audit entry keeps of an item: its fields, without the derived state and the product details. */
function snapshot(item: AdminHomeItem) {
  const { state: _, products, ...rest } = item;
  return { ...rest, productIds: products.map((p) => p._id) };
}

const label = (item: Pick<AdminHomeItem, 'kind' | 'title' | 'description'>) =>
  `${HOME_ITEM_KIND_LABELS[item.kind]}: ${item.title || item.description}`.slice(0, 120);

export function createHomeDesk(deps: HomeDeskDeps): HomeDesk {
  const { db, clock, audit, catalogueChanges } = deps;

  /** The link's target, the offer's article and the products must exist (checked in the write's transaction). */
  async function checkTargets(tx: Db, values: HomeItemValues): Promise<void> {
    const issues: HomeItemIssue[] = [];
    const link: HomeLink | null | undefined = values.link;
    if (link?.to === 'brand' && !(await repo.brandExists(tx, link.brandId))) {
      issues.push({ path: ['link', 'brandId'], message: M.unknownBrand });
    }
    if (link?.to === 'category' && !(await repo.categoryExists(tx, link.categoryId))) {
      issues.push({ path: ['link', 'categoryId'], message: M.unknownCategory });
    }
    if (link?.to === 'subcategory' && !(await repo.subcategoryExists(tx, link.subcategoryId))) {
      issues.push({ path: ['link', 'subcategoryId'], message: M.unknownSubcategory });
    }
    if (link?.to === 'article' && !(await repo.articleExists(tx, link.articleId))) {
      issues.push({ path: ['link', 'articleId'], message: M.unknownArticle });
    }
    if (values.articleId && !(await repo.articleExists(tx, values.articleId))) {
      issues.push({ path: ['articleId'], message: M.unknownArticle });
    }
    const types = [
      ...(link?.to === 'productType'
        ? link.productTypes.map((t, i) => ({ t, path: ['link', 'productTypes', `${i}`] }))
        : []),
      ...(values.productType ? [{ t: values.productType, path: ['productType'] }] : []),
      ...(values.productTypes ?? []).map((t, i) => ({ t, path: ['productTypes', `${i}`] })),
    ];
    const known = await repo.knownProductTypes(
      tx,
      types.map((x) => x.t),
    );
    for (const { t, path } of types)
      if (!known.has(t)) issues.push({ path, message: M.unknownProductType(t) });
    if (values.productIds?.length) {
      const found = await repo.existingProducts(tx, values.productIds);
      const missing = values.productIds.findIndex((productId) => !found.has(productId));
      if (missing >= 0) issues.push({ path: ['productIds', `${missing}`], message: M.unknownProducts });
    }
    if (issues.length > 0) refuse(issues);
  }

  /** An item as the console shows it: its row with its hand-picked products (read in `q`, a transaction or not). */
  async function withProducts(q: Db, row: repo.HomeItemRow, now: Date): Promise<AdminHomeItem> {
    const sets = await repo.setsOf(q, row.kind, row.id);
    return toItem(row, sets.get(row.id) ?? [], now);
  }

  async function readItem(kind: HomeItemKind, id: string, now: Date): Promise<AdminHomeItem> {
    const row = await repo.itemById(db, kind, id);
    if (!row) throw notFound(M.notFound);
    return withProducts(db, row, now);
  }

  async function sections(): Promise<Overview['sections']> {
    const settings = await repo.sectionSettings(db);
    return HOME_SECTIONS.map(({ key, title }) => ({ key, title, isVisible: settings.get(key) ?? true }));
  }

  /** Runs a write in one transaction, then drops the storefront's caches once it committed. */
  async function write<T>(work: (tx: Db, now: Date) => Promise<T>): Promise<T> {
    const now = clock();
    const result = await inTransaction(db, (tx) => work(tx, now));
    catalogueChanges.dropCaches();
    return result;
  }

  return {
    async overview() {
      const now = clock();
      const [settings, featured, choices, ...lists] = await Promise.all([
        sections(),
        repo.featuredProducts(db),
        repo.choices(db),
        ...HOME_ITEM_KINDS.map(async (kind) => {
          const [rows, sets] = await Promise.all([repo.itemsOf(db, kind), repo.setsOf(db, kind)]);
          return rows.map((row) => toItem(row, sets.get(row.id) ?? [], now));
        }),
      ]);
      const items = Object.fromEntries(HOME_ITEM_KINDS.map((kind, i) => [kind, lists[i] ?? []])) as Record<
        HomeItemKind,
        AdminHomeItem[]
      >;
      return {
        now: now.toISOString(),
        sections: settings,
        items,
        featured: featured.map(toProduct),
        choices,
      };
    },

    async create(actor, body) {
      const { kind, ...values } = body;
      const id = await write(async (tx) => {
        await checkTargets(tx, values);
        const itemId = await repo.insertItem(tx, kind, columnsOf(values));
        if (values.productIds?.length) await repo.replaceSet(tx, kind, itemId, values.productIds);
        const row = await repo.lockItem(tx, kind, itemId);
        if (!row) throw new Error('the new item is gone');
        const item = await withProducts(tx, row, clock());
        await audit.record(tx, actor, {
          action: `home.${kind}.create`,
          targetType: 'home_item',
          targetId: itemId,
          targetLabel: label(item),
          after: snapshot(item),
        });
        return itemId;
      });
      return readItem(kind, id, clock());
    },

    async update(actor, kind, id, patch) {
      const foreign = foreignFieldIssues(kind, patch);
      if (foreign.length > 0) refuse(foreign);
      await write(async (tx) => {
        const row = await repo.lockItem(tx, kind, id);
        if (!row) throw notFound(M.notFound);
        const issues = homeItemIssues(kind, { ...valuesOf(row), ...patch });
        if (issues.length > 0) refuse(issues);
        await checkTargets(tx, patch);
        const before = await withProducts(tx, row, clock());
        await repo.updateItem(tx, kind, id, columnsOf(patch));
        if (patch.productIds !== undefined) await repo.replaceSet(tx, kind, id, patch.productIds);
        const afterRow = await repo.lockItem(tx, kind, id);
        if (!afterRow) throw new Error('the item is gone');
        const after = await withProducts(tx, afterRow, clock());
        // Only what changed, so the log reads as the edit it was.
        const b = snapshot(before) as Record<string, unknown>;
        const a = snapshot(after) as Record<string, unknown>;
        const changed = Object.keys(a).filter((key) => JSON.stringify(a[key]) !== JSON.stringify(b[key]));
        await audit.record(tx, actor, {
          action: `home.${kind}.update`,
          targetType: 'home_item',
          targetId: id,
          targetLabel: label(after),
          before: Object.fromEntries(changed.map((key) => [key, b[key]])),
          after: Object.fromEntries(changed.map((key) => [key, a[key]])),
        });
      });
      return readItem(kind, id, clock());
    },

    async remove(actor, kind, id) {
      await write(async (tx, now) => {
        const row = await repo.lockItem(tx, kind, id);
        if (!row) throw notFound(M.notFound);
        const item = await withProducts(tx, row, now);
        await repo.deleteItem(tx, kind, id);
        await audit.record(tx, actor, {
          action: `home.${kind}.delete`,
          targetType: 'home_item',
          targetId: id,
          targetLabel: label(item),
          before: snapshot(item),
        });
      });
    },

    async reorder(actor, kind, ids) {
      await write(async (tx) => {
        const current = await repo.lockOrder(tx, kind);
        const same =
          ids.length === current.length &&
          new Set(ids).size === ids.length &&
          ids.every((id) => current.includes(id));
        if (!same) throw conflict(M.orderMismatch);
        await repo.setOrder(tx, kind, ids);
        await audit.record(tx, actor, {
          action: `home.${kind}.reorder`,
          targetType: 'home_section',
          targetId: kind,
          targetLabel: HOME_SECTIONS.find((s) => s.key === kind)?.title ?? kind,
          before: { order: current },
          after: { order: ids },
        });
      });
    },

    async setFeatured(actor, productIds) {
      await write(async (tx) => {
        await checkTargets(tx, { productIds });
        const before = (await repo.featuredProducts(tx)).map((p) => p.id);
        await repo.replaceFeatured(tx, productIds);
        await audit.record(tx, actor, {
          action: 'home.featured.update',
          targetType: 'home_section',
          targetId: 'featured',
          targetLabel: 'Featured Products',
          before: { productIds: before },
          after: { productIds },
        });
      });
      return (await repo.featuredProducts(db)).map(toProduct);
    },

    async setSections(actor, changes) {
      await write(async (tx, now) => {
        const settings = await repo.sectionSettings(tx);
        const keys = Object.keys(changes) as HomeSectionKey[];
        await repo.saveSectionSettings(tx, changes, now);
        await audit.record(tx, actor, {
          action: 'home.sections.update',
          targetType: 'home_section',
          targetId: keys.join(','),
          targetLabel: keys.map((key) => HOME_SECTIONS.find((s) => s.key === key)?.title ?? key).join(', '),
          before: Object.fromEntries(keys.map((key) => [key, settings.get(key) ?? true])),
          after: changes,
        });
      });
      return sections();
    },

    preview: (at, showHidden) => deps.homeAt({ at: at ?? clock(), showHidden }),
  };
}

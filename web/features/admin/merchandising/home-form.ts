import {
  type AdminHomeChoices,
  type AdminHomeItem,
  type AdminHomeProduct,
  adminHomeItemCreateBody,
  HOME_KIND_FIELDS,
  HOME_SET_KINDS,
  type HomeItemKind,
  type HomeItemValues,
  homeItemIssues,
} from '../../../../contract/admin-home.ts';
import type { HomeLink } from '../../../../contract/home-link.ts';
import { fromIndiaInput, indiaInputValue } from '../../../../contract/home-schedule.ts';
import { formatRupees } from '../../../lib/format.ts';
import { issuesByField } from '../form-errors.ts';

// The home item dialog's values: what the form holds (text as typed, times in India time), what it
// sends, the contract's checks on it, and how a link reads on an item's card.

export type LinkChoice = '' | Exclude<HomeLink['to'], 'products'>;

export interface HomeDraft {
  title: string;
  description: string;
  image: string | null;
  /** '' opens what the item opens by itself (its own products, type, article). */
  linkTo: LinkChoice;
  brandId: string;
  categoryId: string;
  subcategoryId: string;
  linkArticleId: string;
  linkTypes: string[];
  minPrice: string;
  maxPrice: string;
  /** The hand-picked set, in order. */
  products: AdminHomeProduct[];
  /** A trending deal's 'From' price, or a lowest-price card's starting price (rupees, as typed). */
  price: string;
  productType: string;
  productTypes: string[];
  articleId: string;
  isVisible: boolean;
  /** datetime-local values in India time ('' when open). */
  startsAt: string;
  endsAt: string;
}

export function emptyDraft(): HomeDraft {
  return {
    title: '',
    description: '',
    image: null,
    linkTo: '',
    brandId: '',
    categoryId: '',
    subcategoryId: '',
    linkArticleId: '',
    linkTypes: [],
    minPrice: '',
    maxPrice: '',
    products: [],
    price: '',
    productType: '',
    productTypes: [],
    articleId: '',
    isVisible: true,
    startsAt: '',
    endsAt: '',
  };
}

const priceText = (value: number | undefined | null) =>
  value === undefined || value === null ? '' : String(value);

export function draftOf(item: AdminHomeItem): HomeDraft {
  const draft: HomeDraft = {
    ...emptyDraft(),
    title: item.title,
    description: item.description,
    image: item.image,
    products: item.products,
    price: priceText(item.kind === 'trending' ? item.affordablePrice : item.startingPrice),
    productType: item.productType ?? '',
    productTypes: item.productTypes,
    articleId: item.articleId ?? '',
    isVisible: item.isVisible,
    startsAt: indiaInputValue(item.startsAt),
    endsAt: indiaInputValue(item.endsAt),
  };
  const link = item.link;
  if (!link || link.to === 'products') return draft;
  draft.linkTo = link.to;
  if (link.to === 'brand') draft.brandId = link.brandId;
  if (link.to === 'category') draft.categoryId = link.categoryId;
  if (link.to === 'subcategory') draft.subcategoryId = link.subcategoryId;
  if (link.to === 'article') draft.linkArticleId = link.articleId;
  if (link.to === 'productType') draft.linkTypes = link.productTypes;
  if (link.to === 'productType' || link.to === 'price') {
    draft.minPrice = priceText(link.minPrice);
    draft.maxPrice = priceText(link.maxPrice);
  }
  return draft;
}

/** A typed amount: '' is none, anything else a number (NaN for what is not one, which the checks refuse). */
const amount = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

function linkOf(draft: HomeDraft): HomeLink | null {
  const range = () => ({
    ...(amount(draft.minPrice) !== undefined ? { minPrice: amount(draft.minPrice) } : {}),
    ...(amount(draft.maxPrice) !== undefined ? { maxPrice: amount(draft.maxPrice) } : {}),
  });
  switch (draft.linkTo) {
    case '':
      return null;
    case 'brand':
      return { to: 'brand', brandId: draft.brandId };
    case 'category':
      return { to: 'category', categoryId: draft.categoryId };
    case 'subcategory':
      return { to: 'subcategory', subcategoryId: draft.subcategoryId };
    case 'article':
      return { to: 'article', articleId: draft.linkArticleId };
    case 'productType':
      return { to: 'productType', productTypes: draft.linkTypes, ...range() };
    case 'price':
      return { to: 'price', ...range() };
  }
}

/** A time as sent: an ISO instant, null when open, or the text itself when it names no time (refused). */
const instant = (text: string): string | null => (text === '' ? null : (fromIndiaInput(text) ?? text));

/** What the dialog sends for an item of a kind: every field the kind has. */
export function valuesOf(kind: HomeItemKind, draft: HomeDraft): HomeItemValues {
  const all: HomeItemValues = {
    title: draft.title,
    description: draft.description,
    ...(draft.image ? { image: draft.image } : {}),
    link: linkOf(draft),
    productIds: draft.products.map((p) => p._id),
    productType: draft.productType === '' ? null : draft.productType,
    productTypes: draft.productTypes,
    articleId: draft.articleId === '' ? null : draft.articleId,
    isVisible: draft.isVisible,
    startsAt: instant(draft.startsAt),
    endsAt: instant(draft.endsAt),
  };
  const price = amount(draft.price);
  if (kind === 'trending' && price !== undefined) all.affordablePrice = price;
  if (kind === 'lowestPrice' && price !== undefined) all.startingPrice = price;
  const fields = new Set<string>([
    'image',
    'link',
    'isVisible',
    'startsAt',
    'endsAt',
    ...HOME_KIND_FIELDS[kind],
  ]);
  return Object.fromEntries(Object.entries(all).filter(([key]) => fields.has(key))) as HomeItemValues;
}

/** The contract's checks on the values, as one message per field (the first). */
export function checkValues(kind: HomeItemKind, values: HomeItemValues): Record<string, string> {
  const result = adminHomeItemCreateBody.safeParse({ kind, ...values });
  // The whole item's rules run too when a field's own check failed (the schema stops at those).
  return issuesByField({
    issues: [...(result.success ? [] : result.error.issues), ...homeItemIssues(kind, values)],
  });
}

/** What an item opens, in words, for its card. */
export function describeLink(item: AdminHomeItem, choices: AdminHomeChoices): string {
  const link = item.link;
  const range = (min?: number, max?: number) =>
    min !== undefined && max !== undefined
      ? ` from ${formatRupees(min)} to ${formatRupees(max)}`
      : min !== undefined
        ? ` from ${formatRupees(min)}`
        : max !== undefined
          ? ` up to ${formatRupees(max)}`
          : '';
  const named = (list: { _id: string; name: string }[], id: string) =>
    list.find((entry) => entry._id === id)?.name ?? 'one no longer there';
  if (!link || link.to === 'products') {
    if (HOME_SET_KINDS.includes(item.kind)) {
      const n = item.products.length;
      return `Opens its ${n} product${n === 1 ? '' : 's'}`;
    }
    if (item.kind === 'offer') {
      const article = choices.articles.find((a) => a._id === item.articleId);
      return article ? `Opens the article “${article.title}”` : 'Opens its own page';
    }
    if (item.kind === 'trending') {
      return `Opens ${item.productType ?? 'everything'} up to ₹999`;
    }
    return `Opens ${item.productTypes.length ? item.productTypes.join(', ') : 'everything'}, cheapest first`;
  }
  switch (link.to) {
    case 'brand':
      return `Opens the brand ${named(choices.brands, link.brandId)}`;
    case 'category':
      return `Opens the category ${named(choices.categories, link.categoryId)}`;
    case 'subcategory':
      return `Opens the subcategory ${named(
        choices.categories.flatMap((c) => c.subcategories),
        link.subcategoryId,
      )}`;
    case 'productType':
      return `Opens ${link.productTypes.join(', ')}${range(link.minPrice, link.maxPrice)}`;
    case 'price':
      return `Opens everything${range(link.minPrice, link.maxPrice) || ' at any price'}`;
    case 'article': {
      const article = choices.articles.find((a) => a._id === link.articleId);
      return `Opens the article “${article?.title ?? 'one no longer there'}”`;
    }
  }
}

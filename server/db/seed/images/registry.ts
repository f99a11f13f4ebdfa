// Image file names ↔ renderers. A file name alone says what to draw, so any picture the database
// refers to can be drawn again (e.g. a fresh uploads folder next to an already-seeded database).
import { BRANDS, CATEGORIES, CATEGORY_ART } from '../content.ts';
import {
  ARTICLES,
  LOWEST_PRICE,
  OFFER_CARDS,
  type SceneArt,
  SLIDERS,
  TOP_PICKS,
  TOP_SALES,
  TRENDING,
} from '../merch-content.ts';
import { colourByHex } from '../palette.ts';
import { BANNER, CARD, sceneSvg, TILE, tileSvg } from './banners.ts';
import { LOGO_SIZE, logoSvg } from './logos.ts';
import { isPattern, type Pattern } from './patterns-list.ts';
import { fabricSvg, hasDetailView, hasDrawer, productSvg } from './product.ts';
import { H, W } from './svg.ts';

export type ProductView = 'front' | 'detail';

const hexDigits = (hex: string) => hex.replace('#', '').toLowerCase();

export function productImageName(type: string, hex: string, pattern: Pattern, view: ProductView): string {
  return `p-${type}-${hexDigits(hex)}-${pattern}-${view}.webp`;
}

export function fabricImageName(hex: string, pattern: Pattern): string {
  return `fabric-${hexDigits(hex)}-${pattern}.webp`;
}

/** The pictures of one colour of a product: the garment, then a close-up. */
export function variantImageNames(type: string, hex: string, pattern: Pattern): string[] {
  const front = productImageName(type, hex, pattern, 'front');
  const second = hasDetailView(type)
    ? productImageName(type, hex, pattern, 'detail')
    : fabricImageName(hex, pattern);
  return [front, second];
}

export const brandImageName = (slug: string) => `brand-${slug}.webp`;
export const categoryImageName = (slug: string) => `cat-${slug}.webp`;
export const subcategoryImageName = (slug: string) => `sub-${slug}.webp`;
export const bannerImageName = (slug: string) => `banner-${slug}.webp`;
export const cardImageName = (slug: string) => `card-${slug}.webp`;

export interface ImageJob {
  name: string;
  svg: () => string;
  width: number;
  height: number;
  quality: number;
  /** Drawn at this many times the drawing's own size (2 for an @2x twin). */
  scale?: number;
}

const CARD_ART: ReadonlyMap<string, SceneArt> = new Map<string, SceneArt>([
  ...TOP_SALES.map((s) => [s.slug, s.art] as const),
  ...TOP_PICKS.map((s) => [s.slug, s.art] as const),
  ...OFFER_CARDS.map((s) => [s.slug, s.art] as const),
  ...TRENDING.map((s) => [s.slug, s.art] as const),
  ...LOWEST_PRICE.map((s) => [s.slug, s.art] as const),
  ...ARTICLES.map((s) => [s.slug, s.art] as const),
]);

const PRODUCT_RE = /^p-([a-z-]+)-([0-9a-f]{6})-([a-z]+)-(front|detail)\.webp$/;
const FABRIC_RE = /^fabric-([0-9a-f]{6})-([a-z]+)\.webp$/;

const TWIN_RE = /^(.+)@2x\.webp$/;

/**
 * The double-size twin of a picture shoppers zoom into (product and fabric views): name@2x.webp, as
 * the console stores beside an upload. Undefined for other pictures (logos, tiles, banners).
 */
export function retinaTwinName(name: string): string | undefined {
  return PRODUCT_RE.test(name) || FABRIC_RE.test(name) ? name.replace(/\.webp$/, '@2x.webp') : undefined;
}

/** How to draw the picture with this file name, or undefined when the name is not one of ours. */
export function imageJob(name: string): ImageJob | undefined {
  const twin = TWIN_RE.exec(name);
  if (twin) {
    const single = `${twin[1]}.webp`;
    const job = retinaTwinName(single) ? imageJob(single) : undefined;
    return job && { ...job, name, width: job.width * 2, height: job.height * 2, scale: 2 };
  }
  let m = PRODUCT_RE.exec(name);
  if (m) {
    const [, type, digits, pattern, view] = m as unknown as [string, string, string, string, ProductView];
    if (!hasDrawer(type) || !isPattern(pattern) || !colourByHex(digits)) return undefined;
    if (view === 'detail' && !hasDetailView(type)) return undefined;
    return {
      name,
      svg: () => productSvg(type, `#${digits}`, pattern, view),
      width: W,
      height: H,
      quality: 75,
    };
  }
  m = FABRIC_RE.exec(name);
  if (m) {
    const [, digits, pattern] = m as unknown as [string, string, string];
    if (!isPattern(pattern) || !colourByHex(digits)) return undefined;
    // Denim twill is fine-grained texture: a lower quality keeps it small without visible loss.
    const quality = pattern === 'denim' ? 60 : 72;
    return { name, svg: () => fabricSvg(`#${digits}`, pattern), width: W, height: H, quality };
  }
  const slugOf = (prefix: string) =>
    name.startsWith(prefix) && name.endsWith('.webp')
      ? name.slice(prefix.length, -'.webp'.length)
      : undefined;
  let slug = slugOf('brand-');
  if (slug !== undefined) {
    const brand = BRANDS.find((b) => b.slug === slug);
    return brand && { name, svg: () => logoSvg(brand), width: LOGO_SIZE, height: LOGO_SIZE, quality: 85 };
  }
  slug = slugOf('cat-');
  if (slug !== undefined) {
    const category = CATEGORIES.find((c) => c.slug === slug);
    const art = slug ? CATEGORY_ART[slug] : undefined;
    return (
      category &&
      art && {
        name,
        svg: () => tileSvg(art, category.circle),
        width: TILE.width,
        height: TILE.height,
        quality: 80,
      }
    );
  }
  slug = slugOf('sub-');
  if (slug !== undefined) {
    for (const category of CATEGORIES) {
      const sub = category.subcategories.find((s) => s.slug === slug);
      if (sub) {
        return {
          name,
          svg: () => tileSvg(sub, category.circle),
          width: TILE.width,
          height: TILE.height,
          quality: 80,
        };
      }
    }
    return undefined;
  }
  slug = slugOf('banner-');
  if (slug !== undefined) {
    const slider = SLIDERS.find((s) => s.slug === slug);
    return (
      slider && {
        name,
        svg: () => sceneSvg(slider.art, 'banner', slider.slug),
        width: BANNER.width,
        height: BANNER.height,
        quality: 75,
      }
    );
  }
  slug = slugOf('card-');
  if (slug !== undefined) {
    const art = CARD_ART.get(slug);
    const key = slug;
    return (
      art && {
        name,
        svg: () => sceneSvg(art, 'card', key),
        width: CARD.width,
        height: CARD.height,
        quality: 75,
      }
    );
  }
  return undefined;
}

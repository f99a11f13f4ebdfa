import { scriptJson } from '../../../contract/script-json.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { HeadWords } from './words.ts';

// One page's head tags for a shared link: the <title>, description, canonical URL, Open Graph and
// Twitter tags and schema.org JSON-LD, so a preview (WhatsApp, Facebook, search engines) needs no
// JavaScript. Every value is escaped here, whatever the catalogue holds.

export interface PageHeadTags {
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  type: 'website' | 'product' | 'article';
  /** A robots meta value (e.g. 'noindex, follow'), when the page should not be indexed itself. */
  robots?: string;
  /** og:title and twitter:title, when not the <title>. */
  socialTitle?: string;
  /** An absolute picture URL and its text. */
  image?: { url: string; alt: string };
  /** Further Open Graph properties, in order (product:price:amount, …). */
  properties?: readonly (readonly [string, string])[];
  /** Twitter's labelled figures (label, value), at most two. */
  twitterData?: readonly (readonly [string, string])[];
  /** schema.org objects, one <script type="application/ld+json"> each. */
  jsonLd: readonly object[];
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`;

export function renderHead(head: PageHeadTags, shopName: string, words: HeadWords): string {
  const socialTitle = head.socialTitle ?? head.title;
  const otherLocale = words.locale === 'en_IN' ? 'hi_IN' : 'en_IN';
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    ...(head.robots ? [meta('name', 'robots', head.robots)] : []),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}">`,
    meta('property', 'og:site_name', shopName),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', socialTitle),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonical),
    meta('property', 'og:locale', words.locale),
    meta('property', 'og:locale:alternate', otherLocale),
  ];
  if (head.image) {
    tags.push(meta('property', 'og:image', head.image.url), meta('property', 'og:image:alt', head.image.alt));
  }
  for (const [property, content] of head.properties ?? []) tags.push(meta('property', property, content));
  tags.push(
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', socialTitle),
    meta('name', 'twitter:description', head.description),
  );
  if (head.image) {
    tags.push(
      meta('name', 'twitter:image', head.image.url),
      meta('name', 'twitter:image:alt', head.image.alt),
    );
  }
  for (const [index, [label, value]] of (head.twitterData ?? []).slice(0, 2).entries()) {
    tags.push(
      meta('name', `twitter:label${index + 1}`, label),
      meta('name', `twitter:data${index + 1}`, value),
    );
  }
  for (const data of head.jsonLd)
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('\n    ');
}

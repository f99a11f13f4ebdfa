import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { CacheMeter } from '../../platform/index.ts';
import { shopLinks } from './links.ts';
import { createPageHeads, type HeadCatalog } from './page-heads.ts';
import { createSitemaps } from './sitemap.ts';

// Shared links: each page's head tags (title, description, canonical, Open Graph, Twitter, JSON-LD),
// sitemap.xml and robots.txt. Pages are addressed on PUBLIC_URL, pictures on S3_PUBLIC_URL (else the
// shop's /uploads); both must be what the outside world reaches, as crawlers fetch them.

export interface SeoDeps {
  db: Db;
  config: Pick<Config, 'shopName' | 'publicUrl' | 's3'>;
  catalog: HeadCatalog;
  meter?: CacheMeter;
}

export function createSeo({ db, config, catalog, meter }: SeoDeps) {
  const links = shopLinks(config.publicUrl, config.s3?.publicUrl ?? '/uploads');
  const heads = createPageHeads({ catalog, shopName: config.shopName, links });
  const sitemaps = createSitemaps({ db, links, ...(meter ? { meter } : {}) });
  return {
    heads,
    sitemaps,
    /** Call when the catalogue changed (the catalogue's caches' listener): drops the kept sitemap files. */
    dropCaches: () => sitemaps.drop(),
  };
}

export type Seo = ReturnType<typeof createSeo>;

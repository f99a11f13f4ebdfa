// Reading served pages and sitemaps back in tests: the head's tags as a crawler reads them, and a
// strict check that an XML document is well-formed (every tag closed in order, text and attribute
// values escaped).

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** JSON read back from a page, walked freely by the tests' expectations. */
// biome-ignore lint/suspicious/noExplicitAny: parsed JSON-LD, checked by the tests' expectations
type Json = any;

export interface ReadHead {
  titles: string[];
  meta(key: string): string | undefined;
  /** Every value of a repeated tag. */
  metas(key: string): string[];
  canonical: string | undefined;
  jsonLd: Record<string, unknown>[];
  /** The JSON-LD object of a @type. */
  ld(type: string): Record<string, Json> | undefined;
}

export function readHead(html: string): ReadHead {
  const head = html.slice(0, html.indexOf('</head>') + 1 || html.length);
  const metas = (key: string) =>
    [...head.matchAll(/<meta (?:name|property)="([^"]*)" content="([^"]*)">/g)]
      .filter((m) => decode(m[1] ?? '') === key)
      .map((m) => decode(m[2] ?? ''));
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );
  const canonical = /<link rel="canonical" href="([^"]*)">/.exec(head)?.[1];
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1] ?? '')),
    meta: (key) => metas(key)[0],
    metas,
    canonical: canonical === undefined ? undefined : decode(canonical),
    jsonLd,
    ld: (type) => jsonLd.find((d) => d['@type'] === type) as Record<string, Json> | undefined,
  };
}

/** Throws unless `xml` is one well-formed element tree after an XML declaration. */
export function assertWellFormedXml(xml: string): void {
  if (!xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')) throw new Error('no XML declaration');
  const body = xml.slice(xml.indexOf('?>') + 2);
  const open: string[] = [];
  let roots = 0;
  const token = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>|([^<]+)|(<)/g;
  for (const m of body.matchAll(token)) {
    const [, closing, name, , selfClosing, text, stray] = m;
    if (stray) throw new Error(`stray < at ${m.index}`);
    if (text !== undefined) {
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(text)) throw new Error(`unescaped & in ${text}`);
      if (open.length === 0 && text.trim() !== '') throw new Error(`text outside the root: ${text}`);
      continue;
    }
    if (closing) {
      if (open.pop() !== name) throw new Error(`</${name}> closes nothing open`);
    } else if (!selfClosing) {
      if (open.length === 0) roots += 1;
      open.push(name ?? '');
    }
  }
  if (open.length > 0) throw new Error(`unclosed <${open.join('>, <')}>`);
  if (roots !== 1) throw new Error(`${roots} root elements`);
}

/** The <loc> values of a sitemap or sitemap index. */
export const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decode(m[1] ?? ''));

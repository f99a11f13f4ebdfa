import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// One way to keep an answer ready to send: its JSON bytes, their ETag and, made on first demand and then
// kept, the same bytes compressed with brotli or gzip. A cached answer (home, listing, product, similar,
// categories, brands) is serialised once and compressed at most once per coding, however many shoppers
// ask for it; server/plugins/compression.ts only compresses answers nobody keeps.

export type ContentCoding = 'br' | 'gzip';

export interface CompressionLevels {
  /** zlib level, 1–9. */
  gzip: number;
  /** Brotli quality, 0–11. */
  br: number;
}

/**
 * For answers compressed on the request path or kept for seconds (listings, products): past these
 * levels a 15 kB listing page costs several times the CPU for a few per cent fewer bytes (docs/bench.md,
 * "Compression levels").
 */
export const QUICK_LEVELS: CompressionLevels = { gzip: 6, br: 4 };
/** For an answer built once a minute and sent to every visitor (the home): the smallest bytes. */
export const SMALLEST_LEVELS: CompressionLevels = { gzip: 9, br: 11 };
/** Below this size compressing saves less than its headers and CPU cost: sent as it is. */
export const COMPRESS_THRESHOLD = 1024;

export class EncodedAnswer {
  readonly etag: string;
  private readonly coded: Partial<Record<ContentCoding, Buffer>> = {};

  constructor(
    readonly json: Buffer,
    private readonly levels: CompressionLevels = QUICK_LEVELS,
  ) {
    this.etag = `"${createHash('sha1').update(json).digest('base64url').slice(0, 20)}"`;
  }

  /** The bytes to send for a coding (null: as they are), compressing once and keeping the result. */
  bytes(coding: ContentCoding | null): Buffer {
    if (coding === null) return this.json;
    const kept = this.coded[coding];
    if (kept) return kept;
    const made =
      coding === 'br'
        ? brotliCompressSync(this.json, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: this.levels.br,
              [constants.BROTLI_PARAM_SIZE_HINT]: this.json.length,
            },
          })
        : gzipSync(this.json, { level: this.levels.gzip });
    this.coded[coding] = made;
    return made;
  }
}

/** An answer's body, serialised once. */
export function encodeAnswer(payload: unknown, levels: CompressionLevels = QUICK_LEVELS): EncodedAnswer {
  return new EncodedAnswer(Buffer.from(JSON.stringify(payload)), levels);
}

/**
 * The coding to answer with for an Accept-Encoding header: brotli, else gzip, else none. A coding the
 * client refuses with q=0 is not used; `*` stands for any coding not named.
 */
export function acceptedCoding(header: string | string[] | undefined): ContentCoding | null {
  if (!header) return null;
  const text = Array.isArray(header) ? header.join(',') : header;
  const weights = new Map<string, number>();
  for (const part of text.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (coding: ContentCoding) => weights.get(coding) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return null;
}

/**
 * Sends a kept answer: in the coding the client accepts (with `Vary: Accept-Encoding`, so a shared cache
 * keeps one copy per coding), with its ETag, and as 304 when the client already holds these bytes.
 */
export function sendAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: EncodedAnswer,
  options: { cacheControl?: string } = {},
): FastifyReply {
  reply.header('vary', 'accept-encoding').header('etag', answer.etag);
  if (options.cacheControl) reply.header('cache-control', options.cacheControl);
  if (request.headers['if-none-match'] === answer.etag) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  const coding =
    answer.json.length >= COMPRESS_THRESHOLD ? acceptedCoding(request.headers['accept-encoding']) : null;
  if (coding) reply.header('content-encoding', coding);
  return reply.send(answer.bytes(coding));
}

import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { COMPRESS_THRESHOLD, QUICK_LEVELS } from '../lib/encoded-answer.ts';

/**
 * Brotli/gzip for text answers (JSON, HTML, JS, CSS) that nobody keeps — slow networks matter more than
 * a little CPU. Kept answers (home, listings, products, categories, brands) arrive already compressed
 * (lib/encoded-answer.ts) and pass through untouched. The levels are the measured ones (docs/bench.md,
 * "Compression levels"): higher ones cost several times the CPU for a few per cent fewer bytes.
 * Images are already compressed.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: QUICK_LEVELS.br } },
    zlibOptions: { level: QUICK_LEVELS.gzip },
  });
}

import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { FileStore } from '../platform/index.ts';
import { validKey } from '../platform/storage-keys.ts';

const ONE_YEAR_SECONDS = 31_536_000;
const IMMUTABLE = `public, max-age=${ONE_YEAR_SECONDS}, immutable`;
/** A redirect to the public URL: kept a day, so a changed S3_PUBLIC_URL reaches browsers soon. */
const REDIRECT_CACHE = 'public, max-age=86400';

export interface UploadsOptions {
  /** Where the disk store keeps public pictures (DATA_DIR/uploads). */
  uploadsDir: string;
  /** S3_PUBLIC_URL: pictures are loaded from there; /uploads/<key> redirects to it. */
  publicUrl: string | undefined;
}

/**
 * /uploads/{file}: catalogue art and shopper uploads. Every file gets a new name when its content
 * changes (server-made names), so browsers may keep them for a year. On disk they are sent from the
 * folder; in a bucket they are read through the store (any instance answers any picture), or, with a
 * public URL, the browser is sent there. Only public keys are reachable: the store reads under its
 * public prefix, and a key with `..` or a dot-file never reaches it.
 */
export async function registerUploads(
  app: FastifyInstance,
  store: FileStore,
  { uploadsDir, publicUrl }: UploadsOptions,
): Promise<void> {
  if (store.kind === 'disk') {
    mkdirSync(uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: uploadsDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders(res) {
        res.header('cache-control', IMMUTABLE);
      },
    });
    return;
  }

  app.get<{ Params: { '*': string } }>('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = validKey(request.params['*']);
    // The app's not-found answer (JSON 404), as for a file missing from the disk.
    if (!key) return reply.callNotFound();
    if (publicUrl) {
      return reply.header('cache-control', REDIRECT_CACHE).redirect(`${publicUrl}/${key}`, 302);
    }
    const file = await store.readPublic(key);
    if (!file) return reply.callNotFound();
    return reply
      .header('content-type', file.contentType)
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .send(file.bytes);
  });
}

import { randomBytes } from 'node:crypto';
import { constants, type Dirent } from 'node:fs';
import { access, mkdir, readdir, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStore } from './storage.ts';
import {
  checkedKey,
  checkedPrefix,
  contentTypeOf,
  keyOfUploadsPath,
  uploadsPath,
  validKey,
} from './storage-keys.ts';

// The default store: files on this machine's disk, as a single instance has always kept them. Public
// pictures live under DATA_DIR/uploads (served at /uploads/<key> by @fastify/static); private documents
// under DATA_DIR itself (e.g. DATA_DIR/seller-documents/<id>/…), beside the uploads and never inside
// them, in folders only the shop's user can open. No signed links: the shop streams private files.

export interface DiskStoreOptions {
  /** Public pictures: DATA_DIR/uploads. */
  uploadsDir: string;
  /** Private documents: DATA_DIR. */
  dataDir: string;
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Writes through a temp file and a rename, so a reader (or a crash) never sees half a file, and a key
 * written twice (a demo picture redrawn) is replaced whole.
 */
async function writeAtomically(target: string, bytes: Buffer, mode: number): Promise<void> {
  const temp = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temp, bytes, { flag: 'wx', mode });
    await rename(temp, target);
  } catch (error) {
    await unlink(temp).catch(() => {});
    throw error;
  }
}

/** Every file under `dir`, as paths relative to it with `/` between folders. */
async function filesUnder(dir: string, relative = ''): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await readdir(path.join(dir, relative), { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return [];
    throw error;
  }
  const found: string[] = [];
  for (const entry of entries) {
    const name = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await filesUnder(dir, name)));
    else if (entry.isFile() && !entry.name.endsWith('.tmp')) found.push(name);
  }
  return found;
}

export function createDiskStore({ uploadsDir, dataDir }: DiskStoreOptions): FileStore {
  const uploadsRoot = path.resolve(uploadsDir);
  const privateRoot = path.resolve(dataDir);
  const publicPath = (key: string) => path.join(uploadsRoot, checkedKey(key));
  const privatePath = (key: string) => {
    const target = path.join(privateRoot, checkedKey(key));
    // DATA_DIR holds the uploads folder too: a private key must never land where /uploads serves.
    if (!path.relative(uploadsRoot, target).startsWith('..')) throw new Error(`not a private key: ${key}`);
    return target;
  };

  return {
    kind: 'disk',

    async putPublic(key, bytes) {
      const target = publicPath(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeAtomically(target, bytes, 0o644);
      return uploadsPath(key);
    },

    keyOfPublicUrl: keyOfUploadsPath,

    async deletePublic(key) {
      try {
        await unlink(publicPath(key));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },

    async hasPublic(key) {
      try {
        return (await stat(publicPath(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async readPublic(key) {
      try {
        return { bytes: await readFile(publicPath(key)), contentType: contentTypeOf(key) };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async putPrivate(key, bytes) {
      const target = privatePath(key);
      // Folders only the shop's user may open, files only it may read (passbooks, licences).
      await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      await writeAtomically(target, bytes, 0o600);
    },

    async readPrivate(key) {
      try {
        return await readFile(privatePath(key));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async deletePrivatePrefix(prefix) {
      const folder = privatePath(checkedPrefix(prefix).slice(0, -1));
      await rm(folder, { recursive: true, force: true });
    },

    async listPrivate(prefix) {
      const folder = checkedPrefix(prefix).slice(0, -1);
      return (await filesUnder(privatePath(folder)))
        .map((name) => `${prefix}${name}`)
        .filter((key) => validKey(key) !== undefined)
        .sort();
    },

    async signedUrl() {
      return undefined;
    },

    async ping() {
      try {
        await mkdir(uploadsRoot, { recursive: true });
        await access(uploadsRoot, constants.W_OK);
        return true;
      } catch {
        return false;
      }
    },

    async close() {},
  };
}

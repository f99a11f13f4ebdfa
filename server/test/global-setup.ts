import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATED_DUMP_ENV, makeMigratedDump } from './database.ts';

// Runs once before the server tests. On the embedded database every test file needs a freshly
// migrated database: migrating takes about 2 s, so it is done once here and each file opens a copy.
export default async function setup(): Promise<() => void> {
  if (process.env.DATABASE_URL) return () => {};
  const dir = mkdtempSync(path.join(os.tmpdir(), 'll-migrated-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await makeMigratedDump()).arrayBuffer()));
  process.env[MIGRATED_DUMP_ENV] = file;
  return () => rmSync(dir, { recursive: true, force: true });
}

import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { uniqueName } from './loopback.ts';

// An S3-compatible server for the tests of the bucket store: s3rver (npm), in this process, on a free
// loopback port, over a temp folder, with one empty bucket. It accepts the SDK's signatures and refuses a
// signed link once its X-Amz-Expires has passed (it does not check the signature's bytes).

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  silent: boolean;
  directory: string;
  configureBuckets: { name: string; configs: string[] }[];
}) => S3rverInstance;

// s3rver ships no types; its constructor is described above.
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

/** The credentials s3rver's one account holds. */
export const S3RVER_KEY = 'S3RVER';

export interface TestBucket {
  endpoint: string;
  bucket: string;
  /** The shop's settings for this bucket (for loadConfig or a kit's `env`). */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startS3rver(): Promise<TestBucket> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'll-s3rver-'));
  // Bucket names: lower case, digits and hyphens.
  const bucket = uniqueName('ll-test').replace(/_/g, '-');
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { FileStore } from './storage.ts';
import { checkedKey, checkedPrefix, keyOfUploadsPath, uploadsPath, validKey } from './storage-keys.ts';

// Files in an S3-compatible bucket (AWS S3, MinIO, R2, Spaces, …), so every instance sees every file
// (docs/decisions/026). Public pictures under S3_PUBLIC_PREFIX, private documents under
// S3_PRIVATE_PREFIX. The bucket needs no ACLs (many refuse them): making the public prefix readable
// (a bucket policy or a CDN in front) is the operator's choice, and without S3_PUBLIC_URL the shop
// serves /uploads/<key> itself by reading the object. Private documents are only ever read by the
// shop or through a short-lived signed link.

export type S3Settings = NonNullable<Config['s3']>;

/** Public pictures never change under a key (new content, new name): caches may keep them for a year. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** S3's "no such key" (GetObject) and a HEAD's bare 404. */
function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404)
  );
}

export function createS3Store(s3: S3Settings, log: FastifyBaseLogger): FileStore {
  const client = new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    ...(s3.credentials ? { credentials: s3.credentials } : {}),
    forcePathStyle: s3.forcePathStyle,
    // The SDK's default checksums (CRC32 on every upload and download) are not understood by many
    // S3-compatible servers; only the calls S3 itself requires them for send one.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = s3.bucket;
  const publicKey = (key: string) => `${s3.publicPrefix}${checkedKey(key)}`;
  const privateKey = (key: string) => `${s3.privatePrefix}${checkedKey(key)}`;

  async function getObject(Key: string) {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key }));
      const bytes = Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
      return { bytes, contentType: answer.ContentType ?? 'application/octet-stream' };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  /** Every key under a bucket prefix, page by page (a thousand at a time). */
  async function keysUnder(Prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }));
      for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return keys;
  }

  return {
    kind: 's3',

    async putPublic(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: publicKey(key),
          Body: bytes,
          ContentType: contentType,
          CacheControl: PUBLIC_CACHE_CONTROL,
        }),
      );
      return s3.publicUrl ? `${s3.publicUrl}/${key}` : uploadsPath(key);
    },

    keyOfPublicUrl(url) {
      if (s3.publicUrl && url.startsWith(`${s3.publicUrl}/`)) {
        try {
          return validKey(decodeURIComponent(url.slice(s3.publicUrl.length + 1).split(/[?#]/)[0] ?? ''));
        } catch {
          return undefined;
        }
      }
      return keyOfUploadsPath(url);
    },

    async deletePublic(key) {
      // S3 answers a delete of a missing key with success.
      await client.send(new DeleteObjectCommand({ Bucket, Key: publicKey(key) }));
    },

    async hasPublic(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: publicKey(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },

    readPublic: (key) => getObject(publicKey(key)),

    async putPrivate(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: privateKey(key),
          Body: bytes,
          ContentType: contentType,
          // A signed link's answer holds personal data: no cache keeps it.
          CacheControl: 'private, no-store',
        }),
      );
    },

    async readPrivate(key) {
      return (await getObject(privateKey(key)))?.bytes;
    },

    async deletePrivatePrefix(prefix) {
      const keys = await keysUnder(`${s3.privatePrefix}${checkedPrefix(prefix)}`);
      // One DELETE per object: an application holds a handful, and DeleteObjects needs a checksum
      // header some S3-compatible servers do not accept.
      await Promise.all(keys.map((Key) => client.send(new DeleteObjectCommand({ Bucket, Key }))));
    },

    async listPrivate(prefix) {
      const keys = await keysUnder(`${s3.privatePrefix}${checkedPrefix(prefix)}`);
      return keys.map((key) => key.slice(s3.privatePrefix.length)).sort();
    },

    signedUrl: (key, seconds) =>
      getSignedUrl(client, new GetObjectCommand({ Bucket, Key: privateKey(key) }), { expiresIn: seconds }),

    async ping() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }));
        return true;
      } catch (error) {
        log.warn({ err: error, bucket: Bucket }, 'the S3 bucket does not answer');
        return false;
      }
    },

    async close() {
      client.destroy();
    },
  };
}

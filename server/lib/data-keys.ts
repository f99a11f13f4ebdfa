import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// Personal data encrypted at rest (bank account numbers): AES-256-GCM with keys from DATA_KEYS, or one
// key derived from the auth secret when none is configured. A stored value is
// 'enc:' + base64(version byte ‖ 12-byte IV ‖ 16-byte tag ‖ ciphertext): the version byte names the key,
// so keys can be rotated — the first listed encrypts, every listed one still decrypts.

export const ENCRYPTED_PREFIX = 'enc:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface DataCipher {
  encrypt(plain: string): string;
  /** Throws when the value was not made by one of the keys or has been changed. */
  decrypt(stored: string): string;
}

export class DataKeysError extends Error {}

/** A key as configured: 64 hex characters or base64 of exactly 32 bytes. */
function keyBytes(text: string): Buffer | null {
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) {
    const bytes = Buffer.from(text, 'base64');
    if (bytes.length === 32) return bytes;
  }
  return null;
}

/** The keys by version, newest first: DATA_KEYS parsed, or version 0 derived from the auth secret. */
export function parseDataKeys(
  setting: string | undefined,
  authSecret: string,
): { version: number; key: Buffer }[] {
  if (setting === undefined || setting.trim() === '') {
    const key = Buffer.from(hkdfSync('sha256', authSecret, 'little-loom-data-keys', 'personal-data-v0', 32));
    return [{ version: 0, key }];
  }
  const keys = setting.split(',').map((entry) => {
    const match = /^\s*(\d{1,3})\s*:\s*(\S+)\s*$/.exec(entry);
    const version = match ? Number(match[1]) : Number.NaN;
    const key = match ? keyBytes(match[2] as string) : null;
    if (!key || !Number.isInteger(version) || version > 255) {
      throw new DataKeysError(
        'DATA_KEYS must be a comma list of version:key, the version 0–255 and the key 64 hex characters or base64 of 32 bytes',
      );
    }
    return { version, key };
  });
  if (new Set(keys.map((k) => k.version)).size !== keys.length)
    throw new DataKeysError('DATA_KEYS names one version twice');
  return keys;
}

export function createDataCipher(setting: string | undefined, authSecret: string): DataCipher {
  const keys = parseDataKeys(setting, authSecret);
  const current = keys[0] as { version: number; key: Buffer };
  const byVersion = new Map(keys.map((k) => [k.version, k.key]));
  return {
    encrypt(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current.key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const packed = Buffer.concat([Buffer.from([current.version]), iv, cipher.getAuthTag(), body]);
      return ENCRYPTED_PREFIX + packed.toString('base64');
    },
    decrypt(stored) {
      if (!stored.startsWith(ENCRYPTED_PREFIX)) throw new Error('not an encrypted value');
      const packed = Buffer.from(stored.slice(ENCRYPTED_PREFIX.length), 'base64');
      const key = byVersion.get(packed[0] ?? -1);
      if (!key || packed.length < 1 + IV_BYTES + TAG_BYTES) throw new Error('no key for this value');
      const iv = packed.subarray(1, 1 + IV_BYTES);
      const tag = packed.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([
        decipher.update(packed.subarray(1 + IV_BYTES + TAG_BYTES)),
        decipher.final(),
      ]).toString('utf8');
    },
  };
}

/** 'XXXXXX1234': only the last four digits, as the shop shows a bank account. */
export function maskAccountNumber(last4: string | null): string {
  return `XXXXXX${last4 ?? '····'}`;
}

import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDataCipher, DataKeysError, maskAccountNumber, parseDataKeys } from './data-keys.ts';

const SECRET = 'a shop secret of at least thirty-two characters';
const k1 = randomBytes(32).toString('hex');
const k2 = randomBytes(32).toString('base64');

describe('personal data encryption (AES-256-GCM, versioned keys)', () => {
  it('round-trips, and the stored text neither is nor contains the plain value', () => {
    const cipher = createDataCipher(`1:${k1}`, SECRET);
    const stored = cipher.encrypt('30123456789');
    expect(stored.startsWith('enc:')).toBe(true);
    expect(stored).not.toContain('30123456789');
    expect(Buffer.from(stored.slice(4), 'base64')[0]).toBe(1);
    expect(cipher.decrypt(stored)).toBe('30123456789');
    // A new IV each time: the same number never encrypts to the same text.
    expect(cipher.encrypt('30123456789')).not.toBe(stored);
  });

  it('rotates: the first key writes, every listed key still reads', () => {
    const old = createDataCipher(`1:${k1}`, SECRET).encrypt('30123456789');
    const rotated = createDataCipher(`2:${k2},1:${k1}`, SECRET);
    expect(rotated.decrypt(old)).toBe('30123456789');
    expect(Buffer.from(rotated.encrypt('1234').slice(4), 'base64')[0]).toBe(2);
    // Once the old key is dropped, its values cannot be read.
    expect(() => createDataCipher(`2:${k2}`, SECRET).decrypt(old)).toThrow();
  });

  it('refuses a changed value', () => {
    const cipher = createDataCipher(undefined, SECRET);
    const stored = Buffer.from(cipher.encrypt('30123456789').slice(4), 'base64');
    stored[stored.length - 1] = (stored[stored.length - 1] as number) ^ 1;
    expect(() => cipher.decrypt(`enc:${stored.toString('base64')}`)).toThrow();
    expect(() => cipher.decrypt('30123456789')).toThrow();
  });

  it('derives version 0 from the auth secret when DATA_KEYS is unset', () => {
    const [key] = parseDataKeys(undefined, SECRET);
    expect(key?.version).toBe(0);
    expect(key?.key).toHaveLength(32);
    expect(createDataCipher(undefined, SECRET).decrypt(createDataCipher('', SECRET).encrypt('x'))).toBe('x');
  });

  it('refuses a malformed DATA_KEYS with a message naming it', () => {
    for (const bad of ['1:short', `x:${k1}`, `300:${k1}`, `1:${k1},1:${k1}`, k1]) {
      expect(() => parseDataKeys(bad, SECRET)).toThrow(DataKeysError);
    }
    expect(() => parseDataKeys('1:short', SECRET)).toThrow(/DATA_KEYS/);
  });

  it('masks an account number to its last four digits', () => {
    expect(maskAccountNumber('6789')).toBe('XXXXXX6789');
  });
});

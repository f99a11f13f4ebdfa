import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('password hashes', () => {
  it('stores scrypt parameters, a 16-byte salt and a 64-byte key', async () => {
    const stored = await hashPassword('correct horse');
    const parts = stored.split('$');
    expect(parts.slice(0, 4)).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(parts[4]!, 'base64')).toHaveLength(16);
    expect(Buffer.from(parts[5]!, 'base64')).toHaveLength(64);
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsE', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash, so the same password never hashes the same twice', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(a).not.toBe(b);
    expect(await verifyPassword('same password', a)).toBe(true);
    expect(await verifyPassword('same password', b)).toBe(true);
  });

  it('refuses malformed or tampered hashes without throwing', async () => {
    const stored = await hashPassword('secret123');
    const parts = stored.split('$');
    for (const bad of [
      '',
      'bcrypt$x',
      'scrypt$16384$8$1$$',
      ['scrypt', '1000', ...parts.slice(2)].join('$'),
      ['scrypt', String(1 << 24), ...parts.slice(2)].join('$'),
      [...parts.slice(0, 5), Buffer.alloc(64).toString('base64')].join('$'),
    ]) {
      expect(await verifyPassword('secret123', bad)).toBe(false);
    }
  });
});

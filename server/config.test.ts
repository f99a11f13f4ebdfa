import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('config', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('127.0.0.1');
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.uploadsDir).toBe(path.join(path.resolve('./data'), 'uploads'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.shopName).toBe('Little Loom');
    expect(c.brandCode).toBe('LL');
    expect(c.seedDemo).toBe(true);
  });

  it('honours PORT, HOST, DATA_DIR, DATABASE_URL and the shop name', () => {
    const c = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/shop',
      DATABASE_URL: 'postgres://u@db:5432/shop',
      SHOP_NAME: 'Tiny Tots',
      SEED_DEMO: 'false',
    });
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/shop',
      uploadsDir: '/var/lib/shop/uploads',
      databaseUrl: 'postgres://u@db:5432/shop',
      shopName: 'Tiny Tots',
      seedDemo: false,
    });
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('refuses bad values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });
});

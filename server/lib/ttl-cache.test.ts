import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('loads once per key while fresh, shares concurrent loads, reloads after the TTL', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1000, 10, () => now);
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    now = 1000;
    expect(await cache.get('k', load)).toBe(2);
  });

  it('drops the oldest entries beyond its size and forgets everything on clear()', async () => {
    const cache = new TtlCache<string>(60_000, 2);
    let loads = 0;
    const load = (v: string) => async () => {
      loads++;
      return v;
    };
    await cache.get('a', load('a'));
    await cache.get('b', load('b'));
    await cache.get('c', load('c'));
    expect(loads).toBe(3);
    await cache.get('a', load('a'));
    expect(loads).toBe(4);
    cache.clear();
    await cache.get('c', load('c'));
    expect(loads).toBe(5);
  });

  it('peeks and sets without loading', () => {
    let now = 0;
    const cache = new TtlCache<string>(100, 10, () => now);
    expect(cache.peek('a')).toBeUndefined();
    cache.set('a', 'x');
    expect(cache.peek('a')).toBe('x');
    now = 100;
    expect(cache.peek('a')).toBeUndefined();
  });

  it('does not keep a failed load', async () => {
    const cache = new TtlCache<number>(1000, 10);
    await expect(cache.get('k', async () => Promise.reject(new Error('db away')))).rejects.toThrow('db away');
    expect(await cache.get('k', async () => 7)).toBe(7);
  });
});

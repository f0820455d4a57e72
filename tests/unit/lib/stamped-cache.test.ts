import { describe, expect, test } from 'bun:test';
import { StampedCache, stampedCaches } from '../../../src/lib/stamped-cache';

describe('a cache kept by stamps', () => {
  test('serves a value only under the stamp it was read with, and reads again under another', async () => {
    const cache = new StampedCache<string>(10);
    let reads = 0;
    const read = async () => `read ${++reads}`;
    expect(await cache.through('k', '1.', read)).toBe('read 1');
    expect(await cache.through('k', '1.', read)).toBe('read 1');
    expect(await cache.through('k', '2.', read)).toBe('read 2');
    expect(await cache.through('k', '2.', read)).toBe('read 2');
    expect(await cache.through('other', '2.', read)).toBe('read 3');
  });

  test('without a stamp it reads every time and keeps nothing', async () => {
    const cache = new StampedCache<number>(10);
    let reads = 0;
    expect(await cache.through('k', undefined, async () => ++reads)).toBe(1);
    expect(await cache.through('k', undefined, async () => ++reads)).toBe(2);
    expect(cache.size).toBe(0);
  });

  test('a read that fails keeps nothing, and holds no more than its bound', async () => {
    const cache = new StampedCache<number>(2);
    await expect(cache.through('k', '1.', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(cache.size).toBe(0);
    for (const key of ['a', 'b', 'c']) await cache.through(key, '1.', async () => 1);
    expect(cache.size).toBe(2);
  });

  test('each owner (database) has its own cache', async () => {
    const cacheOf = stampedCaches<string>(10);
    const [first, second] = [{}, {}];
    await cacheOf(first).through('k', '1.', async () => 'first');
    expect(await cacheOf(second).through('k', '1.', async () => 'second')).toBe('second');
    expect(await cacheOf(first).through('k', '1.', async () => 'again')).toBe('first');
  });

  test('with a max age, an entry is read again once it has run out, even under the same stamp', async () => {
    const cache = new StampedCache<number>(10, { maxAgeMs: 30 });
    let reads = 0;
    expect(await cache.through('k', '1.', async () => ++reads)).toBe(1);
    expect(await cache.through('k', '1.', async () => ++reads)).toBe(1);
    await Bun.sleep(40);
    expect(await cache.through('k', '1.', async () => ++reads)).toBe(2);
  });
});

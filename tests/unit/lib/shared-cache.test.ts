import { describe, expect, test } from 'bun:test';
import { SharedCache, sharedCache } from '../../../src/lib/shared-cache';

const options = { maxOwners: 3, maxVariants: 2, ttlMs: 1_000 };

describe('the shared cache', () => {
  test('builds once per owner, version and variant, and again when the version read differs', async () => {
    const cache = new SharedCache<string>(options);
    let builds = 0;
    const build = () => `page ${++builds}`;
    expect(await cache.get(1, 7, 'today', build, 0)).toBe('page 1');
    expect(await cache.get(1, 7, 'today', build, 10)).toBe('page 1');
    expect(await cache.get(1, 8, 'today', build, 20)).toBe('page 2');
    expect(await cache.get(1, 8, 'tomorrow', build, 30)).toBe('page 3');
    expect(builds).toBe(3);
  });

  test('an entry lives at most ttlMs', async () => {
    const cache = new SharedCache<number>(options);
    let builds = 0;
    await cache.get(1, 0, 'v', () => ++builds, 0);
    expect(await cache.get(1, 0, 'v', () => ++builds, 999)).toBe(1);
    expect(await cache.get(1, 0, 'v', () => ++builds, 1_000)).toBe(2);
  });

  test('forget drops the owner, and a value built from reads begun before it is not kept', async () => {
    const cache = new SharedCache<string>(options);
    await cache.get(1, 0, 'v', () => 'old', 0);
    let release!: () => void;
    const slow = cache.get(1, 0, 'v', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return 'read before the write';
    }, 2_000);
    cache.forget(1);
    release();
    expect(await slow).toBe('read before the write');
    expect(await cache.get(1, 0, 'v', () => 'after the write', 2_001)).toBe('after the write');
  });

  test('keeps at most maxOwners owners, the oldest going first', async () => {
    const cache = new SharedCache<number>(options);
    for (const owner of [1, 2, 3, 4]) await cache.get(owner, 0, 'v', () => owner, 0);
    expect(await cache.get(1, 0, 'v', () => -1, 1)).toBe(-1);
    expect(await cache.get(4, 0, 'v', () => -1, 1)).toBe(4);
  });

  test('two databases never share a cache', () => {
    const a = sharedCache('test', {}, options);
    const b = sharedCache('test', {}, options);
    expect(a).not.toBe(b);
  });
});

import { expect, test } from 'bun:test';
import { Lru } from '../../../src/lib/lru';

test('an Lru never holds more than its bound, and forgets the least recently used first', () => {
  const cache = new Lru<string, number>(2);
  cache.set('a', 1);
  cache.set('b', 2);
  expect(cache.get('a')).toBe(1); // "a" is now the most recently used
  cache.set('c', 3);
  expect(cache.size).toBe(2);
  expect(cache.get('b')).toBeUndefined();
  expect(cache.get('a')).toBe(1);
  expect(cache.get('c')).toBe(3);
  cache.delete('a');
  expect(cache.get('a')).toBeUndefined();
});

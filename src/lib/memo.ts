/**
 * Not a cache of data: values decided by their key alone (an island's render by its props and
 * day, a static page by its path and year), so one is never stale; bounded, the least recently
 * used going first.
 */
import { Lru } from './lru';

export function memo<T>(options: { max: number }) {
  const entries = new Lru<string, T>(options.max);
  return async (key: string, compute: () => T | Promise<T>): Promise<T> => {
    const hit = entries.get(key);
    if (hit !== undefined) return hit;
    const value = await compute();
    entries.set(key, value);
    return value;
  };
}

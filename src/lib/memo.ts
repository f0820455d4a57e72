/**
 * A small time-boxed cache for values that are the same for every visitor for a while
 * (a rendered island, a static page). Oldest entries go first once it is full.
 */
import { machineMs } from './clock';

export function memo<T>(options: { ttlMs: number; max: number }) {
  const entries = new Map<string, { value: T; expires: number }>();
  return async (key: string, compute: () => T | Promise<T>, now = machineMs()): Promise<T> => {
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = await compute();
    if (entries.size >= options.max) entries.delete(entries.keys().next().value!);
    entries.set(key, { value, expires: now + options.ttlMs });
    return value;
  };
}

import { Lru } from './lru';
import { machineMs } from './clock';
import { currentStamp, type VersionedTable } from '../../db/data-versions';
import type { Db } from '../../db/client';

/**
 * THE cache of the app: a bounded map whose entries carry the stamp they were read under (a
 * trigger-kept version: `currentStamp` in db/data-versions.ts, a listing's `availability_version`,
 * a website's `content_version`). An entry is served only while the stamp asked with is the same,
 * so a write to what it was read from makes the next look-up read afresh; nobody is told to forget.
 */
export class StampedCache<V> {
  readonly #entries: Lru<string, { stamp: string; value: V; until: number }>;
  readonly #maxAgeMs: number;

  /** `maxAgeMs` only where a change comes with no write to stamp it (a hold running out frees a slot). */
  constructor(max: number, options: { maxAgeMs?: number } = {}) {
    this.#entries = new Lru(max);
    this.#maxAgeMs = options.maxAgeMs ?? Infinity;
  }

  /** The value kept under `key` for this stamp, or `read`'s, kept; with no stamp, `read`'s, not kept. */
  async through(key: string, stamp: string | undefined, read: () => Promise<V>): Promise<V> {
    if (stamp === undefined) return read();
    const kept = this.#entries.get(key);
    // The machine's time is asked only by a cache with a max age (the free slots).
    if (kept !== undefined && kept.stamp === stamp && (kept.until === Infinity || kept.until > machineMs())) return kept.value;
    const until = this.#maxAgeMs === Infinity ? Infinity : machineMs() + this.#maxAgeMs;
    const value = await read();
    this.#entries.set(key, { stamp, value, until });
    return value;
  }

  get size(): number {
    return this.#entries.size;
  }
}

/** One cache per owner (a database): `const cacheOf = stampedCaches<Row>(100); cacheOf(db).through(…)`. */
export function stampedCaches<V>(max: number, options: { maxAgeMs?: number } = {}): (owner: object) => StampedCache<V> {
  const caches = new WeakMap<object, StampedCache<V>>();
  return (owner) => {
    let cache = caches.get(owner);
    if (!cache) {
      cache = new StampedCache<V>(max, options);
      caches.set(owner, cache);
    }
    return cache;
  };
}

/** Freezes a kept row and every object in it, so a caller that changed one would fail loudly, not change the next caller's. */
function deepFreeze<V>(value: V): V {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * A read kept by key while `tables` are unchanged (their stamp is read first, each time): for
 * rows the booking path reads on every request and that change rarely (the owner, the pet, the
 * practice). Kept values are frozen: they are shared by every later caller.
 */
export function stampedReads<V>(max: number, tables: readonly VersionedTable[]) {
  const cacheOf = stampedCaches<V>(max);
  return async (db: Db, key: string, read: () => Promise<V>): Promise<V> =>
    cacheOf(db).through(key, await currentStamp(db, tables), async () => deepFreeze(await read()));
}

/**
 * Values that are the same for every visitor who is not signed in (a practice's page, a listing's
 * free slots), kept per owner (a practice, a listing) until the owner's data changes.
 *
 * Two ways an entry goes stale, both handled here:
 * - a write in this process: the owning service calls `forget(owner)`, which drops the owner's
 *   entries and refuses to store what a read begun before the write was still building;
 * - a write in another process: each `get` passes the `version` it read of the owner (a counter
 *   the database raises in the same transaction as the change), and an entry built from another
 *   version is not used; where reading a version would cost a query per request, `ttlMs` bounds
 *   how long another process's write can go unseen instead.
 *
 * Never put a signed-in person's data in one: callers use it only for requests without a session.
 */
import { machineMs } from './clock';

export interface SharedCacheOptions {
  /** Owners remembered; the oldest goes first when full. */
  maxOwners: number;
  /** Variants remembered per owner; all go when full. */
  maxVariants: number;
  /** How long an entry may be used, in milliseconds (Infinity: until its version or a forget). */
  ttlMs: number;
}

interface OwnerEntries<T> {
  version: number | string;
  generation: number;
  variants: Map<string, { value: T; expires: number }>;
}

export class SharedCache<T> {
  readonly #owners = new Map<number, OwnerEntries<T>>();
  /** Raised by `forget`, so a value built from data read before a write is not stored after it. */
  readonly #generations = new Map<number, number>();

  constructor(private readonly options: SharedCacheOptions) {}

  async get(owner: number, version: number | string, variant: string, build: () => T | Promise<T>, now = machineMs()): Promise<T> {
    const entries = this.#owners.get(owner);
    const hit = entries?.version === version ? entries.variants.get(variant) : undefined;
    if (hit && hit.expires > now) return hit.value;
    const generation = this.#generations.get(owner) ?? 0;
    const value = await build();
    if ((this.#generations.get(owner) ?? 0) === generation) this.#store(owner, version, generation, variant, { value, expires: now + this.options.ttlMs });
    return value;
  }

  /** Drops everything kept for `owner`: call it after a write to the owner's data commits. */
  forget(owner: number): void {
    this.#owners.delete(owner);
    this.#generations.set(owner, (this.#generations.get(owner) ?? 0) + 1);
  }

  #store(owner: number, version: number | string, generation: number, variant: string, entry: { value: T; expires: number }): void {
    let entries = this.#owners.get(owner);
    if (!entries || entries.version !== version || entries.generation !== generation) {
      if (!entries && this.#owners.size >= this.options.maxOwners) this.#owners.delete(this.#owners.keys().next().value!);
      entries = { version, generation, variants: new Map() };
      this.#owners.set(owner, entries);
    }
    if (entries.variants.size >= this.options.maxVariants) entries.variants.clear();
    entries.variants.set(variant, entry);
  }
}

const byDatabase = new Map<string, WeakMap<object, SharedCache<unknown>>>();

/**
 * The cache called `name` of one database (an app's `deps.database`): owners are row ids, so two
 * apps on two databases in one process (the tests) never share entries.
 */
export function sharedCache<T>(name: string, database: object, options: SharedCacheOptions): SharedCache<T> {
  let caches = byDatabase.get(name);
  if (!caches) byDatabase.set(name, (caches = new WeakMap()));
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = new SharedCache<unknown>(options)));
  return cache as SharedCache<T>;
}

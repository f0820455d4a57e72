import { Lru } from '../../lib/lru';
import type { Principal } from '../../lib/principal';
import type { Tenant } from '../../lib/tenant';
import { StampedCache } from '../../lib/stamped-cache';
import type { AppDeps } from '../../deps';
import { currentStamp } from '../../../db/data-versions';
import { recordsReader, type RecordsReader } from './records.service';
import { currentReader } from '../../lib/i18n';

/** How many rendered screens a process keeps (a screen of a long category is about 60 KB). */
const MAX_SCREENS = 100;
/** How many readers (who reads which pet, and the picker's pets) a process keeps. */
const MAX_READERS = 1000;
/** The tables a reader is read from: the pets (a record write bumps its pet's records version) and who is whose customer. */
const READER_TABLES = ['pets', 'practice_customers'] as const;

/**
 * The rendered Medical Records screens (the page, or the `#records-screen` fragment for htmx), as
 * the UTF-8 bytes sent, each kept for ONE reader: the key starts with who reads (the whole
 * session principal), so one person's page is never served to another, and holds everything the
 * page shows that can change — the host's site as it is now, the reader's units and locale, the pet's records version
 * (bumped in the database by every record write, so it holds across processes), the pets of the
 * picker as they are now, the share link, the category and the page. Who may read is still
 * checked on every request before the cache is looked at. Kept because reading and rendering a
 * pet's 5,000 records on every load was most of the screen's time (docs/scaling.md).
 */
export class RecordsScreenCache {
  readonly #screens = new Lru<string, Blob>(MAX_SCREENS);
  readonly #readers = new StampedCache<RecordsReader>(MAX_READERS);

  /** `recordsReader`'s answer, kept for this principal while the tables it reads are unchanged. */
  async reader(deps: AppDeps, principal: Principal, petId: number | undefined, category: string | undefined): Promise<RecordsReader> {
    const stamp = await currentStamp(deps.database.db, READER_TABLES);
    const key = JSON.stringify([principal, petId ?? null, category ?? null]);
    return this.#readers.through(key, stamp, () => recordsReader(deps, principal, petId, category));
  }

  keyOf(view: { principal: Principal; tenant: Tenant; fragment: boolean; units: string; minute?: number }, reader: RecordsReader, page: number, shareUrl: string | null): string | null {
    const { pet } = reader;
    if (!pet) return null;
    const pets = reader.pets.map((p) => [p.id, p.name, p.type, p.updated_at]);
    // The reader's language and locale too: one account may read in another language when its browser changes.
    // The minute too: an entry locks as time passes, and its row's actions change with it.
    return JSON.stringify([currentReader(), view.principal, view.tenant, view.fragment, view.units, view.minute, reader.access, pet.id, pet.records_version, pet.updated_at, shareUrl, reader.category.key, page, pets]);
  }

  /**
   * The page kept under `key`, or `render`'s, kept. Encoded once into a Blob, not kept as the
   * string: a rendered page is a string of thousands of pieces, and flattening and encoding it was
   * most of a response's time; a Response of a Blob shares its bytes where one of an array copies them.
   */
  async render(key: string | null, render: () => Promise<string>): Promise<Blob> {
    const kept = key === null ? undefined : this.#screens.get(key);
    if (kept !== undefined) return kept;
    const page = new Blob([await render()]);
    if (key !== null) this.#screens.set(key, page);
    return page;
  }
}

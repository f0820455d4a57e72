import { createHash } from 'node:crypto';
import type { AppDeps } from '../../deps';
import type { Principal } from '../../lib/principal';
import { isPetOwner, isPlatformAdmin, isPracticeLogin } from '../../lib/policy';
import { insertAccessRows, type NewAccessRow } from './records.access-log.repo';

/** What was done to a pet's records. */
export type AccessAction = 'read' | 'create' | 'update' | 'delete' | 'export' | 'share-view' | 'share';
/** How: a page of the app, the JSON API, a share link, an export or print. */
export type AccessChannel = 'web' | 'api' | 'share' | 'export';

/** One access to one pet's records: a category and an entry, or neither for all records. */
export interface AccessEntry {
  petId: number;
  action: AccessAction;
  channel: AccessChannel;
  category?: string | null;
  entryId?: number | null;
  /** The share link it concerns (its token, stored as its id): the owner turning a link on. */
  linkToken?: string | null;
}

/** Who: a signed-in person, or the holder of a share link (its token, never stored). */
export type Accessor = Principal | { shareToken: string };

/** A share link's id in the log: a digest of its token, so the log holds no usable link. */
export const shareLinkId = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 16);

function actorOf(who: Accessor): Pick<NewAccessRow, 'actor' | 'actor_id' | 'vendor_id' | 'link_id'> {
  if ('shareToken' in who) return { actor: 'share', actor_id: null, vendor_id: null, link_id: shareLinkId(who.shareToken) };
  if (isPracticeLogin(who)) return { actor: 'practice', actor_id: who.id, vendor_id: who.vendor_id, link_id: null };
  if (isPetOwner(who)) return { actor: 'owner', actor_id: who.id, vendor_id: null, link_id: null };
  return { actor: isPlatformAdmin(who) ? 'admin' : 'unknown', actor_id: who.id, vendor_id: null, link_id: null };
}

/**
 * Logs accesses to pets' records, in one insert: the one way into the log, for this feature and
 * any other that reads or files records (an export format, an intake, a prescription). Entries
 * of one request go in one call; rows repeating the same pet, action and category are merged.
 */
export async function logAccess(deps: AppDeps, who: Accessor | null, entries: AccessEntry | AccessEntry[]): Promise<void> {
  if (!who) return;
  const actor = actorOf(who);
  const at = deps.clock().toISOString();
  const seen = new Set<string>();
  const rows: NewAccessRow[] = [];
  for (const entry of [entries].flat()) {
    const key = `${entry.petId}|${entry.action}|${entry.channel}|${entry.category ?? ''}|${entry.entryId ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push({ ...actor, ...(entry.linkToken ? { link_id: shareLinkId(entry.linkToken) } : {}), at, pet_id: entry.petId, action: entry.action, channel: entry.channel, category: entry.category ?? null, entry_id: entry.entryId ?? null });
  }
  await insertAccessRows(deps.database.db, rows);
}

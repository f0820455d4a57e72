import { and, count, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { throttle_events } from '../../db/schema';
import { addMinutes } from './time';

/**
 * Counts events (failed logins, code sends) per key in the database, so a limit holds
 * across instances. `key` names what is limited, e.g. "login:acct:owner@example.com".
 */
export async function recentCount(db: Db, key: string, windowMinutes: number, now: Date): Promise<number> {
  const since = addMinutes(now, -windowMinutes).toISOString();
  const [row] = await db
    .select({ n: count() })
    .from(throttle_events)
    .where(and(eq(throttle_events.key, key), gte(throttle_events.created_at, since)));
  return row?.n ?? 0;
}

/** Events older than this are never counted again, so they are dropped as new ones come in. */
const KEEP_MS = 24 * 3600 * 1000;

export async function recordEvent(db: Db, keys: string[], now: Date): Promise<void> {
  if (keys.length === 0) return;
  const stale = new Date(now.getTime() - KEEP_MS).toISOString();
  await db.transaction(async (tx) => {
    await tx.delete(throttle_events).where(and(inArray(throttle_events.key, keys), lt(throttle_events.created_at, stale)));
    await tx.insert(throttle_events).values(keys.map((key) => ({ key, created_at: now.toISOString() })));
  });
}

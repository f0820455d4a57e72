import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { throttle_events } from '../../db/schema';

/**
 * Counts events (failed logins, code sends) per key in the database, so a limit holds
 * across instances. `key` names what is limited, e.g. "login:acct:owner@example.com".
 */
export async function recentCount(db: Db, key: string, windowMinutes: number, now: Date): Promise<number> {
  const since = new Date(now.getTime() - windowMinutes * 60_000).toISOString();
  const [row] = await db
    .select({ n: count() })
    .from(throttle_events)
    .where(and(eq(throttle_events.key, key), gte(throttle_events.created_at, since)));
  return row?.n ?? 0;
}

export async function recordEvent(db: Db, keys: string[], now: Date): Promise<void> {
  if (keys.length === 0) return;
  await db.insert(throttle_events).values(keys.map((key) => ({ key, created_at: now.toISOString() })));
}
